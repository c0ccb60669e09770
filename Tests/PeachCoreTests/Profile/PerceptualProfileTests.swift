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
        var profile = PerceptualProfile(), thresholds = ThresholdProfile(calendar: utc)
        for record in history {
            profile.add(record)
            thresholds.add(record)
            _ = profile.weakSpots(in: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        }
        let rebuilt = ThresholdProfile(records: history, calendar: utc)
        #expect(profile == PerceptualProfile(records: history))
        #expect(thresholds == rebuilt)
        #expect(thresholds[.unison]?.overall() == rebuilt[.unison]?.overall())
        #expect(thresholds[.unison]?.timeline.days() == rebuilt[.unison]?.timeline.days())
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

    @Test("the trend compares the mean |error| of the newer half with the older half, from 20 matches on")
    func trend() {
        #expect(MatchingStatistics(records: (0..<19).map { match($0 < 9 ? 10 : 2) }).trend == nil)
        // 21 matches: the older half is the first 10.
        #expect(MatchingStatistics(records: (0..<21).map { match($0 < 10 ? -10 : 9.4) }).trend == .improving)
        #expect(MatchingStatistics(records: (0..<20).map { match($0 < 10 ? 10 : 10.4) }).trend == .stable)
        #expect(MatchingStatistics(records: (0..<20).map { match($0 < 10 ? 10 : -12) }).trend == .declining)
        // Halves 8 % apart by chance, well within their spread: no change.
        let older: [Double] = [2, 18], newer: [Double] = [2, 19.6]
        let noisy = MatchingStatistics(records: (0..<40).map { (index: Int) in match(index < 20 ? older[index % 2] : newer[index % 2]) })
        #expect(noisy.trend == .stable)
    }

    @Test("days: each day's mean |error| and the mean over the last 20 days with matches")
    func days() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        var stats = MatchingStatistics(calendar: utc)
        for day in 0..<25 {
            for error in [Double(day), -Double(day) - 2] {
                var record = match(error)
                record.timestamp = Date(timeIntervalSince1970: Double(day * 2 * 86_400 + 3600))
                stats.add(record)
            }
        }
        let days = stats.timeline
        #expect(days.count == 25)
        #expect(days[0].matches == 2 && days[0].meanError == 1 && days[0].rollingMeanError == 1)
        // Day 24 pools days 5…24: means 6…25.
        #expect(days[24].meanError == 25)
        let lastTwenty: Double = (6...25).map { Double($0) }.reduce(0, +)
        #expect(days[24].rollingMeanError == lastTwenty / 20)
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
