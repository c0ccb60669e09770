import Foundation

/// Where lines go (standard output, standard error), with every failure seen: a reader
/// that left (EPIPE) or a full or failing device is an error the caller acts on, never a
/// crash. SIGPIPE is ignored process-wide so that a closed pipe is an error, not a death.
public protocol LineOutput: Sendable {
    func write(line: String) throws(OutputError)
}

public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The reader is gone (a closed pipe).
    case readerGone
    /// Any other failure, with the system's words.
    case failed(String)

    public var description: String {
        switch self {
        case .readerGone: "the reader of the output went away"
        case let .failed(reason): reason
        }
    }
}

/// Writes to a file descriptor with `write(2)`, the whole line or an error.
public final class DescriptorOutput: LineOutput, @unchecked Sendable {
    public static let standardOutput = DescriptorOutput(STDOUT_FILENO)
    public static let standardError = DescriptorOutput(STDERR_FILENO)

    private let descriptor: Int32
    private let lock = NSLock()

    public init(_ descriptor: Int32) {
        self.descriptor = descriptor
        signal(SIGPIPE, SIG_IGN)
    }

    public func write(line: String) throws(OutputError) {
        try write(bytes: Array((line + "\n").utf8))
    }

    public func write(bytes: [UInt8]) throws(OutputError) {
        let failure: OutputError? = lock.withLock {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                if written >= 0 {
                    offset += written
                } else if errno == EINTR {
                    continue
                } else if errno == EPIPE {
                    return .readerGone
                } else {
                    return .failed(String(cString: strerror(errno)))
                }
            }
            return nil
        }
        if let failure { throw failure }
    }
}
