import Foundation

extension LengthStaircase.Bounds {
    /// Play It Back's phrases: 2 … 16 notes, sixteen quarter notes being four bars, more than
    /// anyone holds of an unknown melody; the first of three.
    public static let phrases = LengthStaircase.Bounds(shortest: 2, longest: 16, first: 3)
}
