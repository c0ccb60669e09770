import CJack

/// The client's frame clock as a process callback may read it: a plain value with
/// JACK's handle, nothing counted.
public struct JackFrameClock: Sendable, BitwiseCopyable {
    // Read only while the client is open, from its own process callback.
    nonisolated(unsafe) let handle: OpaquePointer

    /// The frame time of the first frame of the period being processed.
    public var periodStart: UInt32 { jack_last_frame_time(handle) }

    /// JACK's estimate of the frame being played now, for any thread: where on the clock a
    /// notification (an xrun) arrived, to within a period or so.
    public var now: UInt32 { jack_frame_time(handle) }
}
