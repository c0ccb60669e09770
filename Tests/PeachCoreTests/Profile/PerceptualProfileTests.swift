import Foundation
import Testing
@testable import PeachCore

@Suite("Perceptual profile")
struct PerceptualProfileTests {
    @Test("Welford matches the two-pass mean and sample SD")
    func welford() {
        let values = [3.0, 7.5, 1.25, 9, 4.4, 6.1]
        let w = Welford(values)
        let mean = values.reduce(0, +) / 6
        let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 5
        #expect(w.count == 6)
        #expect(abs(w.mean - mean) < 1e-12)
        #expect(abs(w.variance! - variance) < 1e-12)
        #expect(Welford([5]).standardDeviation == nil)
    }

    @Test("per note: count, mean and SD of |difference|, correct count")
    func perNote() {
        var profile = PerceptualProfile()
        for record in records(note: 60, cents: [10, -20]) + records(note: 60, cents: [30], correct: false) { profile.add(record) }
        let note = profile[MIDINote(60)]
        #expect(note.count == 3 && note.correctCount == 2)
        #expect(note.mean == 20)
        #expect(note.standardDeviation == 10)
        #expect(!profile[MIDINote(61)].isTrained && profile[MIDINote(61)].mean == nil)
        #expect(profile.totalCount == 3)
    }

    @Test("comparisons are filed under the reference note")
    func referenceNote() {
        let profile = PerceptualProfile(records: records(note: 60, cents: [5], target: 67))
        #expect(profile[MIDINote(60)].count == 1 && profile[MIDINote(67)].count == 0)
    }

    @Test("overall mean and SD are over the per-note means of trained notes in the range")
    func summary() {
        let profile = PerceptualProfile(records: records(note: 40, cents: [10, 30]) + records(note: 50, cents: [40]) + records(note: 100, cents: [90]))
        let summary = profile.summary(in: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        #expect(summary.trainedNotes == 2)
        #expect(summary.mean == 30)
        #expect(abs(summary.standardDeviation! - 200.0.squareRoot()) < 1e-12)
        #expect(PerceptualProfile().summary(in: NoteRange(lowest: MIDINote(36), highest: MIDINote(84))).mean == nil)
    }

    @Test("a rebuild from records equals the incremental updates, with every statistic")
    func rebuildEqualsIncremental() {
        var random = SeededRandom(seed: 99)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let history = (0..<5000).map { index in
            ComparisonRecord(
                referenceNote: MIDINote(random.integer(in: 21...108)), targetNote: MIDINote(60),
                centOffset: Cents(random.uniform(in: -100...100)), isCorrect: random.coinFlip(),
                interval: .unison, tuningSystem: .equalTemperament,
                timestamp: start.addingTimeInterval(Double(index) * 977))
        }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        var profile = PerceptualProfile(), trend = TrendAnalyzer(), timeline = ThresholdTimeline(calendar: utc)
        for record in history {
            profile.add(record)
            trend.add(record)
            timeline.add(record)
            _ = profile.weakSpots(in: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        }
        #expect(profile == PerceptualProfile(records: history))
        #expect(trend == TrendAnalyzer(records: history))
        #expect(timeline.days == ThresholdTimeline(records: history, calendar: utc).days)
    }
}

@Suite("Trend")
struct TrendTests {
    func trend(older: Double, newer: Double, count: Int = 20) -> Trend? {
        TrendAnalyzer(records: records(note: 60, cents: Array(repeating: older, count: count / 2) + Array(repeating: newer, count: count - count / 2))).trend
    }

    @Test("nothing before 20 answers")
    func needsTwenty() {
        #expect(trend(older: 50, newer: 5, count: 19) == nil)
        #expect(trend(older: 50, newer: 5, count: 20) == .improving)
    }

    @Test("more than 5 % lower improves, more than 5 % higher declines, else stable")
    func boundaries() {
        #expect(trend(older: 10, newer: 9.49) == .improving)
        #expect(trend(older: 10, newer: 9.5) == .stable)
        #expect(trend(older: 10, newer: 10.5) == .stable)
        #expect(trend(older: 10, newer: 10.51) == .declining)
    }

    @Test("halves are by count; signs do not matter")
    func halves() {
        // 21 answers: the older half is the first 10.
        let history = records(note: 60, cents: Array(repeating: -20, count: 10) + Array(repeating: 10, count: 11))
        #expect(TrendAnalyzer(records: history).trend == .improving)
        #expect(TrendAnalyzer(records: history).count == 21)
    }
}

@Suite("Threshold timeline")
struct ThresholdTimelineTests {
    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    func record(day: Int, hour: Int, cents: Double, correct: Bool = true) -> ComparisonRecord {
        ComparisonRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), centOffset: Cents(cents), isCorrect: correct,
            interval: .unison, tuningSystem: .equalTemperament,
            timestamp: Date(timeIntervalSince1970: Double(day * 86400 + hour * 3600)))
    }

    @Test("answers group by calendar day with mean |difference| and counts")
    func perDay() {
        let timeline = ThresholdTimeline(records: [
            record(day: 0, hour: 9, cents: 10), record(day: 0, hour: 23, cents: -20, correct: false),
            record(day: 2, hour: 0, cents: 6),
        ], calendar: utc)
        let days = timeline.days
        #expect(days.count == 2)
        #expect(days[0].count == 2 && days[0].correctCount == 1 && days[0].mean == 15)
        #expect(days[1].day == Date(timeIntervalSince1970: 2 * 86400))
        #expect(days[1].rollingMean == 10.5)
        #expect(abs(days[1].rollingStandardDeviation! - 40.5.squareRoot()) < 1e-12)
    }

    @Test("the rolling band covers the last 20 training days")
    func rollingWindow() {
        let history = (0..<30).map { record(day: $0 * 2, hour: 12, cents: Double($0)) }
        let days = ThresholdTimeline(records: history, calendar: utc).days
        #expect(days.count == 30)
        // Day index 29: window holds means 10…29.
        #expect(days[29].rollingMean == (10...29).map(Double.init).reduce(0, +) / 20)
        #expect(days[0].rollingStandardDeviation == nil)
    }
}

@Suite("Matching statistics and feedback")
struct MatchingStatisticsTests {
    func match(_ error: Double) -> PitchMatchingRecord {
        PitchMatchingRecord(
            referenceNote: MIDINote(57), targetNote: MIDINote(57), initialCentOffset: 13.2, userCentError: Cents(error),
            interval: .unison, tuningSystem: .equalTemperament, timestamp: Date())
    }

    @Test("count, mean and SD of |userCentError|")
    func statistics() {
        let stats = MatchingStatistics(records: [match(-2), match(4), match(-6)])
        #expect(stats.count == 3 && stats.meanAbsoluteError == 4 && stats.standardDeviation == 2)
        #expect(MatchingStatistics().meanAbsoluteError == nil)
    }

    @Test("feedback bands on the rounded |error|", arguments: [
        (0.49, MatchingFeedbackBand.deadCentre), (-0.4, .deadCentre), (0.5, .close), (-9.49, .close),
        (9.5, .moderate), (30.49, .moderate), (-30.5, .far), (100, .far),
    ])
    func bands(error: Double, band: MatchingFeedbackBand) {
        #expect(MatchingFeedbackBand(error: Cents(error)) == band)
    }

    @Test("the control moves the tunable note over ±20 cents around its start")
    func controlPosition() {
        let challenge = PitchMatchingChallenge(referenceNote: MIDINote(57), initialCentOffset: 13.2)
        #expect(challenge.centError(atControl: 0) == 13.2)
        #expect(abs(challenge.centError(atControl: -0.7).value - (13.2 - 14)) < 1e-12)
        #expect(challenge.centError(atControl: 5) == 33.2)
        let pitch = PitchCalculator()
        let measured = Cents(from: challenge.targetFrequency(pitch), to: challenge.tunableFrequency(pitch, control: -1))
        #expect(abs(measured.value - (-6.8)) < 1e-9)
    }
}
