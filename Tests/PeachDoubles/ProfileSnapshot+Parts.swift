import Foundation
import PeachCore

extension ProfileSnapshot {
    /// A snapshot of Peach's sections made from the parts' contents directly, with the
    /// estimators a test chooses.
    public init(
        thresholds: ThresholdProfile, profile: PerceptualProfile, matching: MatchingProfile, rhythm: RhythmProfile = RhythmProfile(),
        range: NoteRange, estimator: ThresholdEstimator = .shared, timingEstimator: TimingEstimator = .shared,
        sung: (held: MatchingStatistics, firstAttempts: MatchingStatistics) = (MatchingStatistics(), MatchingStatistics())
    ) {
        self.init(range: range, sections: [
            ComparisonSection(thresholds: thresholds, profile: profile, range: range, estimator: estimator),
            MatchingSection(matching),
            RhythmSnapshot(rhythm, estimator: timingEstimator),
            SungMatchingSection(held: sung.held, firstAttempts: sung.firstAttempts),
        ])
    }
}
