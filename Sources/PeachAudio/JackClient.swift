import CJack
import Foundation

/// Why a JACK client could not be opened.
public struct JackUnavailable: Error, CustomStringConvertible {
    public let status: UInt32
    public let serverName: String?

    public var description: String {
        let server = serverName.map { "JACK server '\($0)'" } ?? "the JACK server"
        if status & JackServerFailed.rawValue != 0 {
            return "cannot connect to \(server): it is not running"
        }
        return "cannot open a client on \(server) (JACK status 0x\(String(status, radix: 16)))"
    }
}

/// A connection to a JACK server: open, inspect, close. Never starts a server itself;
/// starting one is a deliberate step taken elsewhere.
public final class JackClient: @unchecked Sendable {
    // The handle is only used from the thread that owns the client; JACK's own calls on it
    // are thread-safe for the operations used here.
    let handle: OpaquePointer

    /// The name the server gave us: the requested one, or a unique variant of it.
    public let name: String

    /// Opens a client on `serverName`, or on the server `JACK_DEFAULT_SERVER` names, or the default one.
    public init(name requested: String, serverName: String? = nil) throws {
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

    /// Port names matching a pattern and flags, as the server lists them.
    public func ports(matching pattern: String? = nil, type: String? = nil, flags: JackPortFlags = JackPortFlags(rawValue: 0)) -> [String] {
        guard let list = jack_get_ports(handle, pattern, type, UInt(flags.rawValue)) else { return [] }
        defer { jack_free(list) }
        var names: [String] = []
        var index = 0
        while let entry = list[index] {
            names.append(String(cString: entry))
            index += 1
        }
        return names
    }

    deinit {
        jack_client_close(handle)
    }
}
