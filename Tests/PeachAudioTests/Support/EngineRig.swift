import Foundation
import Testing
import PeachMeasurement
@testable import PeachAudio
import PeachCore

/// Peach's engine with its left output wired into a recorder, on the shared test server
/// or a private one.
final class EngineRig: @unchecked Sendable {
    let recorder: JackRecorder
    let engine: AudioEngine
    let player: JackNotePlayer

    /// `seconds`: what the test plays. The recorder keeps 30 s more: it records from the
    /// start, and on a loaded machine starting clients and the first tone can take
    /// seconds of JACK time; a full recorder would record nothing of the tone.
    /// `voiceCount`: voices that can sound or wait at once, Peach's 16 unless a test
    /// schedules further ahead.
    init(serverName: String? = nil, seconds: Double, renderer: (any ToneRenderer)? = nil, voiceCount: Int = 16) throws {
        recorder = try JackRecorder(name: uniqueName("rec"), serverName: serverName, seconds: seconds + 30)
        var options = AudioEngineOptions(clientName: uniqueName("peach"), serverName: serverName, destinations: [recorder.inputPort])
        options.voiceCount = voiceCount
        engine = try AudioEngine(options: options)
        let engine = self.engine
        player = renderer.map { JackNotePlayer(engine: engine, renderer: $0) } ?? JackNotePlayer(engine: engine)
        recorder.start()
    }

    var sampleRate: Int { engine.sampleRate }

    /// Waits until the recorder holds everything played so far: the period now running
    /// and the next (a tone's release may end in it). Facts on JACK's clock, not sleeps.
    func settle() async throws {
        let through = UInt64(engine.currentFrame) + 2 * UInt64(engine.bufferSize)
        let reached = await recorder.waitUntilRecorded(throughFrame: through)
        try #require(reached, "the recorder never reached frame \(through)\(recorder.isFull ? " (its recording was full)" : "")")
    }

    /// A stretch of `seconds` on the recording after everything played so far (the
    /// engine can report a tone's end before the recorder, later in the same cycle, has
    /// recorded its last period: counting starts after that).
    func pause(_ seconds: Double) async throws {
        try await settle()
        let recorded = await recorder.waitForRecording(seconds: seconds)
        try #require(recorded, "the recorder did not record \(seconds) s more\(recorder.isFull ? " (its recording was full)" : "")")
    }

    func close() {
        engine.close()
        recorder.close()
    }
}

extension EngineRig {
    /// Plays on a rig of its own (`play`, which returns what it did) and judges the recording
    /// (`judge`) where no xrun disturbed it; while one did, plays again on a new rig, three
    /// times at most, then says so. A missed period splices the recording (and, with lanes of
    /// suites side by side on two cores, the server now and then misses one): what these
    /// tests claim is the engine's timing and sound in steady state.
    static func undisturbed<Played>(
        seconds: Double, voiceCount: Int = 16, play: (EngineRig) async throws -> Played, judge: (EngineRig, Played) throws -> Void
    ) async throws {
        var xruns: [[UInt64]] = []
        for _ in 1...3 {
            let rig = try EngineRig(seconds: seconds, voiceCount: voiceCount)
            defer { rig.close() }
            let played = try await play(rig)
            try await rig.settle()
            guard rig.recorder.xrunFrames.isEmpty else {
                xruns.append(rig.recorder.xrunFrames)
                continue
            }
            try judge(rig, played)
            return
        }
        Issue.record("every attempt had an xrun, at frames \(xruns)")
    }
}

/// The spec's tone shape, for alignment: where a tone of `frequency` starts in `x` near `around`.
func onset(of frequency: Double, in recording: Recording, near around: Int, window: Int = 40, gain: Double = 1) -> (index: Int, error: Double) {
    let template = SignalAnalysis.specifiedOnset(frequency: frequency, sampleRate: recording.sampleRate, count: 1200, gain: gain)
    return SignalAnalysis.align(template, in: recording.samples, searching: (around - window)...(around + window))
}
