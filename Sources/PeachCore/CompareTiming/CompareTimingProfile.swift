/// Compare Timing per tempo band: timing at 45 BPM and at 180 BPM are different skills, so
/// each band has its own fit. Never stored: rebuilt from the records, then kept current.
public struct CompareTimingProfile: Hashable, Sendable {
    /// Indexed by `TempoBand.rawValue`; nil for a band never trained.
    private var bands: [TimingBandTally?] = Array(repeating: nil, count: TempoBand.allCases.count)

    public init() {}

    /// Answers counted into a band.
    public private(set) var count = 0

    /// A record outside 40–200 BPM (the original app imports any positive tempo) belongs to
    /// no band and is left out: no band's threshold is made of another band's tempos.
    public mutating func add(_ record: TimingComparisonRecord) {
        guard let band = record.tempo.band else { return }
        if bands[band.rawValue] == nil { bands[band.rawValue] = TimingBandTally(band: band) }
        bands[band.rawValue]!.add(record)
        count += 1
    }

    public subscript(band: TempoBand) -> TimingBandTally? { bands[band.rawValue] }

    /// The trained bands, slowest first, each fitted: every band's fit at once, then the
    /// trend's halves where the band's threshold is measured (a half has fewer answers and
    /// hardly ever a narrower interval, so elsewhere its fits would only say "no trend yet").
    public func summaries(estimator: TimingEstimator = .shared) -> [TimingBandSummary] {
        let trained = bands.compactMap { $0 }
        let estimates = estimator.estimates(trained.map(\.answers))
        let trending = trained.indices.filter { estimates[$0]?.threshold.isMeasured == true && trained[$0].trend.halves != nil }
        let halves = estimator.estimates(trending.flatMap { [trained[$0].trend.halves!.older, trained[$0].trend.halves!.newer] })
        return trained.indices.map { index in
            var trend: Trend?
            if let position = trending.firstIndex(of: index), let older = halves[2 * position], let newer = halves[2 * position + 1] {
                trend = TimingTrend.trend(older: older.threshold, newer: newer.threshold)
            }
            return trained[index].summary(estimate: estimates[index], trend: trend)
        }
    }
}
