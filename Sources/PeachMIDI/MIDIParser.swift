/// Turns a MIDI byte stream into channel messages. Survives anything: running status
/// (ALSA byte streams use it), real-time bytes in the middle of a message, SysEx and
/// system common messages (skipped), stray data bytes (ignored). A note-on with
/// velocity 0 is a note-off.
public struct MIDIParser: Sendable {
    private var status: UInt8 = 0
    private var data: (UInt8, UInt8) = (0, 0)
    private var count = 0
    /// Inside a SysEx or another system message whose data Peach skips.
    private var skipping = false

    public init() {}

    /// Feeds one byte; returns a message when this byte completes one.
    public mutating func feed(_ byte: UInt8) -> MIDIMessage? {
        if byte >= 0xF8 { return nil }  // Real-time (clock, active sensing …): ignored, running status untouched.
        if byte >= 0xF0 {
            // System common and SysEx cancel running status; their data bytes are skipped.
            status = 0
            count = 0
            skipping = byte != 0xF7 && byte != 0xF6
            return nil
        }
        if byte >= 0x80 {
            status = byte
            count = 0
            skipping = false
            return nil
        }
        guard status != 0, !skipping else { return nil }
        if count == 0 { data.0 = byte } else { data.1 = byte }
        count += 1
        guard count == Self.dataLength(of: status) else { return nil }
        count = 0  // Running status: the next data bytes start another message of the same kind.
        return message()
    }

    /// Feeds a whole buffer; returns the messages it completes, in order.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [MIDIMessage] where Bytes.Element == UInt8 {
        bytes.compactMap { feed($0) }
    }

    static func dataLength(of status: UInt8) -> Int {
        switch status & 0xF0 {
        case 0xC0, 0xD0: 1
        default: 2
        }
    }

    private func message() -> MIDIMessage {
        let channel = Int(status & 0x0F) + 1
        let first = Int(data.0), second = Int(data.1)
        switch status & 0xF0 {
        case 0x80: return .noteOff(channel: channel, note: first, velocity: second)
        case 0x90: return second == 0 ? .noteOff(channel: channel, note: first, velocity: 0) : .noteOn(channel: channel, note: first, velocity: second)
        case 0xA0: return .polyPressure(channel: channel, note: first, pressure: second)
        case 0xB0: return .controlChange(channel: channel, controller: first, value: second)
        case 0xC0: return .programChange(channel: channel, program: first)
        case 0xD0: return .channelPressure(channel: channel, pressure: first)
        default: return .pitchBend(channel: channel, value: second << 7 | first)
        }
    }
}
