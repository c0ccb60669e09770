import Foundation
import PeachCore

extension ProfileSnapshot {
    /// A snapshot of Peach's sections made from the parts' contents directly, with the
    /// estimators a test chooses.
    public init(
        thresholds: ThresholdProfile, profile: PerceptualProfile, matching: MatchingProfile,
        compareTiming: CompareTimingProfile = CompareTimingProfile(), fillTheGap: FillTheGapProfile = FillTheGapProfile(),
        range: NoteRange, estimator: ThresholdEstimator = .shared, timingEstimator: TimingEstimator = .shared,
        sung: (held: MatchingStatistics, firstAttempts: MatchingStatistics) = (MatchingStatistics(), MatchingStatistics())
    ) {
        self.init(range: range, sections: [
            ComparisonSection(thresholds: thresholds, profile: profile, range: range, estimator: estimator),
            MatchingSection(matching),
            CompareTimingSnapshot(compareTiming, estimator: timingEstimator),
            FillTheGapSnapshot(bands: fillTheGap.summaries()),
            SungMatchingSection(held: sung.held, firstAttempts: sung.firstAttempts),
        ])
    }
}
