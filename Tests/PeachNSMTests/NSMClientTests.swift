import Foundation
import PeachNSM
import Testing

/// Where the session port listens: the kernel's own table of UDP sockets says which
/// address Peach's socket is bound to, found by the port the manager sees it send from.
@Suite("Session manager client: the port listens only where the manager is")
struct NSMClientTests {
    /// A manager's UDP socket on one IPv4 address, its port chosen by the system.
    final class Manager {
        let fd: Int32
        let port: UInt16

        init(address: String) throws {
            let fd = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
            self.fd = fd
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            inet_pton(AF_INET, address, &local.sin_addr)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
            }
            try #require(bound, "the test's manager socket could not bind \(address): \(String(cString: strerror(errno)))")
            port = UInt16(bigEndian: local.sin_port)
        }

        deinit { close(fd) }

        /// The source port of the first datagram that arrived, without waiting.
        func senderPort() -> UInt16? {
            var source = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            var buffer = [UInt8](repeating: 0, count: 1024)
            let received = withUnsafeMutablePointer(to: &source) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { recvfrom(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT), $0, &length) }
            }
            return received > 0 ? UInt16(bigEndian: source.sin_port) : nil
        }
    }

    /// The local address of the IPv4 UDP socket on `port`, from /proc/net/udp
    /// ("0100007F:3039" is 127.0.0.1 port 12345).
    static func boundAddress(port: UInt16) throws -> String? {
        let table = try String(contentsOfFile: "/proc/net/udp", encoding: .utf8)
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 1 else { continue }
            let local = fields[1].split(separator: ":")
            guard local.count == 2, UInt16(local[1], radix: 16) == port, let raw = UInt32(local[0], radix: 16) else { continue }
            return [raw & 0xFF, raw >> 8 & 0xFF, raw >> 16 & 0xFF, raw >> 24].map(String.init).joined(separator: ".")
        }
        return nil
    }

    /// Announces to the manager (which never answers) and returns the address Peach's socket
    /// is bound to, read while the client still holds it.
    static func listeningAddress(managerAt address: String, urlHost: String) throws -> String? {
        let manager = try Manager(address: address)
        let client = try NSMClient(url: "osc.udp://\(urlHost):\(manager.port)/")
        #expect(throws: NSMError.noAnswer(url: client.url, seconds: 0)) {
            try client.announce(applicationName: "peach", capabilities: ":switch:", executable: "peach", timeout: 0.3)
        }
        let port = try #require(manager.senderPort(), "the announce did not reach the manager")
        let bound = try boundAddress(port: port)
        withExtendedLifetime(client) {}
        return bound
    }

    @Test("a manager on this machine (127.0.0.1, localhost): Peach listens on 127.0.0.1, not on every interface")
    func localManager() throws {
        #expect(try Self.listeningAddress(managerAt: "127.0.0.1", urlHost: "127.0.0.1") == "127.0.0.1")
        #expect(try Self.listeningAddress(managerAt: "127.0.0.1", urlHost: "localhost") == "127.0.0.1")
    }

    @Test("a manager elsewhere: Peach listens on the one address that reaches it")
    func managerOnTheNetwork() throws {
        // This machine's own address on its network interface plays the remote manager: the
        // route to it picks that address, as it would for a manager on the same network.
        guard let address = Self.networkAddress() else {
            Issue.record("this machine has no IPv4 address besides loopback to try a network manager on")
            return
        }
        #expect(try Self.listeningAddress(managerAt: address, urlHost: address) == address)
    }

    /// The first IPv4 address of an interface that is up and not loopback.
    static func networkAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            guard let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  current.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0,
                  current.pointee.ifa_flags & UInt32(IFF_UP) != 0 else { continue }
            var name = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            var ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            inet_ntop(AF_INET, &ipv4, &name, socklen_t(name.count))
            return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return nil
    }
}
