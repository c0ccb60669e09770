import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("Chords' screen")
struct ChordEchoScreenTests {
    /// ii – V – I in F major: G minor, C major, F major.
    static let progression: Progression = {
        let key = ProgressionKey(pitchClass: 5, mode: .major)
        func chord(_ letter: Int, _ quality: ChordQuality) -> Chord { Chord(root: SpelledPitchClass(letter: letter, accidental: 0), quality: quality) }
        return Progression(key: key, vocabulary: ChordVocabulary(level: 1), steps: [
            Progression.Step(chord: chord(4, .minor), numeral: "ii", notes: [55, 58, 62], beats: 2),
            Progression.Step(chord: chord(0, .major), numeral: "V", notes: [48, 52, 55], beats: 2),
            Progression.Step(chord: chord(3, .major), numeral: "I", notes: [53, 57, 60], beats: 2),
        ])
    }()

    @Test("while the progression plays, its length and key, never its chords; the echo's chords named as they come", arguments: [Strings.Language.english, .german])
    func playing(language: Strings.Language) {
        let strings = Strings(language: language)
        var view = ChordEchoView()
        view.state = .listening
        view.progression = Self.progression
        view.tempo = Tempo(bpm: 100)
        view.played = [55, 58, 62].map { (PlayedNote(note: $0, onsetFrames: 0), 0) } + [(PlayedNote(note: 48, onsetFrames: 40_000), 1)]
        let text = ChordEchoScreen(view: view).frame(status: ScreenTests.status, strings: strings, size: .init(columns: 80, rows: 24)).lines.map(\.text).joined(separator: "\n")
        #expect(text.contains(strings.progressionOf(Self.progression)) && !text.contains(strings.chordName(Self.progression.chords[1])), "\(text)")
        #expect(text.contains(strings.chordName(Self.progression.chords[0])), "the first chord played, named: \(text)")
    }

    @Test("a wrong echo at 80×24 and 100×32, English and German: each wrong, missing and extra chord named in the key's spelling, the progression named after it, every line within the window", arguments: [Strings.Language.english, .german])
    func verdict(language: Strings.Language) {
        let strings = Strings(language: language)
        // ii played as B♭ major (G missing, F extra), V left out, I right, then an extra D minor.
        let played = [[58, 62, 65], [53, 57, 60], [50, 53, 57]].enumerated().flatMap { index, notes in
            notes.map { PlayedNote(note: $0, onsetFrames: index * 48_000) }
        }
        let record = ProgressionRecord(
            progression: Self.progression, tempo: Tempo(bpm: 100), played: played, sampleRate: 48_000, windowMs: 80, strictness: .pitchClasses,
            timestamp: Date(timeIntervalSince1970: 1_767_600_000))
        let judgement = record.judgement
        var view = ChordEchoView()
        view.state = .feedback
        view.lastJudgement = judgement
        view.lastProgression = Self.progression
        view.lastTempo = Tempo(bpm: 100)
        view.progressionsThisRun = 1
        let verdict = ChordEchoScreen.verdict(judgement, strings, progression: Self.progression)
        #expect(judgement.verdicts.map(\.isRight) == [false, false, true] && judgement.verdicts[1] == .missing && judgement.extra == [2], "\(judgement.verdicts)")
        #expect(verdict.hasPrefix("✗ ") && verdict.contains(strings.chordName(Self.progression.chords[0])), "\(verdict)")
        #expect(verdict.contains(language == .english ? "G missing" : "G fehlt") && verdict.contains(language == .english ? "F extra" : "F zu viel"), "\(verdict)")
        for size in [FullScreenTerminal.Size(columns: 80, rows: 24), .init(columns: 100, rows: 32)] {
            let frame = ChordEchoScreen(view: view).frame(status: ScreenTests.status, strings: strings, size: size)
            let text = frame.lines.map(\.text).joined(separator: "\n")
            #expect(frame.lines.allSatisfy { $0.text.count <= size.columns }, "\(text)")
            #expect(text.contains(strings.itWasLabel) && text.contains("ii V I"), "\(text)")
            // Two chords in their places fit any grid: not timed, and said so (a progression of three).
            #expect(text.contains(strings.chordTiming(judgement, tempo: Tempo(bpm: 100))) && !judgement.isTimed, "\(text)")
            #expect(text.contains(language == .english ? "not timed" : "nicht gemessen"), "\(text)")
        }
    }

    @Test("without a MIDI keyboard: said that chords need one, and how to connect it")
    func noKeyboard() {
        var view = ChordEchoView()
        view.noKeyboard = true
        let strings = Strings(language: .english)
        let text = ChordEchoScreen(view: view).frame(status: ScreenTests.status, strings: strings, size: .init(columns: 100, rows: 32)).lines.map(\.text).joined(separator: " ")
        #expect(text.contains("--midi-connect"), "\(text)")
    }
}
