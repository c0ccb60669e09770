import Foundation
import PeachCore

/// A recorder that keeps what it stores, and an observer that keeps what it is told: a
/// session's tests read both, and a failing disk is one flag.
public final class RecordingObserver: TrainingObserver, TrainingRecorder, @unchecked Sendable {
    public init() {}
    private let lock = NSLock()
    public private(set) var recorded: [TrainingRecord] = []
    /// As a `TrainingObserver`: every trial it was told of, in order.
    public private(set) var observed: [TrainingRecord] = []
    /// Awaited as each trial is told, before it is kept (a slow side effect).
    public var onTrial: (@Sendable () async -> Void)?
    /// As a recorder: fail every write from now on (a full disk).
    public var failure: String?

    /// As a recorder: every record stored, in order.
    public func record(_ record: some DisciplineRecord) async throws {
        if let failure = lock.withLock({ self.failure }) { throw SaveFailure(failure) }
        lock.withLock { recorded.append(TrainingRecord(record)) }
    }

    public func trialCompleted(_ record: TrainingRecord) async {
        await onTrial?()
        lock.withLock { observed.append(record) }
    }

    /// The stored records of one discipline, in order.
    public func stored<Record: DisciplineRecord>(_ type: Record.Type) -> [Record] {
        lock.withLock { recorded.compactMap { $0.as(type) } }
    }

    /// The records of one discipline it was told of, in order.
    public func told<Record: DisciplineRecord>(_ type: Record.Type) -> [Record] {
        lock.withLock { observed.compactMap { $0.as(type) } }
    }
}
