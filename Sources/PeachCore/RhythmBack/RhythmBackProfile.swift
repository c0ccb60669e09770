import Foundation

/// Rhythm Back per level and tempo band: the calls played back (the rhythmic span's fit),
/// the taps' offsets at each place in the beat (rushing or dragging, and how they scatter),
/// the responses that were a fixed grid and those that kept their own time. Never stored:
/// rebuilt from the records, then kept current.
public struct RhythmBackProfile: ProfilePart, Hashable {
    public static let kinds = [RecordKind.rhythmCall]
    /// The span's fit: a stroke's kind its beat's figure, its flag off the beat, its place its beat.
    /// Its interval widened by 1.2 on a log scale: resampled alone, it held the span of
    /// simulated drummers in 87 % of runs after 60 calls, the model's error unseen (BENCHMARKS.md).
    public static let fit = CallSpanFit(kinds: RhythmLevel.allFigures.count, bounds: .rhythmCalls, widening: 1.2)

    public struct Key: Hashable, Sendable, Comparable {
        public var level: Int
        public var band: TempoBand

        public static func < (lhs: Key, rhs: Key) -> Bool { (lhs.level, lhs.band.rawValue) < (rhs.level, rhs.band.rawValue) }
    }

    public struct Tally: Hashable, Sendable {
        public var outcomes: [CallOutcome] = []
        // The offsets below are the pulse's: responses on their own grid say their tempo instead.
        public var calls = 0
        public var right = 0
        /// Responses that tapped a fixed grid (every beat, eighth, sixteenth, triplet).
        public var fixedGrids = 0
        /// Responses timed on their own grid (the pulse only in the count-in), and their tempo against the pulse's.
        public var ownGridTempoRatios: [Double] = []
        /// The paired taps' offsets (ms) at each place in the beat, call by call.
        public var places: [PlaceInBeat: TapOffsetTally] = [:]
        /// Every paired tap's offset, call by call.
        public var all = TapOffsetTally()
    }

    private var tallies: [Key: Tally] = [:]
    /// Each level's calls by training day (every tempo), for the span over time; and their offsets.
    private var days: [Int: [Date: [CallOutcome]]] = [:]
    private var dayOffsets: [Date: TapOffsetTally] = [:]
    private let calendar: Calendar
    /// The staircase's length where the last call of each level left it.
    public private(set) var nextLength: [Int: Int] = [:]
    public private(set) var records = 0

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    public mutating func add(_ record: TrainingRecord) {
        guard let record = record.as(RhythmCallRecord.self) else { return }
        add(record)
    }

    public mutating func add(_ record: RhythmCallRecord) {
        records += 1
        let judgement = record.judgement, level = record.call.level.number
        var staircase = LengthStaircase(.rhythmCalls, length: record.call.beats)
        staircase.answered(right: judgement.isRight)
        nextLength[level] = staircase.length
        let band = record.tempo.band ?? (record.tempo.bpm < 40 ? TempoBand.allCases.first! : TempoBand.allCases.last!)
        let key = Key(level: level, band: band), day = calendar.startOfDay(for: record.timestamp)
        var tally = tallies[key] ?? Tally()
        tally.calls += 1
        if judgement.isRight { tally.right += 1 }
        let outcome = record.outcome(judgement)
        tally.outcomes.append(outcome)
        days[level, default: [:]][day, default: []].append(outcome)
        if let own = judgement.ownGrid { tally.ownGridTempoRatios.append(own.tempoBPM / Double(record.tempo.bpm)) }
        if judgement.fixedGrid != nil { tally.fixedGrids += 1 }
        // A fixed grid's taps and a mash's land on strokes by chance: they say nothing of the timing.
        if judgement.isTimed, judgement.ownGrid == nil {
            // Timed against the pulse only: on the response's own grid (fitted to the same taps)
            // a steady lean is 0 by construction, and would water down the rushing and dragging.
            var byPlace: [PlaceInBeat: [Double]] = [:]
            for (tick, offset) in zip(record.call.strokes, judgement.offsetsMs) {
                if let offset { byPlace[PlaceInBeat(tick: tick), default: []].append(offset) }
            }
            for (place, offsets) in byPlace { tally.places[place, default: TapOffsetTally()].add(trialTapsMs: offsets) }
            let all = byPlace.values.flatMap { $0 }
            tally.all.add(trialTapsMs: all)
            dayOffsets[day, default: TapOffsetTally()].add(trialTapsMs: all)
        }
        tallies[key] = tally
    }

    public var isEmpty: Bool { records == 0 }

    public subscript(level: Int, band: TempoBand) -> Tally? { tallies[Key(level: level, band: band)] }

    /// Every level and band trained, lowest level first, slowest band first.
    public func summaries() -> [RhythmicSpanSummary] {
        tallies.keys.sorted().map { key in
            let tally = tallies[key]!
            let all = tally.all
            let ratios = tally.ownGridTempoRatios.sorted()
            return RhythmicSpanSummary(
                level: key.level, band: key.band, calls: tally.calls, right: tally.right, fixedGrids: tally.fixedGrids,
                estimate: Self.fit.estimate(tally.outcomes),
                offset: TapOffset(all), spread: GapSpread(pooling: [all.taps]), taps: all.taps.count,
                places: tally.places.keys.sorted().map { place in
                    let places = tally.places[place]!
                    return RhythmicSpanSummary.Place(place: place, taps: places.taps.count, offset: TapOffset(places), spread: GapSpread(pooling: [places.taps]))
                },
                ownGridCalls: ratios.count, medianOwnTempoRatio: ratios.isEmpty ? nil : ratios[ratios.count / 2])
        }
    }

    public func section(range: NoteRange) -> any ProfileSection {
        RhythmBackSection(spans: summaries(), dayOutcomes: days, dayOffsets: dayOffsets)
    }
}

/// Rhythm Back at one level and tempo band, as the profile shows it.
public struct RhythmicSpanSummary: Hashable, Sendable {
    public struct Place: Hashable, Sendable {
        public var place: PlaceInBeat
        public var taps: Int
        public var offset: TapOffset?
        public var spread: GapSpread?
    }

    public var level: Int
    public var band: TempoBand
    public var calls: Int
    public var right: Int
    public var fixedGrids: Int
    /// The rhythmic span, in beats.
    public var estimate: SpanEstimate?
    /// Every paired tap's offset: the mean (− rushing, + dragging) and the spread, with their intervals.
    public var offset: TapOffset?
    public var spread: GapSpread?
    public var taps: Int
    public var places: [Place]
    public var ownGridCalls: Int
    /// The responses' own tempo against the pulse's, their median (1 = kept the tempo).
    public var medianOwnTempoRatio: Double?
}

/// Rhythm Back's part of the profile for its views.
public struct RhythmBackSection: ProfileSection, Hashable {
    public var spans: [RhythmicSpanSummary]
    private var dayOutcomes: [Int: [Date: [CallOutcome]]]
    private var dayOffsets: [Date: TapOffsetTally]

    public init(spans: [RhythmicSpanSummary], dayOutcomes: [Int: [Date: [CallOutcome]]] = [:], dayOffsets: [Date: TapOffsetTally] = [:]) {
        self.spans = spans
        self.dayOutcomes = dayOutcomes
        self.dayOffsets = dayOffsets
    }

    /// Each level's span day by day (the report's chart): fitted at each call, as Chords' days are.
    public func spanDays() -> [Int: [SpanDay]] {
        dayOutcomes.mapValues { byDay in
            byDay.keys.sorted().compactMap { day in RhythmBackProfile.fit.estimate(byDay[day]!).map { SpanDay(day: day, estimate: $0) } }
        }
    }

    /// The taps' mean offset day by day, with its interval (days with two taps or more).
    public func offsetDays() -> [(day: Date, offset: TapOffset)] {
        dayOffsets.keys.sorted().compactMap { day in TapOffset(dayOffsets[day]!).map { (day, $0) } }
    }
}
