import Foundation
import Testing
@testable import PeachCore

@Suite("A progression played back, judged chord by chord")
struct ChordJudgementTests {
    static let key = ProgressionKey(pitchClass: 0, mode: .major)
    static let c = SpelledPitchClass(letter: 0, accidental: 0), d = SpelledPitchClass(letter: 1, accidental: 0)
    static let f = SpelledPitchClass(letter: 3, accidental: 0), g = SpelledPitchClass(letter: 4, accidental: 0)
    /// 80 ms at 48 kHz.
    static let window = 3840

    /// I – ii – V7 – I in C, in close position.
    static let progression = Progression(key: key, vocabulary: ChordVocabulary(level: 4), steps: [
        Progression.Step(chord: Chord(root: c, quality: .major), numeral: "I", notes: [48, 52, 55], beats: 2),
        Progression.Step(chord: Chord(root: d, quality: .minor), numeral: "ii", notes: [50, 53, 57], beats: 2),
        Progression.Step(chord: Chord(root: g, quality: .dominantSeventh), numeral: "V7", notes: [43, 47, 50, 53], beats: 2),
        Progression.Step(chord: Chord(root: c, quality: .major), numeral: "I", notes: [48, 52, 55], beats: 2),
    ])

    /// Each chord's notes at `start + index · 48000`, `roll` frames between its notes.
    static func played(_ chords: [[Int]], roll: Int = 0) -> [PlayedChord] {
        let notes = chords.enumerated().flatMap { index, pitches in
            pitches.enumerated().map { PlayedNote(note: $1, onsetFrames: 1000 + index * 48000 + $0 * roll) }
        }
        return PlayedChord.grouped(notes.shuffled(), windowFrames: window)
    }

    static func judge(_ chords: [[Int]], roll: Int = 0, strictness: ChordJudgement.Strictness = .pitchClasses) -> ChordJudgement {
        ChordJudgement(progression: progression, played: played(chords, roll: roll), strictness: strictness)
    }

    @Test("the very notes played back: right, at both strictnesses, each chord timed by its first note")
    func exactEcho() {
        let chords = Self.progression.steps.map(\.notes)
        for strictness in ChordJudgement.Strictness.allCases {
            let judgement = Self.judge(chords, strictness: strictness)
            #expect(judgement.isRight && judgement.extra.isEmpty)
        }
        #expect(Self.judge(chords).onsets == [1000, 49000, 97000, 145000])
    }

    @Test("doublings and another octave are the same chord by its notes, but not the voicing Peach played")
    func doublingsAndVoicing() {
        let doubled = [[36, 48, 52, 55, 60], [62, 65, 69], [43, 53, 59, 62], [48, 52, 55]]
        #expect(Self.judge(doubled).isRight)
        let strict = Self.judge(doubled, strictness: .voicing)
        #expect(!strict.isRight && strict.verdicts[3].isRight)
        guard case .wrong(_, let difference) = strict.verdicts[0] else { Issue.record("\(strict.verdicts[0])"); return }
        #expect(difference.voicingOnly && difference.missing.isEmpty && difference.extra.isEmpty && difference.wrongBass == nil)
    }

    @Test("F major for D minor: the chord heard named, D missing, C extra, the bass F")
    func wrongChord() throws {
        let judgement = Self.judge([[48, 52, 55], [53, 57, 60], [43, 47, 50, 53], [48, 52, 55]])
        #expect(!judgement.isRight && judgement.extra.isEmpty)
        guard case .wrong(let played, let difference) = judgement.verdicts[1] else { Issue.record("\(judgement.verdicts[1])"); return }
        #expect(played == 1)
        #expect(difference.heard == Chord(root: Self.f, quality: .major))
        #expect(difference.missing == [Self.d] && difference.extra == [Self.c] && difference.wrongBass == Self.f && !difference.voicingOnly)
        #expect(judgement.verdicts.enumerated().allSatisfy { $0.offset == 1 || $0.element.isRight })
    }

    @Test("the right notes over the wrong bass: C major in first inversion for root position")
    func wrongBass() throws {
        let judgement = Self.judge([[52, 55, 60], [50, 53, 57], [43, 47, 50, 53], [48, 52, 55]])
        guard case .wrong(_, let difference) = judgement.verdicts[0] else { Issue.record("\(judgement.verdicts[0])"); return }
        #expect(difference.heard == Chord(root: Self.c, quality: .major, inversion: 1))
        #expect(difference.missing.isEmpty && difference.extra.isEmpty && difference.wrongBass == SpelledPitchClass(letter: 2, accidental: 0))
    }

    @Test("a chord left out is missing, the others right; a chord too many is extra, the others right")
    func missingAndExtra() {
        let missing = Self.judge([[48, 52, 55], [43, 47, 50, 53], [48, 52, 55]])
        #expect(missing.verdicts.map(\.isRight) == [true, false, true, true] && missing.verdicts[1] == .missing && missing.extra.isEmpty)
        let extra = Self.judge([[48, 52, 55], [50, 53, 57], [53, 57, 60], [43, 47, 50, 53], [48, 52, 55]])
        #expect(extra.verdicts.allSatisfy(\.isRight) && extra.extra == [2] && !extra.isRight)
        let nothing = Self.judge([])
        #expect(nothing.verdicts.allSatisfy { $0 == .missing } && !nothing.isRight)
    }

    @Test("timed on the echo's own grid, each chord by its first note: a slower echo on its places; a chord 40 ms late named; two chords not timed; timing never makes a chord wrong")
    func timing() {
        // A beat of 0.6 s at 100 BPM, each chord rolled over 1000 frames; `late` frames added to the 3rd chord.
        func judged(stretch: Double, late: Int) -> ChordJudgement {
            let notes = Self.progression.steps.enumerated().flatMap { index, step in
                step.notes.enumerated().map { PlayedNote(note: $1, onsetFrames: 10_000 + Int(Double(index * 2 * 28_800) * stretch) + (index == 2 ? late : 0) + $0 * 500) }
            }
            return ChordJudgement(
                progression: Self.progression, played: PlayedChord.grouped(notes, windowFrames: Self.window), strictness: .pitchClasses,
                tempo: Tempo(bpm: 100), sampleRate: 48_000)
        }
        let slower = judged(stretch: 1.05, late: 0)
        #expect(slower.isRight && slower.isTimed && abs(slower.echoBeatMs! - 630) < 0.1 && slower.untimely.isEmpty, "\(slower.offsetsMs)")
        let late = judged(stretch: 1, late: 1920)
        #expect(late.isRight && late.untimely.map(\.index) == [2] && abs(late.untimely[0].offsetMs - 40) < 0.1, "\(late.offsetsMs)")
        let two = ChordJudgement(
            progression: Self.progression, played: Self.played([[48, 52, 55], [50, 53, 57]]), strictness: .pitchClasses, tempo: Tempo(bpm: 100), sampleRate: 48_000)
        #expect(!two.isTimed && two.untimely.isEmpty)
    }

    @Test("a chord left out with one added at the end: the chord after the gap right in its place, the one left out missing, the added one extra — not the rest all wrong by a place")
    func leftOutAndAdded() {
        // ii – V – I in F (G minor, C major, F major), played back as B♭ major, F major, D minor:
        // read as the ii wrong, V left out, I right and D minor extra (before, all three wrong).
        let progression = Progression(key: ProgressionKey(pitchClass: 5, mode: .major), vocabulary: ChordVocabulary(level: 1), steps: [
            Progression.Step(chord: Chord(root: Self.g, quality: .minor), numeral: "ii", notes: [55, 58, 62], beats: 2),
            Progression.Step(chord: Chord(root: Self.c, quality: .major), numeral: "V", notes: [48, 52, 55], beats: 2),
            Progression.Step(chord: Chord(root: Self.f, quality: .major), numeral: "I", notes: [53, 57, 60], beats: 2),
        ])
        let judgement = ChordJudgement(progression: progression, played: Self.played([[58, 62, 65], [53, 57, 60], [50, 53, 57]]), strictness: .pitchClasses)
        #expect(judgement.verdicts.map(\.isRight) == [false, false, true] && judgement.verdicts[1] == .missing && judgement.verdicts[0].played == 0, "\(judgement.verdicts)")
        #expect(judgement.extra == [2])
        // A single wrong chord is still wrong, not missing with an extra.
        let wrong = Self.judge([[48, 52, 55], [53, 57, 60], [43, 47, 50, 53], [48, 52, 55]])
        #expect(wrong.verdicts.map(\.isRight) == [true, false, true, true] && wrong.verdicts[1].played == 1 && wrong.extra.isEmpty, "\(wrong.verdicts)")
    }

    @Test("a chord rolled within the window is one chord, right; rolled beyond it, two chords: a wrong one and an extra")
    func rolled() {
        let chords = Self.progression.steps.map(\.notes)
        // 25 ms between notes: a seventh chord's last 75 ms after its first, within 80 ms; 42 ms
        // between: a triad's last at 83 ms, beyond.
        let inside = Self.judge(chords, roll: 1200)
        #expect(inside.isRight)
        let spreads = inside.verdicts.compactMap(\.played).map { inside.played[$0].spreadFrames }
        #expect(spreads == [2400, 2400, 3600, 2400])
        let beyond = Self.judge(chords, roll: 2000)
        #expect(!beyond.isRight && beyond.played.count == 8, "\(beyond.played.map(\.pitches))")
    }

    @Test("cheats: every note of the scale at once, or a fist of keys, for every chord: no chord right")
    func cheats() {
        let scale = [48, 50, 52, 53, 55, 57, 59]
        #expect(Self.judge(Array(repeating: scale, count: 4)).verdicts.allSatisfy { !$0.isRight })
        var random = SeededRandom(seed: 11)
        for _ in 0..<50 {
            let fists = (0..<4).map { _ in (0..<6).map { _ in 40 + random.integer(in: 0...30) } }
            #expect(!Self.judge(fists).isRight)
        }
    }
}
