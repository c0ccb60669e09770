import Foundation

/// What a strategy knows when it chooses the next comparison.
public struct ComparisonContext: Sendable {
    /// The last answered comparison of the same discipline, this session or stored: the
    /// chain continues from it. Nil starts the chain with the bootstrap.
    public var chainPredecessor: CompletedComparison?
    /// The previous trial's reference note in this session; nil on the first trial.
    public var previousReferenceNote: MIDINote?

    public init(chainPredecessor: CompletedComparison? = nil, previousReferenceNote: MIDINote? = nil) {
        self.chainPredecessor = chainPredecessor
        self.previousReferenceNote = previousReferenceNote
    }
}

/// Chooses the next comparison. Stateless: everything it uses is passed in.
public protocol NextComparisonStrategy: Sendable {
    func nextComparison(
        profile: PerceptualProfile, settings: TrainingSettings, context: ComparisonContext,
        random: inout some RandomSource
    ) -> Comparison
}

/// Chooses the next match's reference note and starting offset.
public protocol NextPitchMatchingStrategy: Sendable {
    func nextChallenge(
        profile: PerceptualProfile, settings: TrainingSettings, previousReferenceNote: MIDINote?,
        random: inout some RandomSource
    ) -> PitchMatchingChallenge
}
