import Foundation
import Synchronization

/// One writer per database file: an exclusive `flock` on a lock file named after the
/// database's device and inode, so every path to it — a symlink, a hard link, a relative
/// path — meets the same lock. Released when the process ends however it ends (the kernel
/// drops it on exit, kill -9 included). Readers never take it.
///
/// (Not a lock on the database file itself: closing any descriptor of a file drops the
/// process's POSIX locks on it, SQLite's among them.)
final class StoreLock: Sendable {
    private let descriptor: Mutex<Int32>

    init(databasePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(StoreError) {
        var info = stat()
        guard stat(databasePath, &info) == 0 else {
            throw .unreadable(path: databasePath, detail: String(cString: strerror(errno)))
        }
        let lockPath = Self.folder(environment) + "/peach-\(info.st_dev)-\(info.st_ino).lock"
        let opened = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard opened >= 0 else { throw .unreadable(path: lockPath, detail: String(cString: strerror(errno))) }
        guard flock(opened, LOCK_EX | LOCK_NB) == 0 else {
            Glibc.close(opened)
            throw .inUse(path: databasePath)
        }
        descriptor = Mutex(opened)
    }

    /// The user's runtime folder (private, cleared at logout), else /tmp.
    static func folder(_ environment: [String: String]) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, access(runtime, W_OK) == 0 { return runtime }
        return NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
    }

    /// Unlocks and closes the lock file; later calls do nothing.
    func release() {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            Glibc.close(descriptor)
            descriptor = -1
        }
    }

    deinit {
        release()
    }
}
