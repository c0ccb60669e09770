import PeachCore

/// Where the Kazez chain continues after a restart: the last stored comparison of the discipline.
public struct StoreChainHistory: ChainHistory {
    private let store: TrainingStore

    public init(store: TrainingStore) {
        self.store = store
    }

    public func lastComparison(of discipline: Discipline) async -> CompletedComparison? {
        (try? store.lastComparison(of: discipline)).flatMap { $0 }.map(CompletedComparison.init(record:))
    }
}
