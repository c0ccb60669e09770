/// Compare Timing in one tempo band, as the profile shows it: the threshold (in ms and as a
/// share of a sixteenth) and the bias, each with its 95 % interval and each a measurement
/// only when its interval is narrow enough (`TimingEstimate` says when), and the trend;
/// then the same for each pattern answered in the band (`patterns`), without a trend.
public struct TimingBandSummary: Hashable, Sendable {
    public var band: TempoBand
    /// Nil for the band's summary, which pools its patterns (and answers imported without one).
    public var pattern: TimingPattern?
    /// The band's patterns with answers, in the catalog's order; empty in a pattern's own summary.
    public var patterns: [TimingBandSummary]
    public var answers: Int
    /// The tempo half of the band's answers were given at or below.
    public var medianTempo: Tempo
    /// Nil only without answers.
    public var estimate: TimingEstimate?
    public var trend: Trend?

    public init(
        band: TempoBand, answers: Int, medianTempo: Tempo, estimate: TimingEstimate?, trend: Trend?, pattern: TimingPattern? = nil,
        patterns: [TimingBandSummary] = []
    ) {
        self.band = band
        self.pattern = pattern
        self.patterns = patterns
        self.answers = answers
        self.medianTempo = medianTempo
        self.estimate = estimate
        self.trend = trend
    }

    /// Whether the patterns say more than the band: more than one answered, or one beside
    /// answers of no known pattern.
    public var showsPatterns: Bool { patterns.count > 1 || patterns.first.map { $0.answers < answers } ?? false }

    /// The largest offset a trial plays: half a sixteenth at the band's median tempo.
    public var largestOffsetMs: Double { TimingChain.easiestShare * medianTempo.sixteenthMs }

    /// A narrow interval is a measurement only where answers were given: one reaching past
    /// the largest offset ever played (a listener who cannot tell even that) is the fit's
    /// shape extrapolated, and says only "above …".
    public var isThresholdMeasured: Bool {
        guard let threshold = estimate?.threshold, estimate?.allAnswered == nil else { return false }
        return threshold.isMeasured && threshold.high <= largestOffsetMs
    }

    /// How much a rough threshold says, as pitch's rule says it: the answers bound it from
    /// below only above the smallest offset a trial plays (no answer was given under it, so
    /// right answers all the way down leave "below …"), and from above only under the
    /// largest, half a sixteenth at the band's median tempo. Nil once measured or without answers.
    public var thresholdRoughness: ThresholdEstimate.Roughness? {
        guard let threshold = estimate?.threshold, !isThresholdMeasured, estimate?.allAnswered == nil else { return nil }
        return threshold.roughness(lowestBound: TimingChain.hardestMs, highestBound: largestOffsetMs)
    }
    /// What a threshold "above …" says, in ms: at most the largest offset played.
    public var aboveMs: Double? { estimate.map { $0.threshold.aboveBound(highestBound: largestOffsetMs) } }
    public var isBiasMeasured: Bool { estimate?.isBiasMeasured ?? false }

    /// The threshold and its interval as shares of a sixteenth (0.066 is 6.6 %). The fit
    /// pools the band's answers in ms, whatever their tempo, so one tempo converts it: the
    /// band's median one, the tempo most of its answers were given near. A band spans at
    /// most 4:3 in tempo (120–159 BPM), so a share at its edges differs by less than that
    /// from this one; a share per answer would need a fit of its own on another scale.
    public var thresholdShare: (value: Double, low: Double, high: Double)? {
        guard let threshold = estimate?.threshold else { return nil }
        return (medianTempo.shareOfSixteenth(threshold.threshold), medianTempo.shareOfSixteenth(threshold.low),
                medianTempo.shareOfSixteenth(threshold.high))
    }
}
