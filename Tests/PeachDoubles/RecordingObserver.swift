import Foundation
import PeachCore

/// Records completed trials, and the session state at the moment it was told.
public final class RecordingObserver: ComparisonObserver, PitchMatchingObserver, RhythmObserver, TrainingObserver, TrainingRecorder, @unchecked Sendable {
    public init() {}
    private let lock = NSLock()
    public private(set) var comparisons: [CompletedComparison] = []
    public private(set) var matches: [CompletedPitchMatching] = []
    public private(set) var timings: [TimingComparisonRecord] = []
    public private(set) var gapFills: [GapFillRecord] = []
    public private(set) var recorded: [TrainingRecord] = []
    /// As a `TrainingObserver`: every trial it was told of, in order.
    public private(set) var observed: [TrainingRecord] = []
    public var onComparison: (@Sendable () async -> Void)?
    /// As a recorder: fail every write from now on (a full disk).
    public var failure: String?

    public func comparisonCompleted(_ completed: CompletedComparison) async {
        await onComparison?()
        lock.withLock { comparisons.append(completed) }
    }

    public func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async {
        lock.withLock { matches.append(completed) }
    }

    public func timingComparisonCompleted(_ record: TimingComparisonRecord) async {
        lock.withLock { timings.append(record) }
    }

    public func gapFillCompleted(_ record: GapFillRecord) async {
        lock.withLock { gapFills.append(record) }
    }


    /// As a recorder: every record stored, in order. A Compare Timing answer or a Fill the
    /// Gap trial goes to `timings` or `gapFills` too, as its observer would hear it.
    public func record(_ record: some DisciplineRecord) async throws {
        if let failure = lock.withLock({ self.failure }) { throw SaveFailure(failure) }
        lock.withLock { recorded.append(TrainingRecord(record)) }
        if let timing = record as? TimingComparisonRecord { await timingComparisonCompleted(timing) }
        if let trial = record as? GapFillRecord { await gapFillCompleted(trial) }
    }

    public func trialCompleted(_ record: TrainingRecord) async {
        lock.withLock { observed.append(record) }
    }

    /// The stored records of one discipline, in order.
    public func stored<Record: DisciplineRecord>(_ type: Record.Type) -> [Record] {
        lock.withLock { recorded.compactMap { $0.as(type) } }
    }

    public var timingCount: Int { lock.withLock { timings.count } }
    public var gapFillCount: Int { lock.withLock { gapFills.count } }
    public var comparisonCount: Int { lock.withLock { comparisons.count } }
    public var matchCount: Int { lock.withLock { matches.count } }
}
