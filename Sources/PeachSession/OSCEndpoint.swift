import CLiblo
import Foundation

/// One UDP socket (a liblo server) that talks to one peer: messages go to the peer from
/// this socket (the NSM server tells its clients apart by their return address), and only
/// messages from the peer's address are taken in; anything else on the port is dropped.
final class OSCEndpoint {
    private let server: lo_server
    private let peer: lo_address
    private let peerPort: String
    private let peerHosts: Set<String>
    /// A peer on this machine may answer from any loopback address: a manager's URL names
    /// the host (`osc.udp://myhost:PORT/`, which Debian maps to 127.0.1.1), while its
    /// replies to a socket that listens everywhere come from 127.0.0.1.
    private let peerIsLocal: Bool
    /// Filled by the receive callback while `receive` runs, on the receiving thread.
    fileprivate var inbox: [OSCMessage] = []

    init(peerURL url: String) throws(SessionError) {
        let hostPointer = lo_url_get_hostname(url), portPointer = lo_url_get_port(url)
        defer {
            free(hostPointer)
            free(portPointer)
        }
        guard let hostPointer, let portPointer else { throw .badURL(url) }
        guard let peer = lo_address_new_from_url(url) else { throw .badURL(url) }
        guard lo_address_get_protocol(peer) == LO_UDP, let server = lo_server_new_with_proto(nil, LO_UDP, nil) else {
            let isUDP = lo_address_get_protocol(peer) == LO_UDP
            lo_address_free(peer)
            throw isUDP ? .cannotListen : .badURL(url)
        }
        self.server = server
        self.peer = peer
        peerPort = String(cString: portPointer)
        peerHosts = Self.addresses(of: String(cString: hostPointer))
        peerIsLocal = peerHosts.contains { Self.isLoopback($0) }
        lo_server_add_method(server, nil, nil, { path, types, argv, argc, message, context in
            guard let path, let message, let context else { return 1 }
            let endpoint = Unmanaged<OSCEndpoint>.fromOpaque(context).takeUnretainedValue()
            endpoint.take(OSCMessage(path: path, types: types, argv: argv, argc: argc), from: lo_message_get_source(message))
            return 0
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        lo_server_free(server)
        lo_address_free(peer)
    }

    /// The numeric addresses a host name stands for, as received messages carry them.
    private static func addresses(of host: String) -> Set<String> {
        var result: Set<String> = [host]
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_DGRAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0 else { return result }
        defer { freeaddrinfo(list) }
        var entry = list
        while let current = entry {
            var name = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(current.pointee.ai_addr, current.pointee.ai_addrlen, &name, socklen_t(name.count), nil, 0, NI_NUMERICHOST) == 0 {
                result.insert(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            entry = current.pointee.ai_next
        }
        return result
    }

    /// 127.0.0.0/8 and ::1 (also as an IPv4-mapped address).
    static func isLoopback(_ address: String) -> Bool {
        address.hasPrefix("127.") || address == "::1" || address.hasPrefix("::ffff:127.") || address == "localhost"
    }

    private func take(_ message: OSCMessage, from source: lo_address?) {
        guard let source, let hostPointer = lo_address_get_hostname(source), let port = lo_address_get_port(source),
              String(cString: port) == peerPort else { return }
        let host = String(cString: hostPointer)
        guard peerHosts.contains(host) || peerIsLocal && Self.isLoopback(host) else { return }
        inbox.append(message)
    }

    func send(_ message: OSCMessage) {
        let lo = message.loMessage()
        defer { lo_message_free(lo) }
        // UDP: a lost message shows as the manager's own timeout, as with any OSC client.
        _ = lo_send_message_from(peer, server, message.path, lo)
    }

    /// The peer's messages that arrive within `milliseconds` (at least one wait).
    func receive(milliseconds: Int32) -> [OSCMessage] {
        if lo_server_recv_noblock(server, milliseconds) > 0 {
            // Whatever else is queued already, without waiting again.
            while lo_server_recv_noblock(server, 0) > 0 {}
        }
        defer { inbox.removeAll() }
        return inbox
    }
}
