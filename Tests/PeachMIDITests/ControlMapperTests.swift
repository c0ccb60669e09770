import Testing
import PeachCore
@testable import PeachMIDI

@Suite("MIDI control mapping")
struct ControlMapperTests {
    @Test("default: the split at middle C answers Higher and Lower")
    func split() {
        var mapper = ControlMapper()
        #expect(mapper.control(for: .noteOn(channel: 1, note: 60, velocity: 90), mode: .compare) == .higher)
        #expect(mapper.control(for: .noteOn(channel: 5, note: 59, velocity: 90), mode: .compare) == .lower)
        #expect(mapper.control(for: .noteOff(channel: 1, note: 60, velocity: 0), mode: .compare) == nil)
        mapper.mapping.splitNote = 48
        #expect(mapper.control(for: .noteOn(channel: 1, note: 50, velocity: 90), mode: .compare) == .higher)
    }

    @Test("in Tune & Match any note-on submits")
    func matchSubmits() {
        var mapper = ControlMapper()
        #expect(mapper.control(for: .noteOn(channel: 1, note: 30, velocity: 90), mode: .match) == .submit)
        #expect(mapper.control(for: .noteOn(channel: 1, note: 90, velocity: 90), mode: .match) == .submit)
    }

    @Test("pitch bend is 14-bit with its centre exactly 0")
    func pitchBend() {
        var mapper = ControlMapper()
        #expect(mapper.control(for: .pitchBend(channel: 1, value: 8192), mode: .match) == .tuning(0))
        #expect(mapper.control(for: .pitchBend(channel: 1, value: 16383), mode: .match) == .tuning(1))
        #expect(mapper.control(for: .pitchBend(channel: 1, value: 0), mode: .match) == .tuning(-1))
        #expect(mapper.control(for: .pitchBend(channel: 1, value: 4096), mode: .match) == .tuning(-0.5))
    }

    @Test("the mod wheel: 7-bit alone, 14-bit with CC33 as LSB")
    func modWheel() {
        var mapper = ControlMapper()
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 1, value: 64), mode: .match) == .tuning(0))
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 1, value: 127), mode: .match) == .tuning(1))
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 1, value: 0), mode: .match) == .tuning(-1))
        // 128 steps over the whole span.
        let steps = Set((0...127).compactMap { value -> Double? in
            if case let .tuning(v) = mapper.control(for: .controlChange(channel: 1, controller: 1, value: value), mode: .match) { return v }
            return nil
        })
        #expect(steps.count == 128)
        _ = mapper.control(for: .controlChange(channel: 2, controller: 1, value: 32), mode: .match)
        let fine = mapper.control(for: .controlChange(channel: 2, controller: 33, value: 64), mode: .match)
        let fourteenBits: Int = 32 << 7 | 64
        #expect(fine == .tuning(Double(fourteenBits - 8192) / 8192))
        // An LSB without its MSB, or on another channel, means nothing.
        #expect(mapper.control(for: .controlChange(channel: 3, controller: 33, value: 64), mode: .match) == nil)
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 7, value: 64), mode: .match) == nil)
    }

    @Test("the channel filter drops every other channel")
    func channelFilter() {
        var mapper = ControlMapper()
        mapper.mapping.channel = 10
        #expect(mapper.control(for: .noteOn(channel: 1, note: 70, velocity: 90), mode: .compare) == nil)
        #expect(mapper.control(for: .noteOn(channel: 10, note: 70, velocity: 90), mode: .compare) == .higher)
        #expect(mapper.control(for: .pitchBend(channel: 2, value: 0), mode: .match) == nil)
    }

    @Test("Play It Back: every note-on is a note of the echo, on any channel and through a mapped channel filter, a learned submit note too; the start/stop note still starts and stops; a submit controller hears it again")
    func playedNotes() {
        var mapping = ControlMapping()
        mapping.channel = 2
        mapping.submit = .note(42, channel: nil)
        mapping.startStop = .note(36, channel: 10)
        var mapper = ControlMapper(mapping: mapping)
        #expect(mapper.control(for: .noteOn(channel: 1, note: 62, velocity: 80), mode: .echo) == .note(62))
        #expect(mapper.control(for: .noteOn(channel: 10, note: 42, velocity: 80), mode: .echo) == .note(42))
        #expect(mapper.control(for: .noteOn(channel: 10, note: 36, velocity: 80), mode: .echo) == .startStop)
        #expect(mapper.control(for: .noteOff(channel: 1, note: 62, velocity: 0), mode: .echo) == nil)
        mapping.channel = nil
        mapping.submit = .controller(20, channel: nil)
        mapper = ControlMapper(mapping: mapping)
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 20, value: 127), mode: .echo) == .submit)
    }

    @Test("configured sources override the defaults")
    func overrides() {
        var mapping = ControlMapping()
        mapping.higher = .note(40, channel: 10)
        mapping.lower = .note(36, channel: 10)
        mapping.submit = .note(42, channel: nil)
        mapping.startStop = .controller(64, channel: nil)
        mapping.tuning = .controller(11, channel: nil)
        var mapper = ControlMapper(mapping: mapping)
        #expect(mapper.control(for: .noteOn(channel: 10, note: 40, velocity: 1), mode: .compare) == .higher)
        #expect(mapper.control(for: .noteOn(channel: 10, note: 36, velocity: 1), mode: .compare) == .lower)
        #expect(mapper.control(for: .noteOn(channel: 9, note: 40, velocity: 1), mode: .compare) == nil)
        #expect(mapper.control(for: .noteOn(channel: 1, note: 72, velocity: 1), mode: .compare) == nil)
        #expect(mapper.control(for: .noteOn(channel: 3, note: 42, velocity: 1), mode: .compare) == .submit)
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 64, value: 127), mode: .compare) == .startStop)
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 64, value: 0), mode: .compare) == nil)
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 11, value: 127), mode: .match) == .tuning(1))
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 1, value: 127), mode: .match) == nil)
        #expect(mapper.control(for: .pitchBend(channel: 1, value: 0), mode: .match) == nil)
    }
}

@Suite("MIDI learn")
struct MIDILearnTests {
    @Test("learns Higher, Lower, Submit and the tuning control in turn, and the mapping then works")
    func learnFlow() {
        var learn = MIDILearn()
        #expect(learn.step == .higher)
        #expect(learn.hear(.pitchBend(channel: 1, value: 9000)) == nil)
        #expect(learn.hear(.noteOff(channel: 10, note: 40, velocity: 0)) == nil)
        #expect(learn.hear(.noteOn(channel: 10, note: 40, velocity: 100)) == .note(40, channel: 10))
        #expect(learn.step == .lower)
        #expect(learn.hear(.noteOn(channel: 10, note: 40, velocity: 100)) == nil, "the same pad twice")
        #expect(learn.hear(.noteOn(channel: 10, note: 36, velocity: 100)) == .note(36, channel: 10))
        #expect(learn.hear(.controlChange(channel: 1, controller: 64, value: 0)) == nil)
        #expect(learn.hear(.controlChange(channel: 1, controller: 64, value: 127)) == .controller(64, channel: 1))
        #expect(learn.step == .tuning)
        #expect(learn.hear(.noteOn(channel: 1, note: 70, velocity: 1)) == nil)
        #expect(learn.hear(.controlChange(channel: 1, controller: 33, value: 5)) == nil)
        #expect(learn.hear(.controlChange(channel: 1, controller: 1, value: 70)) == .controller(1, channel: 1))
        #expect(learn.step == nil)

        var mapper = ControlMapper(mapping: learn.mapping)
        #expect(mapper.control(for: .noteOn(channel: 10, note: 40, velocity: 9), mode: .compare) == .higher)
        #expect(mapper.control(for: .noteOn(channel: 10, note: 36, velocity: 9), mode: .compare) == .lower)
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 64, value: 127), mode: .compare) == .submit)
        #expect(mapper.control(for: .pitchBend(channel: 1, value: 0), mode: .match) == nil)
        #expect(mapper.control(for: .controlChange(channel: 1, controller: 1, value: 127), mode: .match) == .tuning(1))
    }
}
