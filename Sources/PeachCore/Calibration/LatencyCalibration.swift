import Foundation

/// The calibration of the extra latency: 32 steady clicks, one a beat at the tempo (the
/// first accented), to tap along with on the pads. Each tap is timed as Fill the Gap times
/// it — its frame less the MIDI input's capture latency, against its click plus the
/// outputs' playback latency — but without any extra latency, which is what is measured:
/// what remains between the pad and the click is the controller's own delay (and the
/// player's habit of anticipating a click, which taps in training share).
@TrainingActor
public final class LatencyCalibration {
    public nonisolated static let clickCount = 32
    /// Clicks scheduled ahead of the one sounding: the engine has a fixed set of voices.
    static let ahead = 4

    private let clicks: any ClickPlayer
    private let tempo: Tempo
    private var frames: [UInt64] = []
    private var tapped: Set<Int> = []
    private var offsets: [Int: Double] = [:]
    private var tapCount = 0

    public init(clicks: any ClickPlayer, tempo: Tempo) {
        self.clicks = clicks
        self.tempo = tempo
    }

    /// Plays the clicks and times `taps` (each a frame of the audio clock) until the last
    /// click's beat is over; `tapped` hears of each tap that found its click (its number
    /// and its offset in ms). An audio failure ends it with that error.
    public func run(taps: AsyncStream<UInt64>, tapped: @escaping @Sendable (Int, Double) -> Void) async throws -> CalibrationResult {
        let rate = clicks.now().sampleRate
        let grid = ClickGrid(start: ClickGrid.start(after: clicks.now().frame, sampleRate: rate), tempo: tempo, sampleRate: rate)
        frames = (0..<Self.clickCount).map { grid.frame(ofStep: 4 * $0) }
        var handles: [any PlaybackHandle] = []
        let listener = Task { @TrainingActor in
            for await frame in taps {
                if let (number, offset) = self.take(frame, rate: rate) { tapped(number, offset) }
            }
        }
        defer { listener.cancel() }
        do {
            for number in 0..<Self.clickCount {
                while handles.count < min(number + Self.ahead, Self.clickCount) {
                    handles.append(try clicks.click(handles.isEmpty ? .accent : .normal, at: frames[handles.count]))
                }
                try await handles[number].started()
            }
            try await handles.last!.ended()
            // The last click's window: half a beat after it, as heard.
            try await Task.sleep(nanoseconds: UInt64(tempo.sixteenthMs * 2 * 1_000_000) + 100_000_000)
        } catch {
            for handle in handles { await handle.stop() }
            throw error
        }
        return CalibrationResult(offsetsMs: offsets.keys.sorted().map { offsets[$0]! }, clickCount: Self.clickCount, tapCount: tapCount)
    }

    /// The click a tap belongs to, within half a beat, once a click; nil otherwise.
    private func take(_ frame: UInt64, rate: Int) -> (Int, Double)? {
        tapCount += 1
        let latency = clicks.latency()
        let played = Int64(frame) - Int64(latency.captureFrames)
        let halfBeat = Int64(2 * 15 * rate / tempo.bpm)
        for (number, click) in frames.enumerated() where !tapped.contains(number) {
            let offset = played - (Int64(click) + Int64(latency.playbackFrames))
            if abs(offset) <= halfBeat {
                tapped.insert(number)
                let ms = Double(offset) * 1000 / Double(rate)
                offsets[number] = ms
                return (number, ms)
            }
        }
        return nil
    }
}

extension TrainingMode {
    /// `peach calibrate`: every note-on is a tap (on any channel), as in the rhythm disciplines.
    public static let calibrate = TrainingMode("calibrate", notes: .tap)
}
