import Foundation
import PeachCore

/// The records in `Fixtures/peach-v4.sqlite`, a database written by the release before the
/// store read its rows by name (schema v4): every kind of record, a sung match and a tuned
/// one, Fill the Gap trials with taps (two sample rates, a position without taps) and one
/// imported without them, times with and without a millisecond, two records at the same
/// second. A store that reads it must find exactly these.
enum ReleasedRecords {
    static let v4: [TrainingRecord] = [
        TrainingRecord(ComparisonRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), centOffset: Cents(12.5), isCorrect: true,
            interval: .unison, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_780_000_000))),
        TrainingRecord(ComparisonRecord(
            referenceNote: MIDINote(57), targetNote: MIDINote(64), centOffset: Cents(-3.25), isCorrect: false,
            interval: .perfectFifth, tuningSystem: .justIntonation, timestamp: Date(timeIntervalSince1970: 1_780_000_010.25))),
        TrainingRecord(ComparisonRecord(
            referenceNote: MIDINote(72), targetNote: MIDINote(68), centOffset: Cents(40), isCorrect: true,
            interval: .majorThird, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_780_000_010.75))),
        TrainingRecord(PitchMatchingRecord(
            referenceNote: MIDINote(62), targetNote: MIDINote(62), initialCentOffset: Cents(-35.5), userCentError: Cents(1.75),
            interval: .unison, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_780_000_020), matchedBy: .control)),
        TrainingRecord(PitchMatchingRecord(
            referenceNote: MIDINote(55), targetNote: MIDINote(62), initialCentOffset: Cents(18.125), userCentError: Cents(-4.5),
            interval: .perfectFifth, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_780_000_030.5), matchedBy: .voice)),
        TrainingRecord(TimingComparisonRecord(
            tempo: Tempo(bpm: 120), offsetMs: -12.5, isCorrect: true, timestamp: Date(timeIntervalSince1970: 1_780_000_040))),
        TrainingRecord(TimingComparisonRecord(
            tempo: Tempo(bpm: 250), offsetMs: 7.25, isCorrect: false, timestamp: Date(timeIntervalSince1970: 1_780_000_050.125))),
        TrainingRecord(GapFillRecord(
            tempo: Tempo(bpm: 90),
            taps: [
                GapTap(cycle: 0, position: .e, offsetFrames: -480, sampleRate: 48_000),
                GapTap(cycle: 1, position: .and, offsetFrames: 96, sampleRate: 48_000),
                GapTap(cycle: 3, position: .a, offsetFrames: 441, sampleRate: 44_100),
            ],
            timestamp: Date(timeIntervalSince1970: 1_780_000_060.5))!),
        TrainingRecord(GapFillRecord(
            tempo: Tempo(bpm: 100), meanOffsetMs: -2, meanOffsetMsByPosition: [-2, nil, 4.5, nil],
            timestamp: Date(timeIntervalSince1970: 1_780_000_070))),
    ]
}
