import Foundation

/// Chooses the next comparison. Stateless: everything it uses is passed in.
public protocol NextComparisonStrategy: Sendable {
    func nextComparison(
        profile: PerceptualProfile, settings: TrainingSettings, context: ComparisonContext,
        random: inout some RandomSource
    ) -> Comparison
}
