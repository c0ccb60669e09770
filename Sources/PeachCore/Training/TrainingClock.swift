import Foundation

/// Wall time and waiting, injected so that session tests need not wait for real.
public protocol TrainingClock: Sendable {
    func now() -> Date
    func sleep(seconds: Double) async throws
}

/// The real clock.
public struct SystemTrainingClock: TrainingClock {
    public init() {}
    public func now() -> Date { Date() }
    public func sleep(seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }
}
