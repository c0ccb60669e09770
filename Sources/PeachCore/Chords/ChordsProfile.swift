import Foundation

/// Chords per vocabulary level and tempo band: the progressions played back (the span's fit),
/// each chord quality's right and wrong with what it was taken for, how together the hands
/// are (the spread of a right chord's notes). Never stored: rebuilt from the records, then
/// kept current.
public struct ChordsProfile: ProfilePart, Hashable {
    public static let kinds = [RecordKind.progression]

    public struct Key: Hashable, Sendable, Comparable {
        public var level: Int
        public var band: TempoBand

        public static func < (lhs: Key, rhs: Key) -> Bool { (lhs.level, lhs.band.rawValue) < (rhs.level, rhs.band.rawValue) }
    }

    public struct Tally: Hashable, Sendable {
        /// Heard once: what the span is fitted to.
        public var outcomes: [ProgressionOutcome] = []
        public var progressions = 0
        public var right = 0
        public var heardAgain = 0
        /// Each right chord's notes' spread, in ms.
        public var spreadsMs: [Double] = []
    }

    private var tallies: [Key: Tally] = [:]
    private var qualities: [ChordQuality: [Bool: ChordQualityTally]] = [:]
    /// Each level's progressions by training day (every tempo), for the span over time.
    private var days: [Int: [Date: [ProgressionOutcome]]] = [:]
    private let calendar: Calendar
    /// The staircase's length where the last progression of each level left it.
    public private(set) var nextLength: [Int: Int] = [:]
    public private(set) var records = 0

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    public mutating func add(_ record: TrainingRecord) {
        guard let record = record.as(ProgressionRecord.self) else { return }
        add(record)
    }

    public mutating func add(_ record: ProgressionRecord) {
        records += 1
        let judgement = record.judgement, level = record.progression.vocabulary.level
        var staircase = LengthStaircase(.progressions, length: record.progression.length)
        if record.countsForSpan { staircase.answered(right: judgement.isRight) }
        nextLength[level] = staircase.length
        let band = record.tempo.band ?? (record.tempo.bpm < 40 ? TempoBand.allCases.first! : TempoBand.allCases.last!)
        var tally = tallies[Key(level: level, band: band)] ?? Tally()
        tally.progressions += 1
        if judgement.isRight { tally.right += 1 }
        if !record.countsForSpan {
            tally.heardAgain += 1
        } else if let outcome = record.outcome {
            tally.outcomes.append(outcome)
            days[level, default: [:]][calendar.startOfDay(for: record.timestamp), default: []].append(outcome)
            // Heard once, as the span: what each quality was taken for.
            for (chord, verdict) in zip(record.progression.chords, judgement.verdicts) {
                let inverted = chord.inversion > 0
                var quality = qualities[chord.quality]?[inverted] ?? ChordQualityTally(quality: chord.quality, inverted: inverted)
                quality.add(verdict)
                qualities[chord.quality, default: [:]][inverted] = quality
            }
        }
        tally.spreadsMs += record.rightChordSpreadsMs(judgement)
        tallies[Key(level: level, band: band)] = tally
    }

    public var isEmpty: Bool { records == 0 }

    public subscript(level: Int, band: TempoBand) -> Tally? { tallies[Key(level: level, band: band)] }

    /// Every level and band trained, lowest level first, slowest band first.
    public func summaries() -> [HarmonicSpanSummary] {
        tallies.keys.sorted().map { key in
            let tally = tallies[key]!
            let spreads = tally.spreadsMs.sorted()
            return HarmonicSpanSummary(
                level: key.level, band: key.band, progressions: tally.progressions, right: tally.right, heardAgain: tally.heardAgain,
                estimate: HarmonicSpanFit.estimate(tally.outcomes), rightChords: spreads.count,
                medianSpreadMs: spreads.isEmpty ? nil : spreads[spreads.count / 2])
        }
    }

    /// Every quality played, in the vocabulary's order, root position before inverted.
    public func qualityTallies() -> [ChordQualityTally] {
        qualities.keys.sorted { $0.rawValue < $1.rawValue }.flatMap { quality in
            qualities[quality]!.keys.sorted { !$0 && $1 }.map { qualities[quality]![$0]! }
        }
    }

    /// Each level's span day by day, fitted to that day's progressions alone.
    public func spanDays() -> [Int: [SpanDay]] { ChordsSection.spanDays(days) }

    public func section(range: NoteRange) -> any ProfileSection {
        ChordsSection(spans: summaries(), qualities: qualityTallies(), dayOutcomes: days)
    }
}

/// Chords at one level and tempo band, as the profile shows it.
public struct HarmonicSpanSummary: Hashable, Sendable {
    public var level: Int
    public var band: TempoBand
    /// Every progression, and every right one, those heard again included.
    public var progressions: Int
    public var right: Int
    public var heardAgain: Int
    public var estimate: SpanEstimate?
    /// The right chords, and the median spread of their notes (how together the hands are), in ms.
    public var rightChords: Int
    public var medianSpreadMs: Double?
}

/// Chords' part of the profile for its views.
public struct ChordsSection: ProfileSection, Hashable {
    public var spans: [HarmonicSpanSummary]
    public var qualities: [ChordQualityTally]
    /// Each level's progressions by training day, fitted only when the days are asked for:
    /// a day's fit is 200 resamples, and a year of days takes seconds that the profile
    /// screen and the profile for scripts, which do not show them, should not wait for.
    private var dayOutcomes: [Int: [Date: [ProgressionOutcome]]]

    public init(spans: [HarmonicSpanSummary], qualities: [ChordQualityTally], dayOutcomes: [Int: [Date: [ProgressionOutcome]]] = [:]) {
        self.spans = spans
        self.qualities = qualities
        self.dayOutcomes = dayOutcomes
    }

    /// Each level's span day by day (the report's chart): fitted at each call.
    public func spanDays() -> [Int: [SpanDay]] { Self.spanDays(dayOutcomes) }

    static func spanDays(_ outcomes: [Int: [Date: [ProgressionOutcome]]]) -> [Int: [SpanDay]] {
        outcomes.mapValues { byDay in
            byDay.keys.sorted().compactMap { day in HarmonicSpanFit.estimate(byDay[day]!).map { SpanDay(day: day, estimate: $0) } }
        }
    }
}
