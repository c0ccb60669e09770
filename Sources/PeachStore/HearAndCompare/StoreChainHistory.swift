import PeachCore

/// Where a task's Kazez chain continues after a restart: its last stored comparison, and
/// whether the fast start still placed it, as the task's first answers tell when the chain
/// is followed through them (a miss put to the test and found a slip goes on descending; a
/// restart in the middle of a descent resumes it where it stood).
public struct StoreChainHistory: ChainHistory {
    private let store: TrainingStore

    public init(store: TrainingStore) {
        self.store = store
    }

    public func chain(of task: ListeningTask) async -> ChainState? {
        guard let stored = try? store.chain(of: task) else { return nil }
        var state: ChainState?
        for record in stored.earliest {
            let completed = CompletedComparison(record: record)
            state = state.map { $0.advanced(by: completed) } ?? ChainState(first: completed)
            if state?.isDescending == false { break }
        }
        // Still descending at the task's last answer: the fast start goes on as it stood.
        if let state, state.isDescending, stored.earliest.count == stored.total { return state }
        return ChainState(last: CompletedComparison(record: stored.last), isDescending: false)
    }
}
