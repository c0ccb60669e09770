import Foundation
import PeachCore

/// The store as the sessions' recorder: each completed trial is written in its own
/// transaction before anyone hears of it, so an answer reported (feedback, a `trial`
/// event, the counters) is on disk. A failed write throws, in words, and training stops.
public struct StoreRecorder: TrainingRecorder {
    private let store: TrainingStore

    public init(store: TrainingStore) {
        self.store = store
    }

    public func record(_ completed: CompletedComparison) async throws {
        do {
            try store.insert(completed.record)
        } catch {
            throw SaveFailure("the answer could not be saved: \(StoreError.words(for: error))")
        }
    }

    public func record(_ completed: CompletedPitchMatching) async throws {
        do {
            try store.insert(completed.record)
        } catch {
            throw SaveFailure("the match could not be saved: \(StoreError.words(for: error))")
        }
    }

    public func record(_ record: TimingComparisonRecord) async throws {
        do {
            try store.insert(record)
        } catch {
            throw SaveFailure("the answer could not be saved: \(StoreError.words(for: error))")
        }
    }

    /// The trial's summary and every tap, in one transaction.
    public func record(_ record: GapFillRecord) async throws {
        do {
            try store.insert(record)
        } catch {
            throw SaveFailure("the trial could not be saved: \(StoreError.words(for: error))")
        }
    }
}
