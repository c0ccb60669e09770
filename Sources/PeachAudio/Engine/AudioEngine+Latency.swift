import PeachJack

/// The latencies of the engine's ports as JACK computed them from their connections: how
/// long after a sample leaves out_L/out_R it is heard, and how long before MIDI reaches
/// midi_in it was played. Read off the ports when asked (a read of JACK's shared memory, no
/// round trip to the server); JACK recomputes them after every change of the graph.
///
/// Why the max of a range: a sound card's port declares one figure (min = max), so the
/// choice matters only when a port reaches the musician by several paths of different
/// latency (two interfaces, a network bridge), and Peach cannot tell which one the musician
/// listens to or plays into. The slowest path is the one a latency-compensating studio
/// aligns the others to (it delays the faster ones), so there it is what is heard. The
/// larger of out_L and out_R for the same reason: they carry the same signal.
/// 0 while the engine is out of the graph: its ports, and what JACK kept for them, are gone.
extension AudioEngine {
    /// Frames from the outputs to the musician's ear (JACK's playback latency).
    public var playbackLatency: Int {
        state.withLock { state in
            state.member.map { max($0.ports.left.latency(.playback).max, $0.ports.right.latency(.playback).max) } ?? 0
        }
    }

    /// Frames from the musician's pad to midi_in (JACK's capture latency); 0 without midi_in.
    public var captureLatency: Int {
        state.withLock { state in
            state.member?.ports.midiIn?.latency(.capture).max ?? 0
        }
    }

    /// How many times JACK has recomputed the ports' latencies: whoever keeps a latency
    /// reads it again when this has moved (it counts on across a suspension).
    public var latencyChanges: Int {
        state.withLock { state in
            state.latencyChanges
        }
    }
}
