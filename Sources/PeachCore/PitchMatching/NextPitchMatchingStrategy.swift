import Foundation

/// Chooses the next match's reference note and starting offset.
public protocol NextPitchMatchingStrategy: Sendable {
    func nextChallenge(
        profile: PerceptualProfile, settings: TrainingSettings, previousReferenceNote: MIDINote?,
        random: inout some RandomSource
    ) -> PitchMatchingChallenge
}
