import Foundation
import PeachCore

/// The store as an observer of completed trials: the session awaits it before it shows
/// feedback, so an answer whose feedback was shown is on disk. A failed write is reported
/// through `onFailure` (a warning on the screen) and training goes on.
public final class StoreObserver: ComparisonObserver, PitchMatchingObserver {
    private let store: TrainingStore
    private let onFailure: @Sendable (String) -> Void

    public init(store: TrainingStore, onFailure: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.onFailure = onFailure
    }

    public func comparisonCompleted(_ completed: CompletedComparison) async {
        do {
            try store.insert(completed.record)
        } catch {
            onFailure("the answer could not be saved: \(error)")
        }
    }

    public func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async {
        do {
            try store.insert(completed.record)
        } catch {
            onFailure("the match could not be saved: \(error)")
        }
    }
}
