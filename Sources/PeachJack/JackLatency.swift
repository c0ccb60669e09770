import CJack

/// Which of a port's two latencies: how long ago what a port carries entered the graph
/// (capture), or how long until what it carries leaves it (playback).
public enum JackLatencyMode: Sendable, Hashable {
    case capture, playback

    var jackMode: jack_latency_callback_mode_t { self == .capture ? JackCaptureLatency : JackPlaybackLatency }
}

/// A port's latency in frames. A range because a port may reach the edge of the graph by
/// several paths (two interfaces, say); a sound card's own port declares one figure.
public struct JackLatencyRange: Sendable, Hashable {
    public var min: Int
    public var max: Int

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    /// One figure, as a sound card declares it.
    public init(frames: Int) {
        self.init(min: frames, max: frames)
    }

    public static let zero = JackLatencyRange(frames: 0)

    init(_ range: jack_latency_range_t) {
        self.init(min: Int(range.min), max: Int(range.max))
    }

    var jackRange: jack_latency_range_t {
        jack_latency_range_t(min: UInt32(clamping: min), max: UInt32(clamping: max))
    }
}

extension JackPort {
    /// This port's latency as JACK last computed it from what the port is connected to (it
    /// recomputes after every change of the graph; zero for a port connected to nothing),
    /// or as its client declared it.
    public func latency(_ mode: JackLatencyMode) -> JackLatencyRange {
        var range = jack_latency_range_t()
        jack_port_get_latency_range(handle, mode.jackMode, &range)
        return JackLatencyRange(range)
    }
}

extension JackClient {
    /// Asks JACK to recompute every port's latency now, as it does by itself after a change
    /// of the graph. jackd2 (1.9.21) does not after a change of the period, though its
    /// backend's ports then declare new latencies: until the next change of the graph, the
    /// ports connected to them keep the old figure.
    public func recomputeLatencies() {
        _ = jack_recompute_total_latencies(handle)
    }

    /// The latency of any client's port, by its full name; nil when there is no such port.
    public func latency(ofPortNamed name: String, _ mode: JackLatencyMode) -> JackLatencyRange? {
        guard let port = jack_port_by_name(handle, name) else { return nil }
        var range = jack_latency_range_t()
        jack_port_get_latency_range(port, mode.jackMode, &range)
        return JackLatencyRange(range)
    }
}
