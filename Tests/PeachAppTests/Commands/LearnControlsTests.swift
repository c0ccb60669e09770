import PeachCore
import Testing
@testable import PeachApp

/// A controller that answers each step with the next source of a script.
struct ScriptedLearner: ControlLearner {
    var sources: [MIDISource]
    var mapping = ControlMapping()
    var step: LearnedControl? = .higher

    mutating func learnNext() async -> MIDISource? {
        guard let current = step, !sources.isEmpty else { return nil }
        let source = sources.removeFirst()
        switch current {
        case .higher: mapping.higher = source
        case .lower: mapping.lower = source
        case .submit: mapping.submit = source
        case .tuning: mapping.tuning = source
        }
        let all = LearnedControl.allCases
        step = all.firstIndex(of: current).flatMap { $0 + 1 < all.count ? all[$0 + 1] : nil }
        return source
    }
}

final class FakeMappingFile: ControlMappingFile, @unchecked Sendable {
    let path = "/studio/config.toml"
    var failure: ControlMappingFileError?
    private(set) var written: ControlMapping?

    func write(_ mapping: ControlMapping) throws(ControlMappingFileError) {
        if let failure { throw failure }
        written = mapping
    }
}

@Suite("midi learn and midi show as use cases")
struct LearnControlsTests {
    let script: [MIDISource] = [.note(40, channel: 10), .note(36, channel: 10), .controller(64, channel: 1), .pitchBend(channel: 2)]

    @Test("says where it listens, asks for each control, says what it heard and writes the four")
    func learn() async throws {
        let console = FakeConsole()
        let file = FakeMappingFile()
        try await LearnControls(console: console).run(
            inputPort: "peach:midi_in", connectedFrom: [], alsaPorts: ["Pads 20:0"], learner: ScriptedLearner(sources: script), file: file)
        #expect(console.output == [
            "listening on peach:midi_in (connected from: nothing yet) and ALSA Pads 20:0",
            "Press the key or pad for Higher …", "  higher: note 40 on channel 10",
            "Press the key or pad for Lower …", "  lower: note 36 on channel 10",
            "Press the key or pad for Submit …", "  submit: CC64 on channel 1",
            "Move the tuning control (pitch-bend wheel or a knob/slider) …", "  tuning: pitch bend on channel 2",
            "wrote the mapping to /studio/config.toml",
        ])
        #expect(file.written?.higher == .note(40, channel: 10) && file.written?.tuning == .pitchBend(channel: 2))
    }

    @Test("a config file with an error is named and left as it was (2); so is one that cannot be written")
    func brokenFile() async throws {
        let broken = FakeMappingFile()
        broken.failure = .fileHasError("/studio/config.toml:3:9: expected a value")
        #expect(await failure {
            try await LearnControls(console: FakeConsole()).run(
                inputPort: nil, connectedFrom: ["pads:out"], alsaPorts: [], learner: ScriptedLearner(sources: script), file: broken)
        } == CommandFailure(ExitStatus.usage, "/studio/config.toml:3:9: expected a value; fix it first, nothing was written"))
        let locked = FakeMappingFile()
        locked.failure = .cannotWrite("permission denied")
        #expect(await failure {
            try await LearnControls(console: FakeConsole()).run(
                inputPort: nil, connectedFrom: [], alsaPorts: [], learner: ScriptedLearner(sources: script), file: locked)
        } == CommandFailure(ExitStatus.usage, "permission denied; nothing was written"))
    }

    @Test("MIDI input that ends before the last control writes nothing")
    func inputEnds() async {
        let file = FakeMappingFile()
        let ended = await failure {
            try await LearnControls(console: FakeConsole()).run(
                inputPort: nil, connectedFrom: [], alsaPorts: [], learner: ScriptedLearner(sources: Array(script.prefix(2))), file: file)
        }
        #expect(ended?.status == ExitStatus.jackUnavailable && file.written == nil)
    }

    @Test("midi show names every control, the defaults in words")
    func show() {
        var mapping = ControlMapping()
        mapping.higher = .note(40, channel: 10)
        mapping.channel = 10
        #expect(ShowControls.lines(mapping) == [
            "higher: note 40 on channel 10", "lower: note-ons below the split note", "submit: any note-on in Tune & Match",
            "tuning: pitch bend, and CC1 with CC33", "startStop: not set", "split note: 60 (C4)", "channel: 10",
        ])
    }
}
