import Foundation

/// Every test target runs in one process, so every test that opens a JACK client goes
/// through this. libjack keeps per-process globals (the shared-memory registry, the server prefix) that
/// are set up for the first server a process talks to. Clients of several servers alive
/// at once in one process corrupt each other, so tests on the shared server run together
/// and a test with a private server runs alone: a readers-writer lock over the process.
public actor ServerAccess {
    public static let lock = ServerAccess()

    private var sharedHolders = 0
    private var exclusiveHeld = false
    private var waiters: [(exclusive: Bool, continuation: CheckedContinuation<Void, Never>)] = []

    /// Runs `body` alongside the other tests of the shared server.
    @discardableResult
    public static func shared<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        await lock.acquire(exclusive: false)
        do {
            let result = try await body()
            await lock.release(exclusive: false)
            return result
        } catch {
            await lock.release(exclusive: false)
            throw error
        }
    }

    /// Runs `body` with no other JACK client in this process.
    @discardableResult
    public static func exclusive<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        await lock.acquire(exclusive: true)
        do {
            let result = try await body()
            await lock.release(exclusive: true)
            return result
        } catch {
            await lock.release(exclusive: true)
            throw error
        }
    }

    private func acquire(exclusive: Bool) async {
        // First come, first served: a waiting exclusive holder is not overtaken.
        if waiters.isEmpty && canEnter(exclusive: exclusive) {
            enter(exclusive: exclusive)
            return
        }
        await withCheckedContinuation { waiters.append((exclusive, $0)) }
    }

    private func release(exclusive: Bool) {
        if exclusive { exclusiveHeld = false } else { sharedHolders -= 1 }
        while let next = waiters.first, canEnter(exclusive: next.exclusive) {
            waiters.removeFirst()
            enter(exclusive: next.exclusive)
            next.continuation.resume()
        }
    }

    private func canEnter(exclusive: Bool) -> Bool {
        exclusive ? !exclusiveHeld && sharedHolders == 0 : !exclusiveHeld
    }

    private func enter(exclusive: Bool) {
        if exclusive { exclusiveHeld = true } else { sharedHolders += 1 }
    }
}
