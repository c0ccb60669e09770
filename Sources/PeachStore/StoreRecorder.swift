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

    /// The record and its parts (a Fill the Gap trial's taps), in one transaction.
    public func record(_ record: some DisciplineRecord) async throws {
        do {
            try store.insert(record)
        } catch {
            throw SaveFailure("the \(type(of: record).kind.unit) could not be saved: \(StoreError.words(for: error))")
        }
    }
}
