import Foundation

/// A response judged stroke by stroke (`StrokeJudgement`) against the grid the pulse keeps:
/// the call's own frames one call later. With the pulse only in the count-in, the response
/// keeps its own time: it is judged on its own grid (`EchoGrid`, as Play It Back's echo is:
/// its beat the median of its taps' gaps, its start the median of where they put it), found
/// from the taps that follow its strokes (`tracked`), and its drift against the pulse it
/// left is said (its tempo, and where its first beat fell). A response that is a fixed grid
/// (every beat, eighth, sixteenth or triplet of the response's bars tapped, where the call is
/// silent too) is said as that: it
/// plays back no rhythm. (A right answer is never one.)
public struct RhythmJudgement: Hashable, Sendable {
    public var strokes: StrokeJudgement
    /// The taps paired for their timing (`CallTimeline.timingToleranceFrames`): timed only by
    /// the verdict's pairs, a scatter wider than its tolerance would be cut off and read as narrow.
    public var timing: StrokeJudgement
    /// Each stroke's place in the response, in frames from the count-in's first beat: where
    /// the pulse would put it, or the response's own grid when it kept its own time.
    public var strokeFrames: [Int]
    public var toleranceFrames: Double
    public var sampleRate: Int
    /// The response's own grid, when the pulse stopped after the count-in and the taps were
    /// enough to find it.
    public var ownGrid: OwnGrid?
    /// The fixed grid the taps were, if they were one.
    public var fixedGrid: BeatFigure?

    /// The response's own time against the pulse's.
    public struct OwnGrid: Hashable, Sendable {
        /// Its tempo, in BPM.
        public var tempoBPM: Double
        /// Where its first beat fell against the pulse's (ms; − early, + late).
        public var startOffsetMs: Double
    }

    public var isRight: Bool { strokes.isRight && fixedGrid == nil }

    /// Whether its taps say anything of timing: not a fixed grid, and fewer extra taps than
    /// strokes tapped (a mash's nearest taps land near the strokes by chance, and would read
    /// as a steady hand).
    public var isTimed: Bool {
        let paired = strokes.outcomes.filter { $0 != .missing }.count
        return fixedGrid == nil && paired > 0 && strokes.extras.count < paired
    }

    public init(_ record: RhythmCallRecord) {
        let timeline = record.timeline, rate = record.sampleRate
        let pulseFrames = timeline.responseFrames.map { Int($0) }
        let taps = record.taps.map(\.frame)
        toleranceFrames = timeline.toleranceFrames(share: record.toleranceShare)
        sampleRate = rate
        var frames = pulseFrames, ownGrid: OwnGrid?
        if record.pulse == .countIn {
            let responseStart = Double(timeline.frame(ofBeat: timeline.responseStartBeat))
            let beatFrames = 60 * Double(rate) / Double(record.tempo.bpm)
            let ticks = record.call.strokes
            let beats = ticks.map { Double($0) / Double(BeatFigure.ticksPerBeat) }
            let points = Self.tracked(beats: beats, taps: taps.map { Double($0) - responseStart }, beatFrames: beatFrames,
                                      reach: timeline.toleranceFrames(share: 0.5), sampleRate: rate)
            let grid = EchoGrid(points, callBeatFrames: beatFrames, sampleRate: rate)
            if grid.isTimed {
                frames = beats.map { Int((responseStart + grid.startFrame + grid.beatFrames * $0).rounded()) }
                ownGrid = OwnGrid(tempoBPM: 60 * Double(rate) / grid.beatFrames, startOffsetMs: grid.startFrame * 1000 / Double(rate))
            }
        }
        strokeFrames = frames
        self.ownGrid = ownGrid
        strokes = StrokeJudgement(strokes: frames, taps: taps, toleranceFrames: toleranceFrames)
        timing = StrokeJudgement(strokes: frames, taps: taps, toleranceFrames: timeline.timingToleranceFrames)
        // A response played back right is never a fixed grid, whatever its strokes are.
        fixedGrid = strokes.isRight ? nil : Self.fixedGrid(taps: taps, timeline: timeline)
    }

    /// The taps that follow the strokes as the response keeps its own time: stroke by stroke,
    /// the grid found so far (`EchoGrid` of the points before; the pulse's beat, from the first
    /// tap on) says where the next stroke falls, and the nearest tap not yet taken within
    /// `reach` (half the smallest gap) is it. A response that slows or hurries is followed, as
    /// pairing against the pulse's frames would lose it a few beats in.
    static func tracked(beats: [Double], taps: [Double], beatFrames: Double, reach: Double, sampleRate: Int) -> [(beat: Double, frame: Double)] {
        let sorted = taps.sorted()
        var points: [(beat: Double, frame: Double)] = [], next = 0
        for beat in beats {
            let grid = points.isEmpty ? nil : EchoGrid(points, callBeatFrames: beatFrames, sampleRate: sampleRate)
            let predicted = grid.map { $0.startFrame + $0.beatFrames * beat } ?? beatFrames * beat
            // Taps in order: one before the last paired tap is behind the response.
            guard let index = (next..<sorted.count).filter({ abs(sorted[$0] - predicted) <= reach })
                .min(by: { abs(sorted[$0] - predicted) < abs(sorted[$1] - predicted) }) else { continue }
            points.append((beat, sorted[index]))
            next = index + 1
        }
        return points
    }

    /// Each stroke's tap's offset in ms (− early, + late), paired for timing (`timing`); nil
    /// for a stroke no tap lies near.
    public var offsetsMs: [Double?] {
        timing.outcomes.map { outcome in outcome.offsetFrames.map { Double($0) * 1000 / Double(sampleRate) } }
    }

    public var toleranceMs: Double { toleranceFrames * 1000 / Double(sampleRate) }

    /// The finest fixed grid the taps are, over the response's bars: nine in ten of its places
    /// tapped, nine in ten of the taps on one of them (each within a third of its gap), and a
    /// place of it where the call is silent tapped. So an answer that misses strokes is never
    /// one (it taps fewer places, not more), and a grid tapped through the bar after a short
    /// call is.
    static func fixedGrid(taps: [Int], timeline: CallTimeline) -> BeatFigure? {
        guard !taps.isEmpty else { return nil }
        let sorted = taps.sorted(), beats = timeline.callBars * CallTimeline.beatsPerBar
        let strokes = timeline.responseFrames.map { Int($0) }
        for figure in [BeatFigure.sixteenths, .triplet, .eighths, .quarter] {
            let gap = figure.ticks.count > 1 ? figure.ticks[1] - figure.ticks[0] : BeatFigure.ticksPerBeat
            let tolerance = Double(gap) * 5 * Double(timeline.sampleRate) / Double(timeline.tempo.bpm) / 3
            let places = (0..<beats).flatMap { beat in
                figure.ticks.map { Int(timeline.frame(ofTick: (timeline.responseStartBeat + beat) * BeatFigure.ticksPerBeat + $0)) }
            }
            // Whether a value of sorted `values` lies within the tolerance of `frame` (bisection).
            func near(_ frame: Int, in values: [Int]) -> Bool {
                var low = 0, high = values.count
                while low < high {
                    let middle = (low + high) / 2
                    if values[middle] < frame { low = middle + 1 } else { high = middle }
                }
                let distance = [low - 1, low].filter { values.indices.contains($0) }.map { abs(values[$0] - frame) }.min() ?? .max
                return Double(distance) <= tolerance
            }
            let hit = places.filter { near($0, in: sorted) }.count
            let silentHit = places.contains { !near($0, in: strokes) && near($0, in: sorted) }
            let onGrid = sorted.filter { near($0, in: places) }.count
            if silentHit, hit * 10 >= places.count * 9, onGrid * 10 >= sorted.count * 9 { return figure }
        }
        return nil
    }
}
