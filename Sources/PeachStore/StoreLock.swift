import Foundation
import Synchronization

/// One Peach process per database: an exclusive `flock` on `<db>.lock`, released when the
/// process ends however it ends (the kernel drops it on exit, kill -9 included).
final class StoreLock: Sendable {
    private let descriptor: Mutex<Int32>

    init(databasePath: String) throws(StoreError) {
        let lockPath = databasePath + ".lock"
        let opened = open(lockPath, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard opened >= 0 else { throw .unreadable(path: lockPath, detail: String(cString: strerror(errno))) }
        guard flock(opened, LOCK_EX | LOCK_NB) == 0 else {
            Glibc.close(opened)
            throw .inUse(path: databasePath)
        }
        descriptor = Mutex(opened)
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
