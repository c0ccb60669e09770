import Foundation
import PeachCore
@testable import PeachApp

/// The studio without JACK: the test plays MIDI controls and engine notices into it and
/// reads back which mode the MIDI mapping was set to.
final class FakeStudio: Studio, @unchecked Sendable {
    let clientName = "peach-test"
    let sampleRate = 48_000
    let bufferSize = 256
    let xrunCount = 0
    let connectWarnings: [String] = []
    let startupNotes: [String]
    let configWarnings: [String]
    let notices: AsyncStream<EngineNotice>
    let controls: AsyncStream<PlayedControl>
    private let noticeSink: AsyncStream<EngineNotice>.Continuation
    private let controlSink: AsyncStream<PlayedControl>.Continuation
    private let lock = NSLock()
    private var modeSet: [TrainingMode] = []

    init(startupNotes: [String] = [], configWarnings: [String] = []) {
        self.startupNotes = startupNotes
        self.configWarnings = configWarnings
        (notices, noticeSink) = AsyncStream.makeStream(of: EngineNotice.self)
        (controls, controlSink) = AsyncStream.makeStream(of: PlayedControl.self)
    }

    /// A pad or wheel, at the JACK frame it was played at (nil: an input without frames).
    func play(_ control: TrainingControl, frame: UInt64? = nil) {
        controlSink.yield(PlayedControl(control, frame: frame))
    }

    func report(_ notice: EngineNotice) {
        noticeSink.yield(notice)
    }

    var modes: [TrainingMode] { lock.withLock { modeSet } }

    func setMode(_ mode: TrainingMode) { lock.withLock { modeSet.append(mode) } }
    func midiSources() -> [String] { ["system:midi_capture_1"] }
    func suspend() -> [PortConnection] { [] }
    func resume(_ connections: [PortConnection]) -> [String] { [] }
}
