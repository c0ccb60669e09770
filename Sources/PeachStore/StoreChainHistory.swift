import PeachCore

/// Where a task's Kazez chain continues after a restart: its last stored comparison, placed
/// by the fast start when no stored answer of the task before it was wrong.
public struct StoreChainHistory: ChainHistory {
    private let store: TrainingStore

    public init(store: TrainingStore) {
        self.store = store
    }

    public func chain(of task: ListeningTask) async -> ChainState? {
        guard let stored = try? store.chain(of: task) else { return nil }
        return ChainState(resuming: CompletedComparison(record: stored.last), wrongBefore: stored.wrongBefore)
    }
}
