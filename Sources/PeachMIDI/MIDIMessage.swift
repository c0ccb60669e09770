/// A channel message, the only kind Peach acts on. Channels are 1…16.
public enum MIDIMessage: Hashable, Sendable {
    case noteOn(channel: Int, note: Int, velocity: Int)
    case noteOff(channel: Int, note: Int, velocity: Int)
    case polyPressure(channel: Int, note: Int, pressure: Int)
    case controlChange(channel: Int, controller: Int, value: Int)
    case programChange(channel: Int, program: Int)
    case channelPressure(channel: Int, pressure: Int)
    /// 0 … 16383, centre 8192.
    case pitchBend(channel: Int, value: Int)

    public var channel: Int {
        switch self {
        case let .noteOn(channel, _, _), let .noteOff(channel, _, _), let .polyPressure(channel, _, _),
             let .controlChange(channel, _, _), let .programChange(channel, _), let .channelPressure(channel, _),
             let .pitchBend(channel, _):
            channel
        }
    }
}
