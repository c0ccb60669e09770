/// Compare Timing as every view shows it — the profile screen, the HTML report and the
/// profile for scripts — fitted once, so all three show the same numbers.
public struct CompareTimingSnapshot: Hashable, ProfileSection {
    /// The trained bands, slowest first.
    public var bands: [TimingBandSummary]

    public init(bands: [TimingBandSummary] = []) {
        self.bands = bands
    }

    /// A fit for each trained band, and from 20 answers on one for each half of its trend.
    public init(_ profile: CompareTimingProfile, estimator: TimingEstimator = .shared) {
        self.init(bands: profile.summaries(estimator: estimator))
    }
}

extension ProfileSnapshot {
    /// Compare Timing per tempo band.
    public var compareTiming: CompareTimingSnapshot {
        get { section(CompareTimingSnapshot.self) ?? CompareTimingSnapshot() }
        set { replace(newValue) }
    }
}
