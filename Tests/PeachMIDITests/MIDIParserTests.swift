import Testing
@testable import PeachMIDI

@Suite("MIDI parser")
struct MIDIParserTests {
    func parse(_ bytes: [UInt8]) -> [MIDIMessage] {
        var parser = MIDIParser()
        return parser.feed(bytes)
    }

    @Test("every channel message kind, on its channel")
    func messageKinds() {
        #expect(parse([0x90, 60, 100]) == [.noteOn(channel: 1, note: 60, velocity: 100)])
        #expect(parse([0x8F, 61, 64]) == [.noteOff(channel: 16, note: 61, velocity: 64)])
        #expect(parse([0xA2, 62, 10]) == [.polyPressure(channel: 3, note: 62, pressure: 10)])
        #expect(parse([0xB0, 1, 127]) == [.controlChange(channel: 1, controller: 1, value: 127)])
        #expect(parse([0xC5, 7]) == [.programChange(channel: 6, program: 7)])
        #expect(parse([0xD0, 33]) == [.channelPressure(channel: 1, pressure: 33)])
    }

    @Test("pitch bend is 14 bits, LSB first")
    func pitchBend() {
        #expect(parse([0xE0, 0x00, 0x40]) == [.pitchBend(channel: 1, value: 8192)])
        #expect(parse([0xE3, 0x7F, 0x7F]) == [.pitchBend(channel: 4, value: 16383)])
        #expect(parse([0xE0, 0x00, 0x00]) == [.pitchBend(channel: 1, value: 0)])
        #expect(parse([0xE0, 0x01, 0x00]) == [.pitchBend(channel: 1, value: 1)])
    }

    @Test("a note-on with velocity 0 is a note-off")
    func velocityZero() {
        #expect(parse([0x91, 64, 0]) == [.noteOff(channel: 2, note: 64, velocity: 0)])
    }

    @Test("running status repeats the last channel status")
    func runningStatus() {
        #expect(parse([0x90, 60, 100, 62, 90, 60, 0]) == [
            .noteOn(channel: 1, note: 60, velocity: 100), .noteOn(channel: 1, note: 62, velocity: 90),
            .noteOff(channel: 1, note: 60, velocity: 0),
        ])
        #expect(parse([0xC0, 1, 2, 3]) == [
            .programChange(channel: 1, program: 1), .programChange(channel: 1, program: 2), .programChange(channel: 1, program: 3),
        ])
    }

    @Test("real-time bytes inside a message are ignored and do not break it")
    func realTimeInterleaved() {
        #expect(parse([0x90, 0xF8, 60, 0xFE, 100, 0xFA, 61, 0xFC, 80]) == [
            .noteOn(channel: 1, note: 60, velocity: 100), .noteOn(channel: 1, note: 61, velocity: 80),
        ])
    }

    @Test("SysEx and system common messages are skipped and cancel running status")
    func sysExSkipped() {
        #expect(parse([0xF0, 0x7E, 0x10, 0x20, 0x30, 0xF7, 60, 100]).isEmpty)
        #expect(parse([0x90, 60, 100, 0xF0, 1, 2, 3, 0xF7, 61, 100, 0x90, 62, 100]) == [
            .noteOn(channel: 1, note: 60, velocity: 100), .noteOn(channel: 1, note: 62, velocity: 100),
        ])
        // Song position (2 data bytes), song select (1), tune request (0), MTC quarter frame (1).
        #expect(parse([0xF2, 1, 2, 0xF3, 5, 0xF6, 0xF1, 9, 40]).isEmpty)
        // A SysEx cut off by a status byte ends there.
        #expect(parse([0xF0, 1, 2, 0xB0, 7, 100]) == [.controlChange(channel: 1, controller: 7, value: 100)])
    }

    @Test("stray data bytes and incomplete messages give nothing")
    func garbage() {
        #expect(parse([1, 2, 3, 0x7F]).isEmpty)
        #expect(parse([0x90, 60]).isEmpty)
        #expect(parse([0x90, 60, 0x80, 61, 0]) == [.noteOff(channel: 1, note: 61, velocity: 0)])
    }
}
