import Foundation

/// A response judged stroke by stroke (`StrokeJudgement`) against the grid the pulse keeps:
/// the call's own frames one call later. With the pulse only in the count-in, the response
/// keeps its own time: it is judged on its own grid (`EchoGrid`, as Play It Back's echo is:
/// its beat the median of its taps' gaps, its start the median of where they put it), found
/// from the taps paired at half the call's smallest gap, and its drift against the pulse it
/// left is said (its tempo, and where its first beat fell). A response that is a fixed grid
/// (every beat, eighth, sixteenth or triplet of the response tapped) is said as that: it
/// plays back no rhythm.
public struct RhythmJudgement: Hashable, Sendable {
    public var strokes: StrokeJudgement
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

    public init(_ record: RhythmCallRecord) {
        let timeline = record.timeline, rate = record.sampleRate
        let pulseFrames = timeline.responseFrames.map { Int($0) }
        let taps = record.taps.map(\.frame)
        toleranceFrames = timeline.toleranceFrames(share: record.toleranceShare)
        sampleRate = rate
        var frames = pulseFrames, ownGrid: OwnGrid?
        if record.pulse == .countIn {
            let loose = StrokeJudgement(strokes: pulseFrames, taps: taps, toleranceFrames: timeline.toleranceFrames(share: 0.5))
            let responseStart = Double(timeline.frame(ofBeat: timeline.responseStartBeat))
            let beatFrames = 60 * Double(rate) / Double(record.tempo.bpm)
            let ticks = record.call.strokes
            let points = zip(ticks, loose.outcomes).compactMap { tick, outcome -> (beat: Double, frame: Double)? in
                guard case let .tapped(tap, _) = outcome else { return nil }
                return (Double(tick) / Double(BeatFigure.ticksPerBeat), Double(taps[tap]))
            }
            let grid = EchoGrid(points.map { ($0.beat, $0.frame - responseStart) }, callBeatFrames: beatFrames, sampleRate: rate)
            if grid.isTimed {
                frames = ticks.map { Int((responseStart + grid.startFrame + grid.beatFrames * Double($0) / Double(BeatFigure.ticksPerBeat)).rounded()) }
                ownGrid = OwnGrid(tempoBPM: 60 * Double(rate) / grid.beatFrames, startOffsetMs: grid.startFrame * 1000 / Double(rate))
            }
        }
        strokeFrames = frames
        self.ownGrid = ownGrid
        strokes = StrokeJudgement(strokes: frames, taps: taps, toleranceFrames: toleranceFrames)
        fixedGrid = Self.fixedGrid(taps: taps, timeline: timeline)
    }

    /// Each stroke's tap's offset in ms (− early, + late); nil for a stroke missing.
    public var offsetsMs: [Double?] {
        strokes.outcomes.map { outcome in outcome.offsetFrames.map { Double($0) * 1000 / Double(sampleRate) } }
    }

    public var toleranceMs: Double { toleranceFrames * 1000 / Double(sampleRate) }

    /// The finest fixed grid the taps cover: at least nine in ten of its places over the
    /// response tapped (each within a third of its gap), and no more taps than it has places
    /// and a few; nil when the call itself is that grid (it never is: the composer sees to it).
    static func fixedGrid(taps: [Int], timeline: CallTimeline) -> BeatFigure? {
        let beats = timeline.call.beats
        guard beats > 0, !taps.isEmpty else { return nil }
        let sorted = taps.sorted()
        for figure in [BeatFigure.sixteenths, .triplet, .eighths, .quarter] {
            let gap = figure.ticks.count > 1 ? figure.ticks[1] - figure.ticks[0] : BeatFigure.ticksPerBeat
            let tolerance = Double(gap) * 5 * Double(timeline.sampleRate) / Double(timeline.tempo.bpm) / 3
            let places = (0..<beats).flatMap { beat in
                figure.ticks.map { Int(timeline.frame(ofTick: (timeline.responseStartBeat + beat) * BeatFigure.ticksPerBeat + $0)) }
            }
            guard sorted.count >= places.count * 9 / 10, sorted.count <= places.count + 2 else { continue }
            // Each place's nearest tap, by bisection in the sorted taps.
            let hit = places.filter { place in
                var low = 0, high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if sorted[middle] < place { low = middle + 1 } else { high = middle }
                }
                let near = [low - 1, low].filter { sorted.indices.contains($0) }.map { abs(sorted[$0] - place) }.min() ?? .max
                return Double(near) <= tolerance
            }.count
            if hit * 10 >= places.count * 9, timeline.call.figures.contains(where: { $0 != figure }) { return figure }
        }
        return nil
    }
}
