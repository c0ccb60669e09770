/// The rhythm profile as every view shows it — the profile screen, the HTML report and
/// the profile for scripts — fitted once, so all three show the same numbers.
public struct RhythmSnapshot: Hashable, ProfileSection {
    /// The trained bands, slowest first.
    public var compareTiming: [TimingBandSummary]
    public var fillTheGap: [GapBandSummary]

    public init(compareTiming: [TimingBandSummary] = [], fillTheGap: [GapBandSummary] = []) {
        self.compareTiming = compareTiming
        self.fillTheGap = fillTheGap
    }

    /// Every fit: a Compare Timing fit for each trained band, and from 20 answers on one for
    /// each half of its trend; Fill the Gap's numbers are arithmetic.
    public init(_ profile: RhythmProfile, estimator: TimingEstimator = .shared) {
        self.init(compareTiming: profile.compareTiming.summaries(estimator: estimator), fillTheGap: profile.fillTheGap.summaries())
    }

    public var isEmpty: Bool { compareTiming.isEmpty && fillTheGap.isEmpty }
}

extension RhythmProfile {
    public func section(range: NoteRange) -> any ProfileSection { RhythmSnapshot(self) }
}

extension ProfileSnapshot {
    /// Compare Timing and Fill the Gap per tempo band.
    public var rhythm: RhythmSnapshot {
        get { section(RhythmSnapshot.self) ?? RhythmSnapshot() }
        set { replace(newValue) }
    }
}
