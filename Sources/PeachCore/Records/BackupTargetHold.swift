import Synchronization

/// A file a backup is about to replace, checked and held: while held, no Peach can start
/// writing to it (training on it, importing into it), so that what was checked is what
/// the new backup replaces. Released once the new backup is in its place.
public final class BackupTargetHold: Sendable {
    private let releasing: Mutex<(@Sendable () -> Void)?>

    /// `release`: called once, by `release()` or when the hold goes.
    public init(release: @escaping @Sendable () -> Void = {}) {
        releasing = Mutex(release)
    }

    public func release() {
        releasing.withLock { release in
            release?()
            release = nil
        }
    }

    deinit {
        release()
    }
}
