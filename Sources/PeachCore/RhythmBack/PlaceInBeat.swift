import Foundation

/// Where in its beat a stroke lies, as a drummer counts it: the beat, the "e", the "and",
/// the "a" (sixteenths), the "trip" and the "let" (triplets). Its taps' offsets are kept
/// apart: a drummer may rush the "e" and drag the "a".
public enum PlaceInBeat: Int, CaseIterable, Sendable, Hashable, Comparable {
    case beat, e, and, a, trip, let_

    /// The place of a stroke `tick` twelfths into its beat (every figure's strokes are on one of these).
    public init(tick: Int) {
        switch ((tick % BeatFigure.ticksPerBeat) + BeatFigure.ticksPerBeat) % BeatFigure.ticksPerBeat {
        case 0, 1, 11: self = .beat
        case 2, 3: self = .e
        case 5, 6, 7: self = .and
        case 9, 10: self = .a
        case 4: self = .trip
        default: self = .let_
        }
    }

    public var name: String {
        switch self {
        case .beat: "beat"
        case .e: "e"
        case .and: "and"
        case .a: "a"
        case .trip: "trip"
        case .let_: "let"
        }
    }

    public static func < (lhs: PlaceInBeat, rhs: PlaceInBeat) -> Bool { lhs.rawValue < rhs.rawValue }
}
