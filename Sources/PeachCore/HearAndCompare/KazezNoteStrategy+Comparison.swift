import Foundation

/// Hear & Compare's comparisons from the original Peach's strategy: the note as for every
/// pitch discipline, the difference from the task's Kazez chain (the threshold estimate
/// where the session starts the chain again, `ChainRestart`; bootstrapped from the profile
/// when the task has none), a random sign, and vary loudness.
extension KazezNoteStrategy: NextComparisonStrategy {
    public func nextComparison(
        profile: PerceptualProfile, settings: TrainingSettings, context: ComparisonContext,
        random: inout some RandomSource
    ) -> Comparison {
        let (interval, reference) = drawIntervalAndNote(
            profile: profile, settings: settings, previous: context.previousReferenceNote, random: &random)

        let magnitude: Cents
        if let chain = context.chains[interval] {
            magnitude = chain.nextDifference(KazezChain(settings: settings))
        } else if let restart = context.restarts[interval] {
            magnitude = restart
        } else {
            magnitude = DifficultyBootstrap.difficulty(for: reference, profile: profile, range: settings.noteRange)
        }
        let signed = random.coinFlip() ? magnitude : -magnitude

        let span = Self.loudnessSpanDecibels * settings.varyLoudness
        let gain = span > 0 ? random.uniform(in: -span...span) : 0

        return Comparison(
            referenceNote: reference, interval: interval, tuningSystem: settings.tuningSystem,
            centOffset: signed, targetGainDecibels: gain)
    }
}
