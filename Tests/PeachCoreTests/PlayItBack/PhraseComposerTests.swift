import Foundation
import Testing
@testable import PeachCore

@Suite("Play It Back: phrases and the length staircase")
struct PhraseComposerTests {
    @Test("notes of the scale, within the octave above the key and the range, leaps at most a fifth, no note twice in a row", arguments: PhraseScale.allCases)
    func phrases(scale: PhraseScale) {
        var random = SeededRandom(seed: 7)
        let range = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))
        for length in [1, 2, 5, 16] {
            for _ in 0..<50 {
                let phrase = PhraseComposer().phrase(length: length, scale: scale, tempo: Tempo(bpm: 90), range: range, random: &random)
                let notes = phrase.notes.map(\.rawValue)
                #expect(notes.count == length && phrase.scale == scale)
                #expect(notes.allSatisfy { scale.contains($0, key: phrase.key.rawValue) && $0 >= phrase.key.rawValue && $0 <= phrase.key.rawValue + 12 })
                #expect(notes.allSatisfy { range.contains(MIDINote($0)) })
                #expect(zip(notes, notes.dropFirst()).allSatisfy { $0 != $1 && abs($0 - $1) <= 7 }, "\(notes)")
            }
        }
    }

    @Test("the staircase: a note longer after a right phrase, three shorter after a wrong one, within 2 … 16")
    func staircase() {
        var staircase = PhraseStaircase()
        #expect(staircase.length == 3)
        staircase.answered(right: true)
        #expect(staircase.length == 4)
        staircase.answered(right: false)
        #expect(staircase.length == 2)
        staircase.answered(right: false)
        #expect(staircase.length == 2)
        #expect(PhraseStaircase(length: 40).length == 16)
        // A player right 75 % of the time at every length neither climbs nor falls on average.
        #expect(0.75 * Double(PhraseStaircase.upAfterRight) == 0.25 * Double(PhraseStaircase.downAfterWrong))
    }

    @Test("scale names read back; the major scale on D holds F♯ and not F")
    func scales() {
        #expect(PhraseScale.allCases.allSatisfy { PhraseScale(name: $0.name) == $0 } && PhraseScale(name: "dorian") == nil)
        #expect(PhraseScale.major.contains(66, key: 62) && !PhraseScale.major.contains(65, key: 62))
        #expect(PhraseScale.naturalMinor.contains(65, key: 62) && PhraseScale.chromatic.steps.count == 12)
    }
}
