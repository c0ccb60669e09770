import Foundation
import PeachMeasurement
@testable import PeachAudio
import PeachCore

/// Peach's engine with its left output wired into a recorder, on the shared test server
/// or a private one.
final class EngineRig: @unchecked Sendable {
    let recorder: JackRecorder
    let engine: AudioEngine
    let player: JackNotePlayer

    init(serverName: String? = nil, seconds: Double, renderer: (any ToneRenderer)? = nil) throws {
        recorder = try JackRecorder(name: uniqueName("rec"), serverName: serverName, seconds: seconds)
        engine = try AudioEngine(options: AudioEngineOptions(
            clientName: uniqueName("peach"), serverName: serverName, destinations: [recorder.inputPort]))
        let engine = self.engine
        player = renderer.map { JackNotePlayer(engine: engine, renderer: $0) } ?? JackNotePlayer(engine: engine)
        recorder.start()
    }

    var sampleRate: Int { engine.sampleRate }

    /// Waits until the recorder holds everything played so far: the period now running
    /// and the next (a tone's release may end in it). Facts on JACK's clock, not sleeps.
    func settle() async {
        _ = await recorder.waitUntilRecorded(throughFrame: UInt64(engine.currentFrame) + 2 * UInt64(engine.bufferSize))
    }

    /// A stretch of silence (or sound) of `seconds` on the recording.
    func pause(_ seconds: Double) async {
        _ = await recorder.waitForRecording(seconds: seconds)
    }

    func close() {
        engine.close()
        recorder.close()
    }
}

/// The spec's tone shape, for alignment: where a tone of `frequency` starts in `x` near `around`.
func onset(of frequency: Double, in recording: Recording, near around: Int, window: Int = 40, gain: Double = 1) -> (index: Int, error: Double) {
    let template = SignalAnalysis.specifiedOnset(frequency: frequency, sampleRate: recording.sampleRate, count: 1200, gain: gain)
    return SignalAnalysis.align(template, in: recording.samples, searching: (around - window)...(around + window))
}
