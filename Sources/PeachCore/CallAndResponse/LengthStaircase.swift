import Foundation

/// The length of the next call (notes of a phrase, chords of a progression): one longer after
/// a right answer, three shorter after a wrong one (a weighted up-down staircase, Kaernbach
/// 1991). It settles where a step up is three times as likely as a step down: 75 % of calls
/// right, the span's own definition, so that the calls are placed where they say most about it.
public struct LengthStaircase: Hashable, Sendable {
    public static let upAfterRight = 1
    public static let downAfterWrong = 3

    /// The lengths a discipline plays, and the one it starts with.
    public struct Bounds: Hashable, Sendable {
        public var shortest: Int
        public var longest: Int
        public var first: Int

        public init(shortest: Int, longest: Int, first: Int) {
            precondition(shortest >= 1 && shortest <= first && first <= longest, "a staircase's first length lies within its bounds")
            self.shortest = shortest
            self.longest = longest
            self.first = first
        }

        public func clamped(_ length: Int) -> Int { min(max(length, shortest), longest) }
    }

    public let bounds: Bounds
    public private(set) var length: Int

    /// `length`: where the last call of the same kind left it (clamped); the bounds' first without one.
    public init(_ bounds: Bounds, length: Int? = nil) {
        self.bounds = bounds
        self.length = bounds.clamped(length ?? bounds.first)
    }

    public mutating func answered(right: Bool) {
        length = bounds.clamped(length + (right ? Self.upAfterRight : -Self.downAfterWrong))
    }
}
