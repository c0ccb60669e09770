import Foundation

/// The grid an echo is timed against *as the musician re-plays it*: its beat is the median
/// of the gaps between the placed onsets (per beat of the call: an eighth is half a beat),
/// with the call's own beat as one more vote (it settles a tie: with three onsets one late,
/// the two on the beat win); its start is the median of where the onsets put it on that
/// beat. So a slower or later echo of the right rhythm is on time, and one onset off its
/// place moves neither. The beat lies between half and twice the call's. An echo is timed
/// only with `fewestTimed` onsets or more in their places: two fit any grid of their own,
/// and their offsets would measure only how far its beat is from the call's. Play It Back's
/// notes and Chords' chords are timed by it.
public struct EchoGrid: Hashable, Sendable {
    /// How far from its place on the grid an onset may be and be in time.
    public static let toleranceMs = 30.0
    public static let fewestTimed = 3

    /// Frames a beat, and where beat 0 lies (frames).
    public var beatFrames: Double
    public var startFrame: Double
    public var sampleRate: Int
    /// Enough onsets in their places to time the echo.
    public var isTimed: Bool

    /// `points`: each placed onset's beat in the call and its frame; `callBeatFrames` the call's beat.
    public init(_ points: [(beat: Double, frame: Double)], callBeatFrames: Double, sampleRate: Int) {
        self.sampleRate = sampleRate
        isTimed = points.count >= Self.fewestTimed
        guard !points.isEmpty else {
            (beatFrames, startFrame) = (callBeatFrames, 0)
            return
        }
        var gaps = [callBeatFrames]
        for (a, b) in zip(points, points.dropFirst()) where b.beat > a.beat { gaps.append((b.frame - a.frame) / (b.beat - a.beat)) }
        beatFrames = min(max(Self.median(gaps), callBeatFrames / 2), callBeatFrames * 2)
        let beat = beatFrames
        startFrame = Self.median(points.map { $0.frame - beat * $0.beat })
    }

    /// The echo's beat, in ms.
    public var beatMs: Double { beatFrames * 1000 / Double(sampleRate) }

    /// How far `frame` lies from `beat`'s place on the grid, in ms (− early, + late).
    public func offsetMs(_ frame: Double, atBeat beat: Double) -> Double {
        (frame - (startFrame + beatFrames * beat)) * 1000 / Double(sampleRate)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted(), middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
