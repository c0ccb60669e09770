import CJack

/// One of a client's own ports. A plain value (JACK's handle and nothing counted), so a
/// process callback may copy it; the port lives as long as its client.
public struct JackPort<Kind: JackPortKind>: Sendable, BitwiseCopyable {
    // JACK's port calls are safe from any thread while the client is open.
    package nonisolated(unsafe) let handle: OpaquePointer

    package init(handle: OpaquePointer) {
        self.handle = handle
    }

    /// `client:port`, as other clients connect to it.
    public var name: String { String(cString: jack_port_name(handle)) }

    /// The full names of the ports it is connected to.
    public var connections: [String] { JackClient.names(jack_port_get_connections(handle)) }

    public var connectionCount: Int { Int(jack_port_connected(handle)) }
}

// In a process callback: JACK's real-time-safe calls only, for this period's buffers.

extension JackPort where Kind == AudioIn {
    /// The period's `frames` samples that arrived.
    public func samples(_ frames: UInt32) -> UnsafePointer<Float>? {
        jack_port_get_buffer(handle, frames).map { UnsafePointer($0.assumingMemoryBound(to: Float.self)) }
    }
}

extension JackPort where Kind == AudioOut {
    /// The period's `frames` samples to fill: what is written goes out in this period.
    public func buffer(_ frames: UInt32) -> UnsafeMutablePointer<Float>? {
        jack_port_get_buffer(handle, frames).map { $0.assumingMemoryBound(to: Float.self) }
    }
}

extension JackPort where Kind == MIDIOut {
    /// The period's MIDI buffer, emptied: what is written to it goes out in this period.
    public func emptiedBuffer(_ frames: UInt32) -> JackMIDIBuffer? {
        guard let buffer = jack_port_get_buffer(handle, frames) else { return nil }
        jack_midi_clear_buffer(buffer)
        return JackMIDIBuffer(buffer: buffer)
    }
}
