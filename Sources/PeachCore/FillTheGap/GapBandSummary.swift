/// Fill the Gap in one tempo band, as the profile shows it: where each gap position is
/// tapped and how steadily, with 95 % intervals, the band's spread over every position,
/// its trend and its days.
public struct GapBandSummary: Hashable, Sendable {
    public var band: TempoBand
    public var trials: Int
    public var importedTrials: Int
    /// Taps on sounding steps in the band, and the trials whose taps were mostly such (left
    /// out of the means and the spread).
    public var extraTaps: Int
    public var mostlyExtraTrials: Int
    /// The tempo half of the band's trials were played at or below.
    public var medianTempo: Tempo
    /// Beat, e, and, a.
    public var positions: [GapPositionSummary]
    /// The positions' spreads pooled (each around its own mean): one number for consistency.
    public var spread: GapSpread?
    /// Of the spread: the newer half of the taps against the older half.
    public var trend: Trend?
    public var days: [GapDay]

    public init(
        band: TempoBand, trials: Int, importedTrials: Int, extraTaps: Int = 0, mostlyExtraTrials: Int = 0, medianTempo: Tempo, positions: [GapPositionSummary], spread: GapSpread?,
        trend: Trend?, days: [GapDay]
    ) {
        self.band = band
        self.trials = trials
        self.importedTrials = importedTrials
        self.extraTaps = extraTaps
        self.mostlyExtraTrials = mostlyExtraTrials
        self.medianTempo = medianTempo
        self.positions = positions
        self.spread = spread
        self.trend = trend
        self.days = days
    }

    public var taps: Int { positions.reduce(0) { $0 + $1.taps } }

    public subscript(position: StepPosition) -> GapPositionSummary { positions[position.rawValue] }
}
