import Foundation
import PeachCore

/// Holds whoever waits until it is opened (a slow disk, say), then lets everyone through.
public final class Gate: @unchecked Sendable {
    public init() {}
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    public func wait() async {
        await withCheckedContinuation { continuation in
            let passes = lock.withLock {
                if !isOpen { waiters.append(continuation) }
                return isOpen
            }
            if passes { continuation.resume() }
        }
    }

    public func open() {
        let waiting = lock.withLock {
            isOpen = true
            defer { waiters = [] }
            return waiters
        }
        for waiter in waiting { waiter.resume() }
    }
}
