import Foundation

/// Where `peach export` (and other file outputs) write, handled as what it is: a regular
/// file (or a new one) is written beside it and renamed over it when complete, so no half
/// file is ever left and the temporary is removed on every failure; a pipe, a device, `-`
/// or a path under /dev or /proc is written to directly, never replaced by a file.
public final class FileDestination {
    public enum Kind: Equatable, Sendable {
        case standardOutput
        case direct(String)
        /// Written to `temporary`, renamed to `path` when done.
        case replaced(path: String, temporary: String)
    }

    public let kind: Kind
    private let output: DescriptorOutput
    private let descriptor: Int32
    private var finished = false

    /// Opens `path` for writing, or says in words why it cannot be.
    public init(_ path: String) throws(DestinationError) {
        if path == "-" {
            kind = .standardOutput
            descriptor = STDOUT_FILENO
            output = .standardOutput
            return
        }
        var info = stat()
        let exists = stat(path, &info) == 0
        let type = info.st_mode & S_IFMT
        if exists && type == S_IFDIR {
            throw DestinationError(path: path, reason: "is a folder; give a file name inside it")
        }
        let special = path.hasPrefix("/dev/") || path.hasPrefix("/proc/") || (exists && type != S_IFREG)
        if special {
            let opened = open(path, O_WRONLY | O_CLOEXEC)
            guard opened >= 0 else { throw DestinationError(path: path, reason: DestinationError.words(errno)) }
            kind = .direct(path)
            descriptor = opened
        } else {
            // Beside the real file (a symlink stays a symlink, pointing at the new file).
            let target = Self.resolved(path)
            let temporary = target + ".partial-\(getpid())"
            // A new file gets 0666 less the umask, as any tool's output; one it replaces keeps
            // its own permissions.
            var existing = stat()
            let replacing = stat(target, &existing) == 0
            let opened = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, replacing ? 0o600 : 0o666)
            guard opened >= 0 else { throw DestinationError(path: path, reason: DestinationError.words(errno)) }
            if replacing { _ = fchmod(opened, existing.st_mode & 0o7777) }
            kind = .replaced(path: target, temporary: temporary)
            descriptor = opened
        }
        output = DescriptorOutput(descriptor)
    }

    public func write(_ text: String) throws(OutputError) {
        try output.write(bytes: Array(text.utf8))
    }

    /// Makes the output final: flushed to disk and, for a regular file, renamed into place.
    public func finish() throws(OutputError) {
        guard !finished else { return }
        finished = true
        switch kind {
        case .standardOutput:
            return
        case .direct:
            close(descriptor)
        case let .replaced(path, temporary):
            let synced = fsync(descriptor) == 0
            let reason = synced ? nil : String(cString: strerror(errno))
            close(descriptor)
            if let reason {
                unlink(temporary)
                throw .failed(reason)
            }
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw .failed(reason)
            }
        }
    }

    /// Gives up: nothing is left behind (the file that was there before stays as it was).
    public func abandon() {
        guard !finished else { return }
        finished = true
        switch kind {
        case .standardOutput: return
        case .direct: close(descriptor)
        case let .replaced(_, temporary):
            close(descriptor)
            unlink(temporary)
        }
    }

    deinit { abandon() }

    /// The file a path names: a symlink's target, so that replacing it keeps the link.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}

/// A file output that cannot be opened, in words.
public struct DestinationError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }

    static func words(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied; choose a folder you can write to"
        case ENOENT: "its folder does not exist"
        case ENOSPC: "the disk is full"
        case EROFS: "the disk is read-only"
        case EISDIR: "is a folder; give a file name inside it"
        default: String(cString: strerror(code))
        }
    }
}
