import Foundation

/// What one beat of a rhythm call holds: its strokes, in twelfths of the beat (a sixteenth
/// is 3 twelfths, an eighth 6, a triplet eighth 4), so that sixteenths and triplets share
/// one count. A beat may hold none (a rest), and a stroke may fall off the beat with the
/// next beat's downbeat left silent (a syncopation: the stroke tied over the beat).
public struct BeatFigure: Hashable, Sendable {
    public static let ticksPerBeat = 12

    /// Each stroke's place in the beat, ascending, each in 0 ..< 12.
    public var ticks: [Int]

    public init(_ ticks: [Int]) {
        precondition(ticks == ticks.sorted() && Set(ticks).count == ticks.count && ticks.allSatisfy { (0..<Self.ticksPerBeat).contains($0) },
                     "a beat's strokes, ascending, within it")
        self.ticks = ticks
    }

    public static let quarter = BeatFigure([0])
    public static let eighths = BeatFigure([0, 6])
    public static let sixteenths = BeatFigure([0, 3, 6, 9])
    public static let eighthTwoSixteenths = BeatFigure([0, 6, 9])
    public static let twoSixteenthsEighth = BeatFigure([0, 3, 6])
    public static let rest = BeatFigure([])
    /// An eighth rest, then the "and": off the beat.
    public static let offbeatEighth = BeatFigure([6])
    /// The "e" and the "a": off the beat twice.
    public static let eAndA = BeatFigure([3, 9])
    /// The downbeat silent, then the "e", the "and" and the "a".
    public static let restThenSixteenths = BeatFigure([3, 6, 9])
    public static let triplet = BeatFigure([0, 4, 8])
    /// A triplet's quarter and eighth (long–short, the shuffle).
    public static let tripletQuarterEighth = BeatFigure([0, 8])
    /// A dotted eighth and a sixteenth.
    public static let dottedEighthSixteenth = BeatFigure([0, 9])
    /// A sixteenth and a dotted eighth (the Scotch snap).
    public static let sixteenthDottedEighth = BeatFigure([0, 3])

    /// The figures a robot tapping a fixed grid plays every beat: a call made of one of them
    /// alone would be won without hearing it, so the composer never draws one.
    public static let fixedGrids: [BeatFigure] = [.quarter, .eighths, .sixteenths, .triplet]
}
