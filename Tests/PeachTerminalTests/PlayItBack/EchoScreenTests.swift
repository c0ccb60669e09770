import Foundation
import PeachCore
import Testing
@testable import PeachTerminal

@Suite("Play It Back's screen")
struct EchoScreenTests {
    @Test("keys named as musicians name them: A♭ major, not G♯ major; As-Dur, gis-Moll")
    func keys() {
        let english = Strings(language: .english), german = Strings(language: .german)
        #expect(english.keyName(MIDINote(68), .major) == "A♭ major" && english.keyName(MIDINote(68), .naturalMinor) == "G♯ minor")
        #expect(german.keyName(MIDINote(68), .major) == "As-Dur" && german.keyName(MIDINote(68), .naturalMinor) == "gis-Moll")
        #expect(german.keyName(MIDINote(71), .major) == "H-Dur" && english.keyName(MIDINote(70), .naturalMinor) == "B♭ minor")
        #expect(english.phraseOf(4, .chromatic, key: MIDINote(60)) == "4 notes, chromatic")
    }

    @Test("a wrong echo at 80×24, English and German: each wrong, missing and extra note named, the timing row, every line within 80 columns", arguments: [Strings.Language.english, .german])
    func verdict(language: Strings.Language) {
        let strings = Strings(language: language)
        let phrase = Phrase(key: MIDINote(62), scale: .major, notes: [62, 64, 66, 67, 69].map(MIDINote.init), tempo: Tempo(bpm: 100))
        let played = [62, 63, 66, 69, 60].enumerated().map { PlayedNote(note: $0.element, onsetFrames: $0.offset * 28_800) }
        let judgement = EchoJudgement(phrase: phrase.notes.map(\.rawValue), played: played, tempo: phrase.tempo, sampleRate: 48_000)
        var view = EchoView()
        view.state = .feedback
        view.phrase = phrase
        view.played = played
        view.lastJudgement = judgement
        view.phrasesThisRun = 1
        let frame = EchoScreen(view: view).frame(status: ScreenTests.status, strings: strings, size: .init(columns: 80, rows: 24))
        let text = frame.lines.map(\.text).joined(separator: "\n")
        #expect(frame.lines.allSatisfy { $0.text.count <= 80 }, "\(text)")
        let verdict = EchoScreen.verdict(judgement, strings)
        // 62 63 66 · 69 60 against 62 64 66 67 69: the 2nd wrong, the 4th missing, 60 extra.
        #expect(verdict.contains(strings.wrongNote(1, played: 63, was: 64)) && verdict.contains(strings.missingNote(3, was: 67))
                && verdict.contains(strings.extraNote(60)), "\(verdict)")
        #expect(text.contains(strings.verdictLabel) && text.contains(String(verdict.prefix(20))), "\(text)")
        #expect(text.contains(strings.phraseOf(5, .major, key: MIDINote(62))), "\(text)")
        #expect(EchoScreen.verdict(judgement, strings).hasPrefix("✗ "))
    }

    @Test("notes spelled in the phrase's key: flats in B♭ major and c-Moll, sharps in D major and chromatic; the verdict in the judged phrase's key while the next one plays")
    func spelling() {
        let english = Strings(language: .english), german = Strings(language: .german)
        let bFlat = Phrase(key: MIDINote(58), scale: .major, notes: [58, 60, 62, 63].map(MIDINote.init), tempo: Tempo(bpm: 100))
        let cMinor = Phrase(key: MIDINote(60), scale: .naturalMinor, notes: [60, 63, 67].map(MIDINote.init), tempo: Tempo(bpm: 100))
        let dMajor = Phrase(key: MIDINote(62), scale: .major, notes: [62, 66, 69].map(MIDINote.init), tempo: Tempo(bpm: 100))
        #expect(english.phraseNote(63, in: bFlat) == "E♭4" && english.phraseNote(70, in: bFlat) == "B♭4" && german.phraseNote(70, in: bFlat) == "B4")
        #expect(german.phraseNote(63, in: cMinor) == "Es4" && english.phraseNote(68, in: cMinor) == "A♭4")
        #expect(english.phraseNote(66, in: dMajor) == "F♯4" && german.phraseNote(66, in: dMajor) == "Fis4" && german.phraseNote(70, in: dMajor) == "Ais4")
        #expect(english.phraseNote(61, in: nil) == "C♯4")
        let judgement = EchoJudgement(phrase: [58, 60, 62, 63], played: [58, 60, 62, 61].enumerated().map { PlayedNote(note: $0.element, onsetFrames: $0.offset * 28_800) },
                                      tempo: Tempo(bpm: 100), sampleRate: 48_000)
        #expect(EchoScreen.verdict(judgement, english, phrase: bFlat) == "✗ 4th note D♭4 instead of E♭4")
        #expect(EchoScreen.verdict(judgement, german, phrase: bFlat) == "✗ 4. Ton Des4 statt Es4")
        var view = EchoView()
        view.phrase = dMajor
        view.lastPhrase = bFlat
        view.lastJudgement = judgement
        let text = EchoScreen(view: view).frame(status: ScreenTests.status, strings: english, size: .init(columns: 80, rows: 24)).lines.map(\.text).joined(separator: "\n")
        #expect(text.contains("4th note D♭4 instead of E♭4"), "\(text)")
    }

    @Test("no MIDI keyboard: the screen says so at once, with the row that types, where it starts, Space for stop and start, and that typed notes count for their pitch only; a typed echo's timing says it was typed; the tempo of a timed echo after each phrase", arguments: [Strings.Language.english, .german])
    func typing(language: Strings.Language) {
        let strings = Strings(language: language)
        let phrase = Phrase(key: MIDINote(62), scale: .major, notes: [62, 64, 66, 69].map(MIDINote.init), tempo: Tempo(bpm: 100))
        var view = EchoView()
        view.state = .listening
        view.phrase = phrase
        view.typing = true
        let text = EchoScreen(view: view).frame(status: ScreenTests.status, strings: strings, size: .init(columns: 80, rows: 24)).lines.map(\.text)
        let joined = text.joined(separator: " ")
        #expect(joined.contains("midi_in") && joined.contains("a w s e d f t g y h u j k") && joined.contains(strings.noteName(MIDINote(60))), "\(text)")
        #expect(text.last { $0.contains(strings.keyTypedStartStop) } != nil && text.allSatisfy { $0.count <= 80 }, "\(text)")
        let typed = EchoJudgement(phrase: [62, 64, 66, 69], played: [62, 64, 66, 69].enumerated().map { PlayedNote(note: $1, onsetFrames: $0 * 10_000) },
                                  tempo: phrase.tempo, sampleRate: 48_000, typed: true)
        #expect(EchoScreen.timing(typed, strings, phrase: phrase) == strings.typedEcho)
        // On the keys, 10 % slower than the phrase (a beat of 28 800 frames at 100 BPM).
        let slower = EchoJudgement(phrase: [62, 64, 66, 69], played: [62, 64, 66, 69].enumerated().map { PlayedNote(note: $1, onsetFrames: $0 * 31_680) },
                                   tempo: phrase.tempo, sampleRate: 48_000)
        #expect(EchoScreen.timing(slower, strings, phrase: phrase).hasSuffix(strings.echoTempo(ratio: 1.1)), "\(EchoScreen.timing(slower, strings, phrase: phrase))")
        #expect(strings.echoTempo(ratio: 1.1).contains("10"))
    }
}
