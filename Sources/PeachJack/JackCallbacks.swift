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
    package var shutdown: (callback: JackInfoShutdownCallback, context: UnsafeMutableRawPointer)?
    let release: () -> Void

    /// `release` frees `context` (and whatever else the callbacks read); it runs once.
    public init(process: Process, context: UnsafeMutableRawPointer, release: @escaping () -> Void) {
        self.process = (process, context)
        self.release = release
    }
}
