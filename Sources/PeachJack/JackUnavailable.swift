import CJack

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
