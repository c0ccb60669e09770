import CJack

/// The callbacks a client runs, each with the context it is handed, and how that memory is
/// freed. `JackClient.activate(with:)` installs them and `JackClient.close()` frees the
/// memory, only once the client is closed: until then a callback may still be running.
public struct JackCallbacks: @unchecked Sendable {
    /// The process callback: `frames` of this period, and the context.
    public typealias Process = @convention(c) (UInt32, UnsafeMutableRawPointer?) -> Int32

    package var process: (callback: JackProcessCallback, context: UnsafeMutableRawPointer)
    package var xrun: (callback: JackXRunCallback, context: UnsafeMutableRawPointer)?
    package var bufferSize: (callback: JackBufferSizeCallback, context: UnsafeMutableRawPointer)?
    package var portConnect: (callback: JackPortConnectCallback, context: UnsafeMutableRawPointer)?
    /// Run after JACK has recomputed the latencies of this client's ports from their
    /// connections, once for capture and once for playback. A client with this callback
    /// takes over JACK's default, which copies its inputs' latencies onto its outputs
    /// (capture) and back (playback), as for an effect that passes its input through.
    package var latency: (callback: JackLatencyCallback, context: UnsafeMutableRawPointer)?
    package var shutdown: (callback: JackInfoShutdownCallback, context: UnsafeMutableRawPointer)?
    let release: () -> Void
    private(set) var declaredLatencies: [DeclaredLatency] = []

    /// `release` frees `context` (and whatever else the callbacks read); it runs once.
    public init(process: Process, context: UnsafeMutableRawPointer, release: @escaping () -> Void) {
        self.process = (process, context)
        self.release = release
    }

    /// Declares a fixed latency on one of the client's own ports, as a sound card's ports do:
    /// a playback latency on an input (what it is handed is heard `range` later), a capture
    /// latency on an output (what it sends was played `range` earlier). The client sets it
    /// from its latency callback, each time JACK recomputes, so it cannot have one of its own.
    public mutating func declareLatency<Kind>(_ range: JackLatencyRange, _ mode: JackLatencyMode, on port: JackPort<Kind>) {
        declaredLatencies.append(DeclaredLatency(port: port.handle, mode: mode, range: range))
    }

    /// The latency callback to install and the release that frees everything: declared
    /// latencies get memory of their own, freed after the rest.
    func installation() -> (latency: (callback: JackLatencyCallback, context: UnsafeMutableRawPointer)?, release: () -> Void) {
        guard !declaredLatencies.isEmpty else { return (latency, release) }
        precondition(latency == nil, "a client declares its latencies or has a latency callback of its own, not both")
        let declarations = LatencyDeclarations.allocate(declaredLatencies)
        let release = self.release
        return ((declareLatencies, UnsafeMutableRawPointer(declarations)), {
            release()
            LatencyDeclarations.deallocate(declarations)
        })
    }
}
