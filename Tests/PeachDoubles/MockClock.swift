import Foundation
import PeachCore

/// Time that moves only when asked; sleeps return at once and are recorded.
public final class MockClock: TrainingClock, @unchecked Sendable {
    public init() {}
    private let lock = NSLock()
    public private(set) var sleeps: [Double] = []
    public func now() -> Date { Date(timeIntervalSince1970: 1_800_000_000) }
    public func sleep(seconds: Double) async throws {
        lock.withLock { sleeps.append(seconds) }
        await Task.yield()
        try Task.checkCancellation()
    }
    public var sleepCount: Int { lock.withLock { sleeps.count } }
}
