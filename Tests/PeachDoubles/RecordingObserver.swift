import Foundation
import PeachCore

/// Records completed trials, and the session state at the moment it was told.
public final class RecordingObserver: ComparisonObserver, PitchMatchingObserver, RhythmObserver, TrainingRecorder, @unchecked Sendable {
    public init() {}
    private let lock = NSLock()
    public private(set) var comparisons: [CompletedComparison] = []
    public private(set) var matches: [CompletedPitchMatching] = []
    public private(set) var timings: [TimingComparisonRecord] = []
    public private(set) var gapFills: [GapFillRecord] = []
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

    public func record(_ completed: CompletedComparison) async throws {
        if let failure = lock.withLock({ self.failure }) { throw SaveFailure(failure) }
        await comparisonCompleted(completed)
    }

    public func record(_ completed: CompletedPitchMatching) async throws {
        if let failure = lock.withLock({ self.failure }) { throw SaveFailure(failure) }
        await pitchMatchingCompleted(completed)
    }

    public func timingComparisonCompleted(_ record: TimingComparisonRecord) async {
        lock.withLock { timings.append(record) }
    }

    public func gapFillCompleted(_ record: GapFillRecord) async {
        lock.withLock { gapFills.append(record) }
    }

    public func record(_ record: TimingComparisonRecord) async throws {
        if let failure = lock.withLock({ self.failure }) { throw SaveFailure(failure) }
        await timingComparisonCompleted(record)
    }

    public func record(_ record: GapFillRecord) async throws {
        if let failure = lock.withLock({ self.failure }) { throw SaveFailure(failure) }
        await gapFillCompleted(record)
    }

    public var timingCount: Int { lock.withLock { timings.count } }
    public var gapFillCount: Int { lock.withLock { gapFills.count } }
    public var comparisonCount: Int { lock.withLock { comparisons.count } }
    public var matchCount: Int { lock.withLock { matches.count } }
}
