import PeachCore
import Testing
@testable import PeachMIDI

@Suite("The MIDI side's own config words")
struct MIDIInputBackendTests {
    @Test("alsa and jack are backends; anything else is refused in words the config names with its place")
    func names() throws {
        #expect(try MIDIInputBackend(configValue: "alsa") == .alsa)
        #expect(try MIDIInputBackend(configValue: "jack") == .jack)
        #expect(throws: MIDIInputBackend.UnknownName.self) { try MIDIInputBackend(configValue: "ALSA") }
        #expect(MIDIInputBackend.UnknownName(text: "x").description == "'x' is not \"alsa\" or \"jack\"")
    }

    @Test("the learner takes the first fitting message for each control from the receiver's events")
    func learner() async {
        let receiver = ControlReceiver()
        var learner = MIDILearner(events: receiver.events, startingFrom: .standard)
        receiver.receive([0xE0, 0x00, 0x40, 0x99, 40, 100], frame: nil, from: "jack")
        #expect(learner.step == .higher)
        #expect(await learner.learnNext() == .note(40, channel: 10), "the pitch bend does not answer Higher")
        #expect(learner.step == .lower && learner.mapping.higher == .note(40, channel: 10))
        receiver.finish()
        #expect(await learner.learnNext() == nil)
    }
}
