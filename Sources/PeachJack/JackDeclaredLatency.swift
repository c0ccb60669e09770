import CJack

/// A fixed latency a client declares on one of its own ports (see `JackCallbacks.declareLatency`).
struct DeclaredLatency {
    let port: OpaquePointer
    let mode: JackLatencyMode
    let range: JackLatencyRange
}

/// The declared latencies, in memory of their own: the context of `declareLatencies`.
struct LatencyDeclarations {
    let entries: UnsafeMutableBufferPointer<DeclaredLatency>

    static func allocate(_ declarations: [DeclaredLatency]) -> UnsafeMutablePointer<LatencyDeclarations> {
        let entries = UnsafeMutableBufferPointer<DeclaredLatency>.allocate(capacity: declarations.count)
        _ = entries.initialize(from: declarations)
        let pointer = UnsafeMutablePointer<LatencyDeclarations>.allocate(capacity: 1)
        pointer.initialize(to: LatencyDeclarations(entries: entries))
        return pointer
    }

    static func deallocate(_ pointer: UnsafeMutablePointer<LatencyDeclarations>) {
        pointer.pointee.entries.deallocate()
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}

/// The latency callback of a client that declares fixed latencies: each recomputation sets
/// them again, the way a sound card's ports say how long its converters and buffers take.
/// JACK calls it on the client's notification thread, once per mode, never in the process
/// callback; it only writes to the ports' latency fields.
func declareLatencies(_ mode: jack_latency_callback_mode_t, _ argument: UnsafeMutableRawPointer?) {
    guard let declarations = argument?.assumingMemoryBound(to: LatencyDeclarations.self).pointee else { return }
    for declaration in declarations.entries where declaration.mode.jackMode == mode {
        var range = declaration.range.jackRange
        jack_port_set_latency_range(declaration.port, mode, &range)
    }
}
