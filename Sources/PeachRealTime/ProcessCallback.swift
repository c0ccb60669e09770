import CJack

/// What the JACK process callback is handed: the ports to write and the engine.
/// Plain values, allocated once, freed after the client is closed.
package struct ProcessContext {
    package let client: OpaquePointer
    package let left: OpaquePointer
    package let right: OpaquePointer
    package let engine: RealTimeEngine

    package init(client: OpaquePointer, left: OpaquePointer, right: OpaquePointer, engine: RealTimeEngine) {
        self.client = client
        self.left = left
        self.right = right
        self.engine = engine
    }
}

/// The JACK process callback. It makes only JACK's real-time-safe calls (port buffers,
/// the period's frame time) and hands plain pointers to `RealTimeEngine.process`, which
/// the compiler checks under `@_noLocks`.
package func jackProcess(_ frames: jack_nframes_t, _ argument: UnsafeMutableRawPointer?) -> Int32 {
    guard let context = argument?.assumingMemoryBound(to: ProcessContext.self),
          let left = jack_port_get_buffer(context.pointee.left, frames),
          let right = jack_port_get_buffer(context.pointee.right, frames) else { return 0 }
    context.pointee.engine.process(
        frameTime: jack_last_frame_time(context.pointee.client), frames: Int(frames),
        left: left.assumingMemoryBound(to: Float.self), right: right.assumingMemoryBound(to: Float.self))
    return 0
}
