import Foundation

/// The length of the next phrase: one note longer after a right echo, three shorter after a
/// wrong one (a weighted up-down staircase, Kaernbach 1991). It settles where a step up is
/// three times as likely as a step down: 75 % of phrases right, the span's own definition,
/// so that the phrases are placed where they say most about it.
public struct PhraseStaircase: Hashable, Sendable {
    public static let shortest = 2
    /// Sixteen quarter notes: four bars, more than anyone holds of an unknown melody.
    public static let longest = 16
    public static let first = 3
    public static let upAfterRight = 1
    public static let downAfterWrong = 3

    public private(set) var length: Int

    /// `length`: where the last phrase of the same scale left it (clamped).
    public init(length: Int = Self.first) {
        self.length = min(max(length, Self.shortest), Self.longest)
    }

    public mutating func answered(right: Bool) {
        length = min(max(length + (right ? Self.upAfterRight : -Self.downAfterWrong), Self.shortest), Self.longest)
    }
}
