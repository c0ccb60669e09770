import Foundation

extension LengthStaircase.Bounds {
    /// Rhythm Back's calls, in beats: from two beats to four bars, a bar first.
    public static let rhythmCalls = LengthStaircase.Bounds(shortest: 2, longest: 16, first: 4)
}
