import Foundation

/// A call: beats of strokes on one drum sound, played in a bar (or bars) and tapped back in
/// the next. Its strokes are counted in twelfths of a beat from its first beat.
public struct RhythmCall: Hashable, Sendable {
    public var level: RhythmLevel
    public var figures: [BeatFigure]

    public init(level: RhythmLevel, figures: [BeatFigure]) {
        precondition(!figures.isEmpty, "a call has a beat")
        self.level = level
        self.figures = figures
    }

    public var beats: Int { figures.count }

    /// Every stroke, in twelfths of a beat from the call's first beat.
    public var strokes: [Int] {
        figures.enumerated().flatMap { beat, figure in figure.ticks.map { beat * BeatFigure.ticksPerBeat + $0 } }
    }

    /// The shortest gap between two strokes, in twelfths; a beat for one stroke. (The call's
    /// last stroke and the response's first lie bars apart: no tap could be either.)
    public var smallestGap: Int {
        let strokes = strokes
        guard strokes.count > 1 else { return BeatFigure.ticksPerBeat }
        return zip(strokes, strokes.dropFirst()).map { $1 - $0 }.min()!
    }

    /// Where a stroke lies: its beat (0 …) and its twelfth within the beat.
    public static func place(_ tick: Int) -> (beat: Int, tick: Int) {
        (tick / BeatFigure.ticksPerBeat, tick % BeatFigure.ticksPerBeat)
    }
}
