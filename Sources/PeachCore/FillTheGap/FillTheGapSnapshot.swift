/// Fill the Gap as every view shows it — the profile screen, the HTML report and the profile
/// for scripts — computed once, so all three show the same numbers.
public struct FillTheGapSnapshot: Hashable, ProfileSection {
    /// The trained bands, slowest first.
    public var bands: [GapBandSummary]

    public init(bands: [GapBandSummary] = []) {
        self.bands = bands
    }
}

extension ProfileSnapshot {
    /// Fill the Gap per tempo band.
    public var fillTheGap: FillTheGapSnapshot {
        get { section(FillTheGapSnapshot.self) ?? FillTheGapSnapshot() }
        set { replace(newValue) }
    }
}
