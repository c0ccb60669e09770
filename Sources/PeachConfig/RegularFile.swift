import Foundation

/// Reading a file the user named (a config file, a CSV to import): only a regular file is
/// read — a FIFO would never end, a device would be read forever, a folder is no file —
/// and every refusal says why in words, never a framework error domain.
public enum RegularFile {
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The file's bytes, or its first `limit` bytes when a limit is given: a look at the
    /// start of a file that may be huge costs no more than the look.
    public static func read(_ path: String, limit: Int? = nil) throws(ReadError) -> [UInt8] {
        func refuse(_ reason: String) -> ReadError { ReadError(path: path, reason: reason) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw refuse(words(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refuse("is a folder, not a file; give the path of a file")
        case S_IFIFO: throw refuse("is a named pipe, not a file; give the path of a file")
        case S_IFCHR, S_IFBLK: throw refuse("is a device, not a file; give the path of a file")
        default: throw refuse("is not a regular file; give the path of a file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw refuse(words(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw refuse(words(errno))
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if let limit, bytes.count >= limit { return Array(bytes.prefix(limit)) }
        }
    }

    static func words(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "cannot be read: permission denied; check its permissions"
        case EIO: "cannot be read: the disk failed (an I/O error)"
        default: "cannot be read: \(String(cString: strerror(code)))"
        }
    }
}
