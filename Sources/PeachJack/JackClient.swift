import CJack
import Foundation

/// Why a JACK client could not be opened.
public struct JackUnavailable: Error, CustomStringConvertible {
    public let status: UInt32
    public let serverName: String?

    public var description: String {
        let server = serverName.map { "JACK server '\($0)'" } ?? "the JACK server"
        return "cannot open a client on \(server): \(reason)"
    }

    /// JACK's status bits in words, the most telling first.
    public var reason: String {
        func has(_ flag: JackStatus) -> Bool { status & flag.rawValue != 0 }
        if has(JackServerFailed) { return "it is not running (start one, or let Peach start it: unset JACK_NO_START_SERVER)" }
        if has(JackInvalidOption) { return "the client name or an option is not valid (a client name has at most 63 bytes, no ':')" }
        if has(JackNameNotUnique) { return "the client name is taken; choose another with --jack-name" }
        if has(JackVersionError) { return "the server speaks another JACK version than this library; install matching JACK packages" }
        if has(JackShmFailure) { return "JACK's shared memory is unavailable; restart the JACK server" }
        if has(JackServerError) { return "the server reported an error; its log says why" }
        if has(JackNoSuchClient) { return "no such client" }
        if has(JackLoadFailure) || has(JackInitFailure) { return "an internal client failed to load" }
        return "it refused the connection"
    }
}

/// A connection to a JACK server, outside the real-time world: open, ports, activate,
/// connect, close. Never starts a server itself (`JackServerLauncher` does that, on purpose).
public final class JackClient: @unchecked Sendable {
    // JACK's non-real-time API is safe to call from any thread; `close` is guarded.
    package let handle: OpaquePointer
    private let closed = NSLock()
    private var isClosed = false

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
    /// The server's estimate of the frame being played now.
    public var currentFrame: UInt32 { jack_frame_time(handle) }

    /// JACK's clock (µs) when `frame` passes, and now: for latency measurements.
    public func microseconds(atFrame frame: UInt32) -> UInt64 { jack_frames_to_time(handle, frame) }
    public static var nowMicroseconds: UInt64 { jack_get_time() }

    public func registerPort(_ shortName: String, type: String, flags: JackPortFlags) throws -> OpaquePointer {
        guard let port = jack_port_register(handle, shortName, type, UInt(flags.rawValue), 0) else {
            throw JackError("cannot register port \(shortName)")
        }
        return port
    }

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

    /// Port names matching a pattern, type and flags, as the server lists them.
    public func ports(matching pattern: String? = nil, type: String? = nil, flags: JackPortFlags = JackPortFlags(rawValue: 0)) -> [String] {
        Self.names(jack_get_ports(handle, pattern, type, UInt(flags.rawValue)))
    }

    public enum Direction: Sendable { case input, output }

    /// Ports of a type that take (input) or give (output) signal.
    public func ports(type: String, direction: Direction) -> [String] {
        ports(type: type, flags: JackPortFlags(rawValue: direction == .input ? JackPortIsInput.rawValue : JackPortIsOutput.rawValue))
    }

    /// The physical playback ports (a sound card's outputs, whatever their prefix).
    public var physicalPlaybackPorts: [String] {
        ports(type: Self.audioType, flags: JackPortFlags(rawValue: JackPortIsPhysical.rawValue | JackPortIsInput.rawValue))
    }

    public static func fullName(of port: OpaquePointer) -> String { String(cString: jack_port_name(port)) }

    /// Connections of any client's port, by its full name.
    public func connections(ofPortNamed name: String) -> [String] {
        guard let port = jack_port_by_name(handle, name) else { return [] }
        return Self.names(jack_port_get_all_connections(handle, port))
    }

    public func isPhysical(_ name: String) -> Bool {
        guard let port = jack_port_by_name(handle, name) else { return false }
        return jack_port_flags(port) & Int32(JackPortIsPhysical.rawValue) != 0
    }

    public static func connections(of port: OpaquePointer) -> [String] { names(jack_port_get_connections(port)) }

    public static func connectionCount(of port: OpaquePointer) -> Int { Int(jack_port_connected(port)) }

    private static func names(_ list: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> [String] {
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

    /// Deactivates and closes; later calls do nothing. After it returns the process
    /// callback will not run again.
    public func close() {
        closed.lock()
        defer { closed.unlock() }
        guard !isClosed else { return }
        isClosed = true
        jack_deactivate(handle)
        jack_client_close(handle)
    }

    deinit {
        close()
    }
}

public struct JackError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
