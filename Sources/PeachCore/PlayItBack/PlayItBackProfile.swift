import Foundation

/// Play It Back per scale, rhythm and tempo band: the phrases right and played by length (the span's
/// fit), and the echo's timing (the spread of its notes around the echo's own grid, and its
/// beat against the phrase's). Never stored: rebuilt from the records, then kept current.
public struct PlayItBackProfile: ProfilePart, Hashable {
    public static let kinds = [RecordKind.phrase]

    public struct Key: Hashable, Sendable, Comparable {
        public var style: PhraseStyle
        public var band: TempoBand

        public static func < (lhs: Key, rhs: Key) -> Bool { lhs.style != rhs.style ? lhs.style < rhs.style : lhs.band.rawValue < rhs.band.rawValue }
    }

    /// What one scale and rhythm at one tempo band has gathered.
    public struct Tally: Hashable, Sendable {
        public var lengths = LengthTally()
        /// The timed right phrases' note offsets: squares around each phrase's own mean, and
        /// degrees of freedom, two a phrase spent on its grid (its beat and its start).
        public var offsetSquares = 0.0
        public var offsetDegrees = 0
        public var offsetNotes = 0
        /// The echo's beat ÷ the phrase's, one a timed right phrase.
        public var tempoRatios: [Double] = []
        /// Phrases played again before their echo (and of those, right): out of the span.
        public var heardAgain = 0
        public var rightHeardAgain = 0
    }

    private var tallies: [Key: Tally] = [:]
    /// Each scale and rhythm's phrases by training day (every tempo), for the span over time.
    private var days: [PhraseStyle: [Date: LengthTally]] = [:]
    private let calendar: Calendar
    /// The staircase's length where the last phrase of each scale and rhythm left it.
    public private(set) var nextLength: [PhraseStyle: Int] = [:]
    public private(set) var records = 0

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    public mutating func add(_ record: TrainingRecord) {
        guard let record = record.as(PhraseRecord.self) else { return }
        add(record)
    }

    public mutating func add(_ record: PhraseRecord) {
        records += 1
        let judgement = record.judgement
        // A phrase heard again leaves the length where it was, and stays out of the span.
        var staircase = LengthStaircase(.phrases, length: record.phrase.length)
        if record.countsForSpan { staircase.answered(right: judgement.isRight) }
        nextLength[record.phrase.style] = staircase.length
        // A tempo outside 40–200 BPM belongs to no band: the slowest or fastest serves.
        let band = record.phrase.tempo.band ?? (record.phrase.tempo.bpm < 40 ? TempoBand.allCases.first! : TempoBand.allCases.last!)
        let key = Key(style: record.phrase.style, band: band)
        var tally = tallies[key] ?? Tally()
        if record.countsForSpan {
            tally.lengths.add(length: record.phrase.length, right: judgement.isRight)
        } else {
            tally.heardAgain += 1
            if judgement.isRight { tally.rightHeardAgain += 1 }
        }
        // Timing from right phrases only: mashed keys, or wrong notes evenly spaced, are no
        // echo of the phrase's rhythm, and would make the spread the mashing's.
        let offsets = judgement.isRight ? judgement.offsetsMs : []
        if offsets.count >= EchoJudgement.fewestTimed {
            tally.offsetSquares += Welford(offsets).m2
            tally.offsetDegrees += offsets.count - 2
            tally.offsetNotes += offsets.count
        }
        if judgement.isRight, let beat = judgement.echoBeatMs { tally.tempoRatios.append(beat / (60_000 / Double(record.phrase.tempo.bpm))) }
        tallies[key] = tally
        if record.countsForSpan {
            days[record.phrase.style, default: [:]][calendar.startOfDay(for: record.timestamp), default: LengthTally()]
                .add(length: record.phrase.length, right: judgement.isRight)
        }
    }

    public var isEmpty: Bool { records == 0 }

    public subscript(style: PhraseStyle, band: TempoBand) -> Tally? { tallies[Key(style: style, band: band)] }

    /// Every scale, rhythm and band trained, in the scales' order, quarters first, slowest band first.
    public func summaries() -> [SpanSummary] {
        tallies.keys.sorted().map { key in
            let tally = tallies[key]!
            let ratios = tally.tempoRatios.sorted()
            return SpanSummary(
                style: key.style, band: key.band, phrases: tally.lengths.calls + tally.heardAgain,
                right: tally.lengths.lengths.values.reduce(0) { $0 + $1.right } + tally.rightHeardAgain, heardAgain: tally.heardAgain,
                estimate: SpanEstimate(tally.lengths, shortestPossible: LengthStaircase.Bounds.phrases.shortest),
                spread: GapSpread(sumOfSquares: tally.offsetSquares, degreesOfFreedom: tally.offsetDegrees, taps: tally.offsetNotes), tempoRatio: ratios.isEmpty ? nil : ratios[ratios.count / 2])
        }
    }

    /// Each scale and rhythm's span day by day, fitted to that day's phrases alone (each day's
    /// interval is its own: a day of few phrases is rough, as it should be).
    public func spanDays() -> [PhraseStyle: [SpanDay]] {
        days.mapValues { byDay in
            byDay.keys.sorted().compactMap { day in SpanEstimate(byDay[day]!, shortestPossible: LengthStaircase.Bounds.phrases.shortest).map { SpanDay(day: day, estimate: $0) } }
        }
    }

    public func section(range: NoteRange) -> any ProfileSection { PlayItBackSection(spans: summaries(), days: spanDays()) }
}

/// Play It Back in one scale, rhythm and tempo band, as the profile shows it.
public struct SpanSummary: Hashable, Sendable {
    public var style: PhraseStyle
    public var band: TempoBand
    /// Every phrase, and every right one, those heard again included.
    public var phrases: Int
    public var right: Int
    /// Phrases played again before their echo: not in the span.
    public var heardAgain: Int
    public var estimate: SpanEstimate?
    /// How far the echo's notes lie from its own grid (SD, ms); nil without two notes in place.
    public var spread: GapSpread?
    /// The echo's beat ÷ the phrase's, the median over phrases: above 1, played back slower.
    public var tempoRatio: Double?
}


/// Play It Back's part of the profile for its views.
public struct PlayItBackSection: ProfileSection, Hashable {
    public var spans: [SpanSummary]
    /// Each scale and rhythm's span by training day.
    public var days: [PhraseStyle: [SpanDay]]

    public init(spans: [SpanSummary], days: [PhraseStyle: [SpanDay]] = [:]) {
        self.spans = spans
        self.days = days
    }
}

extension TrainingHistory {
    public var playItBack: PlayItBackProfile { part(PlayItBackProfile.self) }
}
