import Foundation

/// What a strategy knows when it chooses the next comparison.
public struct ComparisonContext: Sendable {
    /// Each task's chain, from this session's answers or the stored ones: the trial's task
    /// continues its own chain. A task without one starts with the bootstrap.
    public var chains: [ListeningTask: ChainState]
    /// The previous trial's reference note in this session; nil on the first trial.
    public var previousReferenceNote: MIDINote?

    public init(chains: [ListeningTask: ChainState] = [:], previousReferenceNote: MIDINote? = nil) {
        self.chains = chains
        self.previousReferenceNote = previousReferenceNote
    }
}
