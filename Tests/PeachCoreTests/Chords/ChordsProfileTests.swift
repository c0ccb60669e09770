import Foundation
import Testing
@testable import PeachCore

@Suite("Chords' profile: rebuilt from the records, per level and tempo band, each quality with what it was taken for")
struct ChordsProfileTests {
    static let key = ProgressionKey(pitchClass: 0, mode: .major)
    static let c = SpelledPitchClass(letter: 0, accidental: 0), d = SpelledPitchClass(letter: 1, accidental: 0)

    /// I – ii in C, played back at `notes`, each chord's notes `roll` frames apart.
    static func record(_ chords: [[Int]], roll: Int = 0, replays: Int = 0, level: Int = 1, bpm: Int = 100) -> ProgressionRecord {
        let progression = Progression(key: key, vocabulary: ChordVocabulary(level: level), steps: [
            Progression.Step(chord: Chord(root: c, quality: .major), numeral: "I", notes: [48, 52, 55], beats: 2),
            Progression.Step(chord: Chord(root: d, quality: .minor), numeral: "ii", notes: [50, 53, 57], beats: 2),
        ])
        let played = chords.enumerated().flatMap { index, notes in
            notes.enumerated().map { PlayedNote(note: $1, onsetFrames: index * 48000 + $0 * roll) }
        }
        return ProgressionRecord(
            progression: progression, tempo: Tempo(bpm: bpm), played: played, sampleRate: 48000, windowMs: 80, strictness: .pitchClasses,
            replays: replays, timestamp: Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test("a record judges itself again from what it keeps: right, wrong, and a chord too many makes the progression's outcome wrong")
    func record() {
        #expect(Self.record([[48, 52, 55], [50, 53, 57]]).verdict == .right)
        #expect(Self.record([[48, 52, 55], [53, 57, 60]]).verdict == .wrong)
        let extra = Self.record([[48, 52, 55], [50, 53, 57], [53, 57, 60]])
        #expect(extra.verdict == .wrong && extra.outcome?.right == false && extra.outcome?.chords.map(\.right) == [true, false])
        // 30 ms apart within an 80 ms window: one chord each.
        #expect(Self.record([[48, 52, 55], [50, 53, 57]], roll: 1440).verdict == .right)
    }

    @Test("per level and band; what each quality was taken for; heard again stays out of the span and the qualities; the staircase resumes")
    func profile() throws {
        var profile = ChordsProfile(calendar: Calendar(identifier: .gregorian))
        profile.add(Self.record([[48, 52, 55], [50, 53, 57]], roll: 480))
        profile.add(Self.record([[48, 52, 55], [53, 57, 60]]))
        profile.add(Self.record([[48, 52, 55]]))
        profile.add(Self.record([[48, 52, 55], [50, 53, 57]], replays: 1))
        profile.add(Self.record([[48, 52, 55], [50, 53, 57]], level: 3, bpm: 160))
        let summaries = profile.summaries()
        #expect(summaries.map(\.level) == [1, 3])
        let first = try #require(summaries.first)
        #expect(first.progressions == 4 && first.right == 2 && first.heardAgain == 1 && first.estimate?.calls == 3)
        // Every right chord, heard again or not: the first progression's two rolled over 20 ms, the rest together.
        #expect(first.rightChords == 6 && first.medianSpreadMs == 0)
        let minor = try #require(profile.qualityTallies().first { $0.quality == .minor && !$0.inverted })
        // Every level's: the level-3 progression's D minor was right too.
        #expect(minor.played == 4 && minor.right == 2 && minor.takenFor == [.major: 1] && minor.missing == 1, "\(minor)")
        // Heard again, the last progression of level 1 leaves the staircase at its own length.
        #expect(profile.nextLength[1] == 2 && profile.nextLength[3] == 3)
        #expect(profile.spanDays()[1]?.count == 1)
    }
}
