import Foundation

/// What a strategy knows when it chooses the next comparison.
public struct ComparisonContext: Sendable {
    /// Each task's chain, from this session's answers or the stored ones: the trial's task
    /// continues its own chain. A task without one starts with the bootstrap.
    public var chains: [ListeningTask: ChainState]
    /// The previous trial's reference note in this session; nil on the first trial.
    public var previousReferenceNote: MIDINote?
    /// Tasks whose chain starts again this session (`ChainRestart`): their next trial plays
    /// this difference.
    public var restarts: [ListeningTask: Cents]

    public init(
        chains: [ListeningTask: ChainState] = [:], previousReferenceNote: MIDINote? = nil, restarts: [ListeningTask: Cents] = [:]
    ) {
        self.chains = chains
        self.previousReferenceNote = previousReferenceNote
        self.restarts = restarts
    }
}
