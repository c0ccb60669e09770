import Foundation

/// Draws calls: each beat a figure of the level, so that a call
/// - holds a figure the level brings (a level-2 call has sixteenths; at level 5, figures of
///   three levels at least, when it has three beats),
/// - is never what a robot tapping a fixed grid plays (every beat, every eighth, every
///   sixteenth, every triplet) nor silent for all but one stroke,
/// - and is never the call before it.
public struct RhythmCallComposer: Sendable {
    public init() {}

    public func call(beats: Int, level: RhythmLevel, after previous: RhythmCall?, random: inout some RandomSource) -> RhythmCall {
        let figures = level.figures
        var call = RhythmCall(level: level, figures: [.quarter])
        for _ in 0..<1000 {
            call = RhythmCall(level: level, figures: (0..<max(1, beats)).map { _ in random.element(of: figures)! })
            if acceptable(call, after: previous) { break }
        }
        return call
    }

    func acceptable(_ call: RhythmCall, after previous: RhythmCall?) -> Bool {
        guard call != previous, call.strokes.count >= 2 else { return false }
        if BeatFigure.fixedGrids.contains(where: { grid in call.figures.allSatisfy { $0 == grid } }) { return false }
        let own = call.level.figuresOfItsOwn
        if !own.isEmpty, !call.figures.contains(where: own.contains) { return false }
        if call.level.number == RhythmLevel.highest, call.beats >= 3 {
            let levels = Set(call.figures.compactMap { figure in (RhythmLevel.lowest..<RhythmLevel.highest).first { RhythmLevel($0).newFigures.contains(figure) } })
            if levels.count < 3 { return false }
        }
        return true
    }
}
