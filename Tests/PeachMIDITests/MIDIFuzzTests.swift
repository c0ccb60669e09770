import Testing
import PeachCore
import PeachMeasurement
@testable import PeachMIDI

/// A second decoder, written as a plain state machine over whole buffers, to compare with.
private func referenceDecode(_ bytes: [UInt8]) -> [MIDIMessage] {
    var result: [MIDIMessage] = []
    var running: UInt8? = nil
    var pending: [UInt8] = []
    var inSystem = false
    for byte in bytes {
        switch byte {
        case 0xF8...0xFF:
            continue
        case 0xF0...0xF7:
            running = nil
            pending = []
            inSystem = !(byte == 0xF7 || byte == 0xF6)
        case 0x80...0xEF:
            running = byte
            pending = []
            inSystem = false
        default:
            guard let status = running, !inSystem else { continue }
            pending.append(byte)
            let needed = (status >> 4 == 0xC || status >> 4 == 0xD) ? 1 : 2
            guard pending.count == needed else { continue }
            let channel = Int(status & 0xF) + 1
            let a = Int(pending[0]), b = needed == 2 ? Int(pending[1]) : 0
            pending = []
            switch status >> 4 {
            case 0x8: result.append(.noteOff(channel: channel, note: a, velocity: b))
            case 0x9: result.append(b > 0 ? .noteOn(channel: channel, note: a, velocity: b) : .noteOff(channel: channel, note: a, velocity: 0))
            case 0xA: result.append(.polyPressure(channel: channel, note: a, pressure: b))
            case 0xB: result.append(.controlChange(channel: channel, controller: a, value: b))
            case 0xC: result.append(.programChange(channel: channel, program: a))
            case 0xD: result.append(.channelPressure(channel: channel, pressure: a))
            default: result.append(.pitchBend(channel: channel, value: a + b * 128))
            }
        }
    }
    return result
}

@Suite("MIDI fuzzing")
struct MIDIFuzzTests {
    @Test("250 000 random byte sequences (10⁶ with --long): no crash, the same messages as a reference decoder, controls only from real messages")
    func randomSequences() {
        var random = SeededRandom(seed: 0xF022)
        var mapper = ControlMapper()
        var parsedTotal = 0, controlsTotal = 0
        for _ in 0..<LongRun.choose(long: 1_000_000, short: 250_000) {
            let length = random.integer(in: 0...24)
            // Mostly biased towards status-heavy streams, where the edge cases live.
            let bytes = (0..<length).map { _ in UInt8(random.coinFlip() ? random.integer(in: 0x80...0xFF) : random.integer(in: 0...0x7F)) }
            var parser = MIDIParser()
            let messages = parser.feed(bytes)
            parsedTotal += messages.count
            if messages != referenceDecode(bytes) {
                Issue.record("decoders disagree on \(bytes)")
                return
            }
            for message in messages {
                guard let control = mapper.control(for: message, mode: random.coinFlip() ? .compare : .match) else { continue }
                controlsTotal += 1
                switch (control, message) {
                case (.higher, .noteOn), (.lower, .noteOn), (.submit, .noteOn): break
                case (.tuning(let v), .pitchBend), (.tuning(let v), .controlChange):
                    if !(-1...1).contains(v) { Issue.record("tuning out of range: \(v)") }
                default: Issue.record("\(control) from \(message)")
                }
            }
        }
        #expect(parsedTotal > 100_000 && controlsTotal > 10_000)
    }

    @Test("streams of pure garbage (SysEx bodies, real-time bytes, orphan data) produce no message")
    func garbageOnly() {
        var random = SeededRandom(seed: 7)
        var parser = MIDIParser()
        for _ in 0..<100_000 {
            var bytes: [UInt8] = []
            switch random.integer(in: 0...2) {
            case 0: bytes = [0xF0] + (0..<random.integer(in: 0...40)).map { _ in UInt8(random.integer(in: 0...0x7F)) } + [0xF7]
            case 1: bytes = (0..<random.integer(in: 1...10)).map { _ in UInt8(random.integer(in: 0xF8...0xFF)) }
            default: bytes = [0xF7] + (0..<random.integer(in: 1...10)).map { _ in UInt8(random.integer(in: 0...0x7F)) }
            }
            #expect(parser.feed(bytes).isEmpty)
        }
    }
}
