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
    /// replies to Peach's socket on 127.0.0.1 come from 127.0.0.1.
    private let peerIsLocal: Bool
    /// Filled by the receive callback while `receive` runs, on the receiving thread.
    fileprivate var inbox: [OSCMessage] = []

    init(peerURL url: String) throws(NSMError) {
        let hostPointer = lo_url_get_hostname(url), portPointer = lo_url_get_port(url)
        defer {
            free(hostPointer)
            free(portPointer)
        }
        guard let hostPointer, let portPointer else { throw .badURL(url) }
        guard let peer = lo_address_new_from_url(url) else { throw .badURL(url) }
        guard lo_address_get_protocol(peer) == LO_UDP else {
            lo_address_free(peer)
            throw .badURL(url)
        }
        guard let server = lo_server_new_with_proto(nil, LO_UDP, nil) else {
            lo_address_free(peer)
            throw .cannotListen
        }
        guard Self.listenOnlyTowards(host: String(cString: hostPointer), server: server) else {
            lo_server_free(server)
            lo_address_free(peer)
            throw .cannotListen
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

    /// liblo 0.31 binds its UDP socket to every interface and has no way to choose one, so
    /// anyone on the network could reach Peach's session port. The socket liblo made is
    /// replaced, under the same descriptor, by one bound to the loopback address when the
    /// manager is on this machine, else to the one address this machine reaches it from.
    /// liblo only receives and sends on that descriptor; the port it noted is not used.
    private static func listenOnlyTowards(host: String, server: lo_server) -> Bool {
        guard var local = localAddress(towards: host) else { return false }
        let family = Int32(local.ss_family)
        let fd = socket(family, Int32(SOCK_DGRAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let length = socklen_t(family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else { return false }
        return dup2(fd, lo_server_get_socket_fd(server)) >= 0
    }

    /// The address to listen on, port 0 (any free one): loopback for a manager on this
    /// machine, else the local address the routing table uses to reach the manager.
    static func localAddress(towards host: String) -> sockaddr_storage? {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_DGRAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        // A numeric port: the discard service, only so that connect() below has one.
        guard getaddrinfo(host, "9", &hints, &list) == 0, let first = list else { return nil }
        defer { freeaddrinfo(list) }
        let family = first.pointee.ai_family
        var result = sockaddr_storage()
        if isLoopback(host) || isLoopback(numeric(first.pointee.ai_addr, first.pointee.ai_addrlen) ?? "") {
            withUnsafeMutableBytes(of: &result) { bytes in
                if family == AF_INET6 {
                    var address = sockaddr_in6()
                    address.sin6_family = sa_family_t(AF_INET6)
                    address.sin6_addr = in6addr_loopback
                    withUnsafeBytes(of: address) { bytes.copyMemory(from: $0) }
                } else {
                    var address = sockaddr_in()
                    address.sin_family = sa_family_t(AF_INET)
                    address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
                    withUnsafeBytes(of: address) { bytes.copyMemory(from: $0) }
                }
            }
            return result
        }
        // A connected UDP socket sends nothing; the kernel just picks the route and with it
        // the source address, which getsockname reads.
        let probe = socket(family, Int32(SOCK_DGRAM.rawValue), 0)
        guard probe >= 0 else { return nil }
        defer { close(probe) }
        guard connect(probe, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else { return nil }
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &result) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(probe, $0, &length) }
        }
        guard named == 0 else { return nil }
        // Port 0 again: the port the probe got is not the one to listen on.
        withUnsafeMutablePointer(to: &result) { storage in
            if family == AF_INET6 {
                storage.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port = 0 }
            } else {
                storage.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port = 0 }
            }
        }
        return result
    }

    private static func numeric(_ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t) -> String? {
        var name = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        guard getnameinfo(address, length, &name, socklen_t(name.count), nil, 0, NI_NUMERICHOST) == 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
            if let name = numeric(current.pointee.ai_addr, current.pointee.ai_addrlen) { result.insert(name) }
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
