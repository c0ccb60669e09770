import Foundation
import Testing
@testable import PeachCore

@Suite("Play It Back: phrases and the length staircase")
struct PhraseComposerTests {
    @Test("notes of the scale, within an octave of the range that holds the key note, leaps at most a fifth, no note twice in a row", arguments: PhraseScale.allCases)
    func phrases(scale: PhraseScale) {
        var random = SeededRandom(seed: 7)
        let range = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))
        for length in [1, 2, 5, 16] {
            for _ in 0..<50 {
                let phrase = PhraseComposer().phrase(length: length, scale: scale, tempo: Tempo(bpm: 90), range: range, random: &random)
                let notes = phrase.notes.map(\.rawValue)
                #expect(notes.count == length && phrase.scale == scale)
                #expect(notes.allSatisfy { scale.contains($0, key: phrase.key.rawValue) && abs($0 - phrase.key.rawValue) <= 12 })
                #expect(notes.max()! - notes.min()! <= 12 && range.contains(phrase.key), "\(notes) in \(phrase.key)")
                #expect(notes.allSatisfy { range.contains(MIDINote($0)) })
                #expect(zip(notes, notes.dropFirst()).allSatisfy { $0 != $1 && abs($0 - $1) <= 7 }, "\(notes)")
            }
        }
    }

    @Test("a voice range of one octave hears phrases in every key, not only the one its lowest note names; a wide range spreads them over it", arguments: [PhraseScale.major, .naturalMinor])
    func keysAcrossTheRange(scale: PhraseScale) {
        var random = SeededRandom(seed: 9)
        let octave = NoteRange(lowest: MIDINote(48), highest: MIDINote(60))
        let keys = (0..<300).map { _ in PhraseComposer().phrase(length: 5, scale: scale, tempo: Tempo(bpm: 90), range: octave, random: &random) }
        #expect(Set(keys.map { $0.key.rawValue % 12 }).count == 12)
        #expect(keys.allSatisfy { $0.notes.allSatisfy(octave.contains) })
        let wide = NoteRange(lowest: MIDINote(40), highest: MIDINote(76))
        let notes = (0..<300).flatMap { _ in PhraseComposer().phrase(length: 5, scale: scale, tempo: Tempo(bpm: 90), range: wide, random: &random).notes.map(\.rawValue) }
        #expect(notes.min()! <= 43 && notes.max()! >= 73, "\(notes.min()!) … \(notes.max()!)")
    }

    @Test("scale names read back; the major scale on D holds F♯ and not F")
    func scales() {
        #expect(PhraseScale.allCases.allSatisfy { PhraseScale(name: $0.name) == $0 } && PhraseScale(name: "dorian") == nil)
        #expect(PhraseScale.major.contains(66, key: 62) && !PhraseScale.major.contains(65, key: 62))
        #expect(PhraseScale.naturalMinor.contains(65, key: 62) && PhraseScale.chromatic.steps.count == 12)
    }

    @Test("in eighths: beat after beat a quarter note or a pair of eighths, never an even rhythm (from three notes), as many notes as asked; quarter notes a beat apart as before")
    func eighths() {
        var random = SeededRandom(seed: 11)
        let range = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))
        var pairsSeen = 0, quartersSeen = 0
        for length in [2, 3, 4, 7, 16] {
            for _ in 0..<50 {
                let phrase = PhraseComposer().phrase(length: length, scale: .major, rhythm: .eighths, tempo: Tempo(bpm: 90), range: range, random: &random)
                let onsets = phrase.eighths
                #expect(onsets.count == length && onsets.first == 0 && phrase.rhythm == .eighths, "\(onsets)")
                // Grouped by beat: one note on the beat, or two (on it and on its "and").
                let beats = Dictionary(grouping: onsets) { $0 / 2 }
                #expect(beats.values.allSatisfy { $0 == [$0[0]] && $0[0].isMultiple(of: 2) || $0.count == 2 && $0[0].isMultiple(of: 2) && $0[1] == $0[0] + 1 }, "\(onsets)")
                #expect(Set(beats.keys) == Set(0..<beats.count), "no beat left empty: \(onsets)")
                #expect(beats.values.contains { $0.count == 2 }, "at least one pair: \(onsets)")
                // Never even: a phrase of three or more has gaps of an eighth and of a quarter.
                #expect(length == 2 || Set(zip(onsets, onsets.dropFirst()).map { $1 - $0 }) == [1, 2], "uneven: \(onsets)")
                #expect(phrase.durations.last == 2 && phrase.durations.dropLast().allSatisfy { $0 == 1 || $0 == 2 })
                pairsSeen += beats.values.filter { $0.count == 2 }.count
                quartersSeen += beats.values.filter { $0.count == 1 }.count
            }
        }
        #expect(pairsSeen > 100 && quartersSeen > 100, "both: \(pairsSeen) pairs, \(quartersSeen) quarters")
        let quarters = PhraseComposer().phrase(length: 5, scale: .major, tempo: Tempo(bpm: 90), range: range, random: &random)
        #expect(quarters.eighths == [0, 2, 4, 6, 8] && quarters.rhythm == .quarters && quarters.beats == [0, 1, 2, 3, 4])
    }
}
