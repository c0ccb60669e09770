import Foundation

/// What a call may hold, level by level: (1) quarters and eighths, (2) with sixteenths,
/// (3) with rests and syncopations (strokes off the beat, the next downbeat silent), (4)
/// with triplets and dotted rhythms, (5) all of them mixed at once (a call draws from every
/// level's figures, each beat from another level's more often than not).
public struct RhythmLevel: Hashable, Sendable, Comparable {
    public static let lowest = 1, highest = 5
    /// The first level with triplets and dotted figures: their places lie a twelfth from the sixteenths'.
    public static let firstWithTriplets = 4
    public var number: Int

    public init(_ number: Int) {
        self.number = min(max(number, Self.lowest), Self.highest)
    }

    /// The figures this level adds to the ones below it.
    public var newFigures: [BeatFigure] {
        switch number {
        case 1: [.quarter, .eighths]
        case 2: [.sixteenths, .eighthTwoSixteenths, .twoSixteenthsEighth]
        case 3: [.rest, .offbeatEighth, .eAndA, .restThenSixteenths]
        case 4: [.triplet, .tripletQuarterEighth, .dottedEighthSixteenth, .sixteenthDottedEighth]
        default: []
        }
    }

    /// Every figure a call at this level may hold.
    public var figures: [BeatFigure] { (Self.lowest...number).flatMap { RhythmLevel($0).newFigures } }

    /// Whether a call at this level must hold at least one of the level's own figures: below
    /// 5, yes (a level-2 call has a sixteenth); at 5 it must mix figures of three levels.
    public var figuresOfItsOwn: [BeatFigure] { number == Self.highest ? [] : newFigures }

    public static func < (lhs: RhythmLevel, rhs: RhythmLevel) -> Bool { lhs.number < rhs.number }
}
