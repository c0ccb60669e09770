import Foundation
import Synchronization

/// One writer per database file: an exclusive `flock` on the database file itself, so
/// every path to it — a symlink, a hard link, a relative path, another user's environment —
/// meets the same lock. Released when the process ends however it ends (the kernel drops it
/// on exit, kill -9 included). Readers never take it.
///
/// flock locks belong to the open file and are independent of the POSIX (fcntl) locks
/// SQLite takes on the same file, on local file systems: SQLite closing one of its own
/// descriptors drops its fcntl locks, never this one.
final class StoreLock: Sendable {
    private let descriptor: Mutex<Int32>

    /// `shared`: a reader's hold, which keeps writers out but lets other readers in (for a
    /// file read as immutable, which must not change while it is read).
    init(databasePath: String, shared: Bool = false) throws(StoreError) {
        let opened = open(databasePath, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else { throw .unreadable(path: databasePath, detail: String(cString: strerror(errno))) }
        guard flock(opened, (shared ? LOCK_SH : LOCK_EX) | LOCK_NB) == 0 else {
            Glibc.close(opened)
            throw .inUse(path: databasePath)
        }
        descriptor = Mutex(opened)
    }

    /// Takes over a descriptor that already holds the lock (a file made locked).
    init(adopting lockedDescriptor: Int32) {
        descriptor = Mutex(lockedDescriptor)
    }

    /// Unlocks and closes its descriptor; later calls do nothing.
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
