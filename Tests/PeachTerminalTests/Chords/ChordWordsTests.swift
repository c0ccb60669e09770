import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("Chords in words: notes as the key spells them, a progression's verdict chord by chord, English and German")
struct ChordWordsTests {
    static let english = Strings(language: .english), german = Strings(language: .german)
    static let cMajor = ProgressionKey(pitchClass: 0, mode: .major)
    static func note(_ letter: Int, _ accidental: Int = 0) -> SpelledPitchClass { SpelledPitchClass(letter: letter, accidental: accidental) }

    @Test("note names: sharps, flats and doubles in English; German's own (B, H, Es, As, Fis, Heses)")
    func noteNames() {
        let notes = [Self.note(3, 1), Self.note(6, -1), Self.note(6), Self.note(2, -1), Self.note(5, -1), Self.note(0, 2), Self.note(6, -2), Self.note(1, -1)]
        #expect(notes.map(Self.english.spelledName) == ["F♯", "B♭", "B", "E♭", "A♭", "C𝄪", "B𝄫", "D♭"])
        #expect(notes.map(Self.german.spelledName) == ["Fis", "B", "H", "Es", "As", "Cisis", "Heses", "Des"])
    }

    @Test("chord names in both languages")
    func chordNames() {
        let chords = [Chord(root: Self.note(3), quality: .major), Chord(root: Self.note(1), quality: .minor), Chord(root: Self.note(4), quality: .dominantSeventh),
                      Chord(root: Self.note(6), quality: .halfDiminished), Chord(root: Self.note(0), quality: .suspendedFourth)]
        #expect(chords.map(Self.english.chordName) == ["F major", "D minor", "G seventh", "B half-diminished seventh", "Csus4"])
        #expect(chords.map(Self.german.chordName) == ["F-Dur", "d-Moll", "G7", "Hm7♭5", "Csus4"])
    }

    /// ii in C, D F A, played back as F A C.
    @Test("a wrong chord: what was played, what it was, what is missing and extra; a wrong bass as inversions; a missing chord; an extra one")
    func verdicts() throws {
        let dMinor = Chord(root: Self.note(1), quality: .minor)
        let progression = Progression(key: Self.cMajor, vocabulary: ChordVocabulary(level: 3), steps: [
            Progression.Step(chord: Chord(root: Self.note(0), quality: .major, inversion: 1), numeral: "I⁶", notes: [52, 55, 60], beats: 2),
            Progression.Step(chord: dMinor, numeral: "ii", notes: [50, 53, 57], beats: 2),
            Progression.Step(chord: Chord(root: Self.note(4), quality: .dominantSeventh), numeral: "V7", notes: [43, 47, 50, 53], beats: 2),
        ])
        let played = [[48, 52, 55], [53, 57, 60], [41, 45, 48]].enumerated().map { index, notes in
            PlayedChord(notes: notes.map { PlayedNote(note: $0, onsetFrames: index * 48000) })
        }
        let judgement = ChordJudgement(progression: progression, played: played, strictness: .pitchClasses)
        let english = judgement.verdicts.enumerated().compactMap { index, verdict in
            Self.english.chordVerdict(verdict, index: index, chord: progression.chords[index], played: verdict.played.map { played[$0] }, key: Self.cMajor)
        }
        #expect(english == [
            "1st chord: bass E, first inversion — you played root position",
            "2nd chord: you played F major, it was D minor — D missing, C extra",
            "3rd chord: you played F major, it was G seventh — G, B, D missing, A, C extra",
        ], "\(english)")
        let german = Self.german.chordVerdict(judgement.verdicts[1], index: 1, chord: dMinor, played: played[1], key: Self.cMajor)
        #expect(german == "2. Akkord: du hast F-Dur gespielt, es war d-Moll – D fehlt, C zu viel")
        #expect(Self.english.chordVerdict(.missing, index: 2, chord: progression.chords[2], played: nil, key: Self.cMajor) == "3rd chord missing (G seventh)")
        #expect(Self.german.chordVerdict(.missing, index: 2, chord: progression.chords[2], played: nil, key: Self.cMajor) == "3. Akkord fehlt (G7)")
        #expect(Self.english.extraChord(played[1], key: Self.cMajor) == "an extra chord: F major")
        // Csus2 played over G is Gsus4 by its notes: named as such, not "root position — you played root position".
        let sus = Chord(root: Self.note(0), quality: .suspendedSecond)
        let susProgression = Progression(key: Self.cMajor, vocabulary: ChordVocabulary(level: 5), steps: [
            Progression.Step(chord: sus, numeral: "Isus2", notes: [48, 50, 55], beats: 2)])
        let overG = PlayedChord(notes: [55, 60, 62].map { PlayedNote(note: $0, onsetFrames: 0) })
        let susVerdict = ChordJudgement(progression: susProgression, played: [overG], strictness: .pitchClasses).verdicts[0]
        #expect(Self.english.chordVerdict(susVerdict, index: 0, chord: sus, played: overG, key: Self.cMajor) == "1st chord: you played Gsus4, it was Csus2 — your bass G")
        // D major for C major shares no note: the two names say it, no list of every note.
        let cMajor = Chord(root: Self.note(0), quality: .major)
        let dMajor = PlayedChord(notes: [50, 54, 57].map { PlayedNote(note: $0, onsetFrames: 0) })
        let apart = ChordJudgement(
            progression: Progression(key: Self.cMajor, vocabulary: ChordVocabulary(level: 1), steps: [Progression.Step(chord: cMajor, numeral: "I", notes: [48, 52, 55], beats: 2)]),
            played: [dMajor], strictness: .pitchClasses).verdicts[0]
        #expect(Self.english.chordVerdict(apart, index: 0, chord: cMajor, played: dMajor, key: Self.cMajor) == "1st chord: you played D major, it was C major")
        let cluster = PlayedChord(notes: [60, 61, 62].map { PlayedNote(note: $0, onsetFrames: 0) })
        #expect(Self.german.extraChord(cluster, key: Self.cMajor) == "ein Akkord zu viel: C–Cis–D")
    }
}
