import CJack
import Foundation

/// A connection to a JACK server, in JACK's order: open, register ports, install the
/// callbacks and activate, connect (only after activating), close, and only then free what
/// the callbacks read. Never starts a server itself (`JackServerLauncher` does that, on purpose).
public final class JackClient: @unchecked Sendable {
    // JACK's non-real-time API is safe to call from any thread; installing and closing are guarded.
    package let handle: OpaquePointer
    private let closed = NSLock()
    private var isClosed = false
    /// Frees the installed callbacks' memory, after the client is closed.
    private var release: (() -> Void)?

    /// The name the server gave us: the requested one, or a unique variant of it.
    public let name: String

    public static let audioType = "32 bit float mono audio"
    public static let midiType = "8 bit raw midi"

    /// libjack prints its own diagnostics to stderr ("Cannot connect to server socket" …);
    /// Peach reports failures in its own words, so those go nowhere.
    private static let quietLibrary: Void = {
        jack_set_error_function { _ in }
        jack_set_info_function { _ in }
    }()

    /// Opens a client on `serverName`, or on the server `JACK_DEFAULT_SERVER` names, or the default one.
    public init(name requested: String, serverName: String? = nil) throws {
        Self.quietLibrary
        var status = jack_status_t(rawValue: 0)
        let server = serverName ?? ProcessInfo.processInfo.environment["JACK_DEFAULT_SERVER"]
        let client: OpaquePointer?
        if let serverName {
            let options = jack_options_t(rawValue: JackNoStartServer.rawValue | JackServerName.rawValue)
            client = peach_jack_client_open_on(requested, options, &status, serverName)
        } else {
            client = peach_jack_client_open(requested, jack_options_t(rawValue: JackNoStartServer.rawValue), &status)
        }
        guard let client else {
            throw JackUnavailable(status: status.rawValue, serverName: server)
        }
        handle = client
        name = String(cString: jack_get_client_name(client))
    }

    public var sampleRate: Int { Int(jack_get_sample_rate(handle)) }
    public var bufferSize: Int { Int(jack_get_buffer_size(handle)) }
    /// Asks the server for another period, as `jack_bufsize` or a patchbay does; every
    /// client's buffer-size callback follows.
    public func requestBufferSize(_ frames: Int) throws {
        guard jack_set_buffer_size(handle, UInt32(frames)) == 0 else { throw JackError("cannot set the period to \(frames) frames") }
    }

    /// The server's estimate of the frame being played now.
    public var currentFrame: UInt32 { jack_frame_time(handle) }

    /// JACK's clock (µs) when `frame` passes, and now: for latency measurements.
    public func microseconds(atFrame frame: UInt32) -> UInt64 { jack_frames_to_time(handle, frame) }
    public static var nowMicroseconds: UInt64 { jack_get_time() }

    /// The clock as the process callback may read it.
    public var frameClock: JackFrameClock { JackFrameClock(handle: handle) }

    /// A port of this client: `registerPort("out_L", as: AudioOut.self)`.
    public func registerPort<Kind: JackPortKind>(_ shortName: String, as kind: Kind.Type) throws -> JackPort<Kind> {
        guard let port = jack_port_register(handle, shortName, Kind.type, Kind.flags, 0) else {
            throw JackError("cannot register port \(shortName)")
        }
        return JackPort(handle: port)
    }

    /// Installs the callbacks and activates. JACK takes callbacks only from an inactive
    /// client, so this comes once, before the first activation; from here the client owns
    /// the callbacks' memory and frees it in `close()`, even when activating fails.
    public func activate(with callbacks: JackCallbacks) throws {
        try closed.withLock {
            precondition(release == nil && !isClosed, "a client's callbacks are installed once, while it is open")
            let installation = callbacks.installation()
            release = installation.release
            guard jack_set_process_callback(handle, callbacks.process.callback, callbacks.process.context) == 0,
                  callbacks.xrun.map({ jack_set_xrun_callback(handle, $0.callback, $0.context) }) ?? 0 == 0,
                  callbacks.bufferSize.map({ jack_set_buffer_size_callback(handle, $0.callback, $0.context) }) ?? 0 == 0,
                  callbacks.portConnect.map({ jack_set_port_connect_callback(handle, $0.callback, $0.context) }) ?? 0 == 0,
                  installation.latency.map({ jack_set_latency_callback(handle, $0.callback, $0.context) }) ?? 0 == 0
            else { throw JackError("cannot install the JACK callbacks") }
            if let shutdown = callbacks.shutdown { jack_on_info_shutdown(handle, shutdown.callback, shutdown.context) }
        }
        try activate()
    }

    /// Back into the graph after `deactivate()`, with the callbacks installed before.
    public func activate() throws {
        guard jack_activate(handle) == 0 else { throw JackError("cannot activate client \(name)") }
    }

    /// Leaves the graph: the process callback stops and every connection is dropped.
    public func deactivate() {
        _ = jack_deactivate(handle)
    }

    /// Connects `source` to `destination` (full port names). Already connected counts as done.
    public func connect(_ source: String, to destination: String) throws {
        let result = jack_connect(handle, source, destination)
        guard result == 0 || result == EEXIST else {
            throw JackError("cannot connect \(source) to \(destination)")
        }
    }

    public func disconnect(_ source: String, from destination: String) {
        _ = jack_disconnect(handle, source, destination)
    }

    public enum Direction: Sendable { case input, output }

    /// Port names as the server lists them: matching a pattern, of a type, that take (input)
    /// or give (output) signal, only a device's own (`physical`).
    public func ports(matching pattern: String? = nil, type: String? = nil, direction: Direction? = nil, physical: Bool = false) -> [String] {
        var flags = physical ? JackPortIsPhysical.rawValue : 0
        switch direction {
        case .input?: flags |= JackPortIsInput.rawValue
        case .output?: flags |= JackPortIsOutput.rawValue
        case nil: break
        }
        return Self.names(jack_get_ports(handle, pattern, type, UInt(flags)))
    }

    /// The physical playback ports (a sound card's outputs, whatever their prefix).
    public var physicalPlaybackPorts: [String] {
        ports(type: Self.audioType, direction: .input, physical: true)
    }

    /// The physical MIDI sources (a controller's ports, whatever their prefix).
    public var physicalMIDISources: [String] {
        ports(type: Self.midiType, direction: .output, physical: true)
    }

    /// Connections of any client's port, by its full name.
    public func connections(ofPortNamed name: String) -> [String] {
        guard let port = jack_port_by_name(handle, name) else { return [] }
        return Self.names(jack_port_get_all_connections(handle, port))
    }

    public func isPhysical(_ name: String) -> Bool {
        guard let port = jack_port_by_name(handle, name) else { return false }
        return jack_port_flags(port) & Int32(JackPortIsPhysical.rawValue) != 0
    }

    static func names(_ list: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> [String] {
        guard let list else { return [] }
        defer { jack_free(list) }
        var names: [String] = []
        var index = 0
        while let entry = list[index] {
            names.append(String(cString: entry))
            index += 1
        }
        return names
    }

    /// Deactivates, closes and frees the callbacks' memory; later calls do nothing. After it
    /// returns the callbacks will not run again.
    public func close() {
        closed.lock()
        defer { closed.unlock() }
        guard !isClosed else { return }
        isClosed = true
        jack_deactivate(handle)
        jack_client_close(handle)
        // Only now: until the client is closed a callback may still run and read it.
        release?()
        release = nil
    }

    deinit {
        close()
    }
}
