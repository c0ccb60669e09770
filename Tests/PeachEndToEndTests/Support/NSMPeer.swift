import Foundation

/// The server's side of the NSM protocol, played step by step by a test over real UDP on
/// the loopback. Its OSC is written here by hand from the OSC 1.0 format, so Peach's
/// liblo-made messages are checked against an independent reading of the wire.
final class NSMPeer: @unchecked Sendable {
    enum Value: Equatable, CustomStringConvertible {
        case string(String), int(Int32)
        var description: String {
            switch self {
            case let .string(text): "\"\(text)\""
            case let .int(number): "\(number)"
            }
        }
    }

    struct Message: CustomStringConvertible {
        var path: String
        var typeTags: String
        var values: [Value]
        var description: String { "\(path) ,\(typeTags) \(values.map(\.description).joined(separator: " "))" }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    let socket: Int32
    let port: UInt16
    /// The URL Peach is given; `host` as a manager would name itself.
    func url(host: String = "127.0.0.1") -> String { "osc.udp://\(host):\(port)/" }

    /// `anyAddress`: listen on every address, as nsmd does, rather than on 127.0.0.1 only.
    init(anyAddress: Bool = false) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "no UDP socket") }
        self.socket = socket
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = anyAddress ? INADDR_ANY : inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw Failure(description: "cannot bind the loopback") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(socket) }

    // MARK: OSC 1.0: strings NUL-terminated and padded to 4 bytes, int32 big-endian.

    static func padded(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8) + [0]
        while bytes.count % 4 != 0 { bytes.append(0) }
        return bytes
    }

    static func encode(_ path: String, _ values: [Value]) -> [UInt8] {
        var bytes = padded(path)
        bytes += padded("," + values.map { if case .string = $0 { "s" } else { "i" } }.joined())
        for value in values {
            switch value {
            case let .string(text): bytes += padded(text)
            case let .int(number): bytes += withUnsafeBytes(of: number.bigEndian) { Array($0) }
            }
        }
        return bytes
    }

    static func decode(_ bytes: [UInt8]) throws -> Message {
        var offset = 0
        func string() throws -> String {
            guard let end = bytes[offset...].firstIndex(of: 0) else { throw Failure(description: "an unterminated OSC string") }
            let text = String(decoding: bytes[offset..<end], as: UTF8.self)
            offset = (end + 4) & ~3
            return text
        }
        let path = try string()
        let tags = try string()
        guard tags.hasPrefix(",") else { throw Failure(description: "no type tags in \(path)") }
        var values: [Value] = []
        for tag in tags.dropFirst() {
            switch tag {
            case "s": values.append(.string(try string()))
            case "i":
                guard offset + 4 <= bytes.count else { throw Failure(description: "a cut int32") }
                values.append(.int(Int32(bigEndian: bytes[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: Int32.self) })))
                offset += 4
            default: throw Failure(description: "type '\(tag)' is not in the NSM protocol")
            }
        }
        return Message(path: path, typeTags: String(tags.dropFirst()), values: values)
    }

    // MARK: The wire

    /// The next message and where it came from; nil after `timeout` seconds. It waits on a
    /// thread of its own, leaving the tests' shared threads free.
    func receive(timeout: Double) async throws -> (message: Message, from: sockaddr_in)? {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try self.receiveNow(timeout: timeout) }) }
        }
    }

    private func receiveNow(timeout: Double) throws -> (message: Message, from: sockaddr_in)? {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var source = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let count = withUnsafeMutablePointer(to: &source) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { recvfrom(socket, &buffer, buffer.count, 0, $0, &length) }
        }
        guard count > 0 else { return nil }
        return (try Self.decode(Array(buffer.prefix(count))), source)
    }

    /// Receives a client's announce and answers it at once (welcome, then `/nsm/client/open`
    /// with `path` and `clientID`) on the thread that received it: an answer that first waited
    /// for the tests' executor could come after Peach's five seconds on a loaded machine (the
    /// screens' test once said "did not answer within 5 s" beside the other lanes).
    func answerAnnounce(timeout: Double, open path: String, clientID: String) async throws -> (message: Message, from: sockaddr_in)? {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    guard let received = try self.receiveNow(timeout: timeout) else { return nil }
                    self.send("/reply", [.string("/nsm/server/announce"), .string("Welcome"), .string("Test Peer"), .string(":server-control:")], to: received.from)
                    self.send("/nsm/client/open", [.string(path), .string("Peach"), .string(clientID)], to: received.from)
                    return received
                })
            }
        }
    }

    func send(_ path: String, _ values: [Value], to address: sockaddr_in) {
        let bytes = Self.encode(path, values)
        var target = address
        _ = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { sendto(socket, bytes, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }
}
