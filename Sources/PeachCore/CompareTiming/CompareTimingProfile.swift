import Foundation

/// Compare Timing per tempo band: timing at 45 BPM and at 180 BPM are different skills, so
/// each band has its own fit; within a band each pattern answered has its own too. Never
/// stored: rebuilt from the records, then kept current.
public struct CompareTimingProfile: Hashable, ProfilePart {
    public static let kinds = [RecordKind.timingComparison]
    /// Indexed by `TempoBand.rawValue`; nil for a band never trained.
    private var bands: [TimingBandTally?] = Array(repeating: nil, count: TempoBand.allCases.count)
    /// Indexed by band, then pattern (`index(band:pattern:)`); nil where none was answered.
    private var patterns: [TimingPatternTally?] = Array(repeating: nil, count: TempoBand.allCases.count * TimingPattern.allCases.count)

    public init() {}

    public init(calendar: Calendar) { self.init() }

    /// Answers counted into a band.
    public private(set) var count = 0

    /// Every answer added, in a band or not: training done, whatever its tempo.
    public private(set) var records = 0

    public var isEmpty: Bool { records == 0 }

    public mutating func add(_ record: TrainingRecord) {
        if let record = record.record as? TimingComparisonRecord { add(record) }
    }

    private static func index(_ band: TempoBand, _ pattern: TimingPattern) -> Int {
        band.rawValue * TimingPattern.allCases.count + pattern.rawValue
    }

    /// A record outside 40–200 BPM (the original app imports any positive tempo) belongs to
    /// no band and is left out: no band's threshold is made of another band's tempos. A
    /// record of no known pattern (imported) counts in its band only.
    public mutating func add(_ record: TimingComparisonRecord) {
        records += 1
        guard let band = record.tempo.band else { return }
        if bands[band.rawValue] == nil { bands[band.rawValue] = TimingBandTally(band: band) }
        bands[band.rawValue]!.add(record)
        if let pattern = record.pattern {
            let index = Self.index(band, pattern)
            if patterns[index] == nil { patterns[index] = TimingPatternTally(band: band, pattern: pattern) }
            patterns[index]!.add(record)
        }
        count += 1
    }

    public subscript(band: TempoBand) -> TimingBandTally? { bands[band.rawValue] }
    public subscript(band: TempoBand, pattern: TimingPattern) -> TimingPatternTally? { patterns[Self.index(band, pattern)] }

    /// Where a chain in `band` playing `pattern` resumes: the pattern's latest answer there,
    /// else the band's.
    public func latest(in band: TempoBand, pattern: TimingPattern) -> TimingComparisonRecord? {
        self[band, pattern]?.latest ?? self[band]?.latest
    }

    /// The trained bands, slowest first, each fitted: every band's fit and every pattern's
    /// (where a band has more than one, or answers of none) at once, then the trend's halves
    /// where the band's threshold is measured (a half has fewer answers and hardly ever a
    /// narrower interval, so elsewhere its fits would only say "no trend yet").
    public func summaries(estimator: TimingEstimator = .shared) -> [TimingBandSummary] {
        let trained = bands.compactMap { $0 }
        let answered = trained.map { band in TimingPattern.allCases.compactMap { self[band.band, $0] } }
        // A band of one pattern only: that pattern's fit is the band's.
        let separate = trained.indices.filter { band in
            answered[band].count > 1 || answered[band].first.map { $0.count < trained[band].count } ?? false
        }
        var fits = estimator.estimates(trained.map(\.answers) + separate.flatMap { answered[$0].map(\.answers) })
        let estimates = Array(fits.prefix(trained.count))
        fits.removeFirst(trained.count)
        let trending = trained.indices.filter { estimates[$0]?.threshold.isMeasured == true && trained[$0].trend.halves != nil }
        let halves = estimator.estimates(trending.flatMap { [trained[$0].trend.halves!.older, trained[$0].trend.halves!.newer] })
        return trained.indices.map { index in
            var trend: Trend?
            if let position = trending.firstIndex(of: index), let older = halves[2 * position], let newer = halves[2 * position + 1] {
                trend = TimingTrend.trend(older: older.threshold, newer: newer.threshold)
            }
            let patterns: [TimingBandSummary]
            if separate.contains(index) {
                patterns = answered[index].map { $0.summary(estimate: fits.removeFirst()) }
            } else {
                patterns = answered[index].map { $0.summary(estimate: estimates[index]) }
            }
            return trained[index].summary(estimate: estimates[index], trend: trend, patterns: patterns)
        }
    }
}

extension CompareTimingProfile {
    /// Every trained band fitted (`summaries`), for the views.
    public func section(range: NoteRange) -> any ProfileSection { CompareTimingSnapshot(bands: summaries()) }
}

extension TrainingHistory {
    public var compareTiming: CompareTimingProfile { part(CompareTimingProfile.self) }
}
