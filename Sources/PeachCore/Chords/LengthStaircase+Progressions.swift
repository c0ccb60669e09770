import Foundation

extension LengthStaircase.Bounds {
    /// Progressions: a single chord up to eight, the first of two.
    public static let progressions = LengthStaircase.Bounds(shortest: 1, longest: 8, first: 2)
}
