/// One tempo band's Compare Timing answers, as the fit needs them: counted by offset (the
/// whole history, and its older and newer halves for the trend) and by tempo.
public struct TimingBandTally: Hashable, Sendable {
    public let band: TempoBand
    public private(set) var answers = TimingAnswers()
    public private(set) var trend = TimingTrend()
    public private(set) var tempos: TempoTally

    public init(band: TempoBand) {
        self.band = band
        tempos = TempoTally(band: band)
    }

    public var count: Int { trend.count }
    /// The band's latest answer: where a new session's chain at a tempo of this band resumes.
    /// The last one added: the rebuild adds the stored records oldest first, then each answer
    /// comes as it is given (so a record dated in the future by a wrong clock does not stick).
    public private(set) var latest: TimingComparisonRecord?

    /// `record`'s tempo must lie in the band.
    public mutating func add(_ record: TimingComparisonRecord) {
        latest = record
        answers.add(record)
        trend.add(record)
        tempos.add(record.tempo)
    }

    /// The band fitted: three fits (all answers, each half), one after another.
    public func summary(estimator: TimingEstimator = .shared) -> TimingBandSummary {
        summary(estimate: estimator.estimate(answers), trend: trend.trend(estimator: estimator))
    }

    /// The band with its fits made elsewhere (`CompareTimingProfile` makes every band's at once).
    public func summary(estimate: TimingEstimate?, trend: Trend?, patterns: [TimingBandSummary] = []) -> TimingBandSummary {
        TimingBandSummary(
            band: band, answers: count, medianTempo: tempos.median ?? Tempo(bpm: band.range.lowerBound), estimate: estimate, trend: trend,
            patterns: patterns)
    }
}
