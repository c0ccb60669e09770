import Foundation
import Testing
@testable import PeachCore

@Suite("Play It Back: an echo judged note by note, against its own beat")
struct EchoJudgementTests {
    static let phrase = [60, 62, 64, 65, 67]
    static let rate = 48_000, tempo = Tempo(bpm: 100)
    /// 600 ms a beat at 100 BPM.
    static let beat = 28_800

    /// The phrase's notes at `start` frames, one `beat` apart, each moved by `offsetsMs`.
    static func echo(_ notes: [Int], start: Int = 100_000, beat: Int = beat, offsetsMs: [Int: Double] = [:]) -> [PlayedNote] {
        notes.enumerated().map { index, note in
            PlayedNote(note: note, onsetFrames: start + index * beat + Int(((offsetsMs[index] ?? 0) * Double(rate) / 1000).rounded()))
        }
    }

    static func judge(_ played: [PlayedNote], _ phrase: [Int] = phrase) -> EchoJudgement {
        EchoJudgement(phrase: phrase, played: played, tempo: tempo, sampleRate: rate)
    }

    @Test("played back exactly, at any start: right, every note in time")
    func exact() {
        let judgement = Self.judge(Self.echo(Self.phrase))
        #expect(judgement.isRight && judgement.extras.isEmpty && judgement.untimely.isEmpty)
        #expect(judgement.offsetsMs.allSatisfy { abs($0) < 0.05 } && abs(judgement.echoBeatMs! - 600) < 0.05)
    }

    @Test("slower (20 %) and later: still right and in time, the echo's beat measured")
    func slowerAndLater() {
        let judgement = Self.judge(Self.echo(Self.phrase, start: 500_000, beat: Self.beat * 6 / 5))
        #expect(judgement.isRight && judgement.untimely.isEmpty && abs(judgement.echoBeatMs! - 720) < 0.05)
    }

    @Test("one wrong note: named with what was played and what it was")
    func wrongNote() {
        let judgement = Self.judge(Self.echo([60, 62, 63, 65, 67]))
        #expect(!judgement.isRight && judgement.extras.isEmpty)
        #expect(judgement.outcomes[2] == .wrong(played: 63, offsetMs: 0) && judgement.outcomes.enumerated().allSatisfy { $0.offset == 2 || $0.element == .right(offsetMs: 0) })
    }

    @Test("one missing: the others keep their places")
    func missing() {
        let played = Self.echo(Self.phrase).enumerated().filter { $0.offset != 3 }.map(\.element)
        let judgement = Self.judge(played)
        #expect(!judgement.isRight && judgement.outcomes[3] == .missing && judgement.extras.isEmpty)
        #expect(judgement.outcomes.enumerated().allSatisfy { $0.offset == 3 || $0.element.offsetMs.map { abs($0) < 0.05 } == true })
    }

    @Test("one extra: named, the phrase's notes all in place")
    func extra() {
        var played = Self.echo(Self.phrase)
        played.insert(PlayedNote(note: 71, onsetFrames: played[2].onsetFrames + Self.beat / 2), at: 3)
        let judgement = Self.judge(played)
        #expect(!judgement.isRight && judgement.extras == [71])
        #expect(judgement.outcomes.allSatisfy { if case .right = $0 { true } else { false } })
    }

    @Test("one note 40 ms late (beyond 30): named, the others in time; at any place, with three notes too", arguments: [0, 1, 2, 3, 4])
    func late(index: Int) {
        let judgement = Self.judge(Self.echo(Self.phrase, offsetsMs: [index: 40]))
        #expect(judgement.isRight, "timing never makes a phrase wrong")
        #expect(judgement.untimely.map(\.index) == [index], "\(judgement.outcomes)")
        #expect(judgement.untimely.first.map { abs($0.offsetMs - 40) < 0.05 } == true)
        if index < 3 {
            let three = Self.judge(Self.echo(Array(Self.phrase.prefix(3)), offsetsMs: [index: 40]), Array(Self.phrase.prefix(3)))
            #expect(three.untimely.map(\.index) == [index], "\(three.outcomes)")
        }
    }

    @Test("an early note within the tolerance is in time; the alignment prefers a wrong note to a missing and an extra")
    func withinTolerance() {
        #expect(Self.judge(Self.echo(Self.phrase, offsetsMs: [2: -25])).untimely.isEmpty)
        let pairs = EchoJudgement.align([60, 62, 64], [60, 61, 64])
        #expect(pairs.map(\.played) == [0, 1, 2])
        #expect(EchoJudgement.align([60, 62, 64], []).allSatisfy { $0.played == nil })
        // A skipped note, the next one played, then a stray: one wrong, one missing, one extra — not three wrong.
        #expect(EchoJudgement.align([62, 64, 66, 67, 69], [62, 63, 66, 69, 60]).map(\.played) == [0, 1, 2, nil, 3])
        #expect(Self.judge([]).outcomes.allSatisfy { $0 == .missing })
    }

    @Test("a phrase with eighths: played back in its rhythm, right and in time, slower, faster and drifting too; a note more than a sixth of its neighbours' beat from where they put it (an eighth played late, the right notes evenly spaced at any pace, as quarters) is off the rhythm and the phrase wrong; quarter notes never wrong by timing; two notes have no rhythm to judge")
    func eighths() {
        // C D E F G on 0, 1, 1.5, 2, 3 beats.
        let beats = [0, 1, 1.5, 2, 3], notes = Self.phrase
        func echo(beat: Double, start: Int = 50_000, late: [Int: Double] = [:], drift: Double = 0) -> [PlayedNote] {
            notes.indices.map { index in
                // `drift`: each beat that much longer than the one before (a slowing echo).
                let at = beats[index] + drift * beats[index] * beats[index] / 2
                return PlayedNote(note: notes[index], onsetFrames: start + Int((at * beat).rounded()) + Int(((late[index] ?? 0) * Double(Self.rate) / 1000).rounded()))
            }
        }
        func judge(_ played: [PlayedNote]) -> EchoJudgement { EchoJudgement(phrase: notes, beats: beats, played: played, tempo: Self.tempo, sampleRate: Self.rate) }
        let exact = judge(echo(beat: Double(Self.beat)))
        #expect(exact.isRight && exact.isTimed && exact.untimely.isEmpty && exact.offsetsMs.allSatisfy { abs($0) < 0.05 }, "\(exact)")
        let slower = judge(echo(beat: 1.2 * Double(Self.beat)))
        #expect(slower.isRight && slower.untimely.isEmpty && abs(slower.echoBeatMs! - 720) < 0.1, "\(slower)")
        for pace in [0.6, 1.5, 1.8] {
            #expect(judge(echo(beat: pace * Double(Self.beat))).isRight, "played at \(pace) of the phrase's beat")
        }
        #expect(judge(echo(beat: Double(Self.beat), drift: 0.15)).isRight, "slowing down 15 % a beat")
        // The eighth on 1.5 played on 2 (half a beat, 300 ms, late): off the rhythm, and the phrase wrong.
        let lost = judge(echo(beat: Double(Self.beat), late: [2: 300]))
        // Only it is named: its neighbours, whose pace it bent, are in their places once it is left out.
        #expect(!lost.isRight && lost.offRhythm.map(\.index) == [2] && abs(lost.offRhythm[0].offsetMs - 300) < 0.1, "\(lost.offRhythm)")
        // 70 ms (an eighth of the 600 ms beat) late: named as untimely, still in the rhythm.
        let loose = judge(echo(beat: Double(Self.beat), late: [2: 70]))
        #expect(loose.isRight && loose.offRhythm.isEmpty && loose.untimely.map(\.index) == [2], "\(loose)")
        // The right notes evenly spaced, at any pace: the rhythm lost, wrong.
        for beat in stride(from: Self.beat / 2, through: Self.beat * 3 / 2, by: Self.beat / 20) {
            let even = notes.indices.map { PlayedNote(note: notes[$0], onsetFrames: 10_000 + $0 * beat) }
            let judged = judge(even)
            #expect(!judged.isRight && !judged.offRhythm.isEmpty, "evenly spaced \(beat) frames apart: \(judged.offRhythm)")
        }
        // Three notes, a quarter and a pair (0 2 3 eighths), evenly spaced at any pace: wrong.
        for gap in stride(from: 10_000, through: 40_000, by: 1_000) {
            let three = EchoJudgement(phrase: [60, 62, 64], beats: [0, 1, 1.5], played: (0..<3).map { PlayedNote(note: 60 + 2 * $0, onsetFrames: $0 * gap) },
                                      tempo: Self.tempo, sampleRate: Self.rate)
            #expect(!three.isRight && three.offRhythm.map(\.index) == [1], "\(gap)")
        }
        // In quarter notes timing never makes a phrase wrong.
        let quarters = EchoJudgement(phrase: notes, played: Self.echo(notes, offsetsMs: [2: 300]), tempo: Self.tempo, sampleRate: Self.rate)
        #expect(quarters.isRight && quarters.offRhythm.isEmpty && quarters.untimely.map(\.index) == [2])
        // Two notes (a pair of eighths) are two notes at any pace: no rhythm to judge.
        let pair = EchoJudgement(phrase: [60, 62], beats: [0, 0.5], played: [PlayedNote(note: 60, onsetFrames: 0), PlayedNote(note: 62, onsetFrames: Self.beat)],
                                 tempo: Self.tempo, sampleRate: Self.rate)
        #expect(pair.isRight && pair.offRhythm.isEmpty && !pair.isTimed)
        // A note missing: the rhythm judged among the notes in their places, the phrase wrong for the missing note alone.
        var missing = echo(beat: Double(Self.beat))
        missing.remove(at: 3)
        let judged = judge(missing)
        #expect(!judged.isRight && judged.offRhythm.isEmpty && judged.outcomes[3] == .missing, "\(judged)")
    }

    @Test("typed: judged for its pitches alone; not timed, no rhythm judged, so a typing hand's unevenness costs nothing, and a wrong note still does")
    func typed() {
        let eighths: [Double] = [0, 1, 1.5, 2, 3]
        let uneven = [PlayedNote(note: 60, onsetFrames: 0), PlayedNote(note: 62, onsetFrames: 40_000), PlayedNote(note: 64, onsetFrames: 41_000),
                      PlayedNote(note: 65, onsetFrames: 90_000), PlayedNote(note: 67, onsetFrames: 91_000)]
        let keys = EchoJudgement(phrase: Self.phrase, beats: eighths, played: uneven, tempo: Self.tempo, sampleRate: Self.rate)
        let typed = EchoJudgement(phrase: Self.phrase, beats: eighths, played: uneven, tempo: Self.tempo, sampleRate: Self.rate, typed: true)
        #expect(!keys.isRight && !keys.offRhythm.isEmpty, "on the keys the rhythm counts")
        #expect(typed.isRight && !typed.isTimed && typed.offsetsMs.isEmpty && typed.echoBeatMs == nil && typed.untimely.isEmpty && typed.offRhythm.isEmpty)
        var wrong = uneven
        wrong[2].note = 63
        #expect(!EchoJudgement(phrase: Self.phrase, beats: eighths, played: wrong, tempo: Self.tempo, sampleRate: Self.rate, typed: true).isRight)
    }
}
