/// One pattern's Compare Timing answers within a tempo band: the patterns are heard
/// differently (a note between two others, or alone after a rest), so each has its own fit
/// beside the band's, which pools them.
public struct TimingPatternTally: Hashable, Sendable {
    public let band: TempoBand
    public let pattern: TimingPattern
    public private(set) var answers = TimingAnswers()
    public private(set) var count = 0
    public private(set) var tempos: TempoTally
    /// Where a chain of this pattern resumes (the last one added, as the band's).
    public private(set) var latest: TimingComparisonRecord?

    public init(band: TempoBand, pattern: TimingPattern) {
        self.band = band
        self.pattern = pattern
        tempos = TempoTally(band: band)
    }

    /// `record` must be of the pattern, its tempo in the band.
    public mutating func add(_ record: TimingComparisonRecord) {
        latest = record
        answers.add(record)
        tempos.add(record.tempo)
        count += 1
    }

    /// The pattern fitted elsewhere (`CompareTimingProfile` makes every fit at once).
    public func summary(estimate: TimingEstimate?) -> TimingBandSummary {
        TimingBandSummary(
            band: band, answers: count, medianTempo: tempos.median ?? Tempo(bpm: band.range.lowerBound), estimate: estimate, trend: nil,
            pattern: pattern)
    }
}
