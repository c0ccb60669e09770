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
    /// Filled by the receive callback while `receive` runs, on the receiving thread.
    fileprivate var inbox: [OSCMessage] = []

    init(peerURL url: String) throws(SessionError) {
        guard let peer = lo_address_new_from_url(url), lo_address_get_protocol(peer) == LO_UDP,
              let hostPointer = lo_url_get_hostname(url), let portPointer = lo_url_get_port(url) else {
            throw .badURL(url)
        }
        let host = String(cString: hostPointer), port = String(cString: portPointer)
        free(hostPointer)
        free(portPointer)
        guard let server = lo_server_new_with_proto(nil, LO_UDP, nil) else {
            lo_address_free(peer)
            throw .cannotListen
        }
        self.server = server
        self.peer = peer
        peerPort = port
        peerHosts = Self.addresses(of: host)
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

    private func take(_ message: OSCMessage, from source: lo_address?) {
        guard let source, let host = lo_address_get_hostname(source), let port = lo_address_get_port(source),
              String(cString: port) == peerPort, peerHosts.contains(String(cString: host)) else { return }
        inbox.append(message)
    }

    func send(_ message: OSCMessage) {
        let lo = message.loMessage()
        defer { lo_message_free(lo) }
        lo_send_message_from(peer, server, message.path, lo)
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
