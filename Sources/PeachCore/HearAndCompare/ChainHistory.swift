import Foundation

/// Supplies where a task's stored Kazez chain stands, so that training continues it after a
/// restart; nil when the task was never trained.
public protocol ChainHistory: Sendable {
    func chain(of task: ListeningTask) async -> ChainState?
}

/// No chain memory (a run without a store): every task's chain starts afresh.
public struct FreshChains: ChainHistory {
    public init() {}
    public func chain(of task: ListeningTask) async -> ChainState? { nil }
}
