import Foundation
import PeachCore

/// A tone the test starts and ends by hand; records stops and retunes.
public final class MockHandle: PlaybackHandle, @unchecked Sendable {
    public let tone: Tone
    private let lock = NSLock()
    private var hasStarted = false, hasEnded = false
    private var failure: AudioError?
    private var startWaiters: [CheckedContinuation<Void, Error>] = []
    private var endWaiters: [CheckedContinuation<Void, Error>] = []
    public private(set) var stopCount = 0
    public private(set) var retunes: [Frequency] = []

    public init(tone: Tone) { self.tone = tone }

    public func begin() {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Error>] in
            hasStarted = true
            defer { startWaiters = [] }
            return startWaiters
        }
        waiters.forEach { $0.resume() }
    }

    public func finish() {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Error>] in
            hasStarted = true
            hasEnded = true
            defer { startWaiters = []; endWaiters = [] }
            return startWaiters + endWaiters
        }
        waiters.forEach { $0.resume() }
    }

    public func fail(_ error: AudioError) {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Error>] in
            failure = error
            defer { startWaiters = []; endWaiters = [] }
            return startWaiters + endWaiters
        }
        waiters.forEach { $0.resume(throwing: error) }
    }

    public var isStarted: Bool { lock.withLock { hasStarted } }
    public var isEnded: Bool { lock.withLock { hasEnded } }

    public func started() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            lock.lock()
            if let failure {
                lock.unlock()
                continuation.resume(throwing: failure)
            } else if hasStarted || hasEnded {
                lock.unlock()
                continuation.resume()
            } else {
                startWaiters.append(continuation)
                lock.unlock()
            }
        }
    }

    public func ended() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            lock.lock()
            if let failure {
                lock.unlock()
                continuation.resume(throwing: failure)
            } else if hasEnded {
                lock.unlock()
                continuation.resume()
            } else {
                endWaiters.append(continuation)
                lock.unlock()
            }
        }
    }

    public func stop() async {
        lock.withLock { stopCount += 1 }
        finish()
    }

    public func retune(to frequency: Frequency) async {
        lock.withLock { retunes.append(frequency) }
    }
}
