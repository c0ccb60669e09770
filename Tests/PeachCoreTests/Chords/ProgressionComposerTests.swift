import Foundation
import Testing
@testable import PeachCore

@Suite("Progressions: the key's chords at the vocabulary's level, in close position, moving little")
struct ProgressionComposerTests {
    static func progressions(level: Int, mode: ProgressionKey.Mode, count: Int = 300, seed: UInt64 = 7) -> [Progression] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            let key = ProgressionKey(pitchClass: index % 12, mode: mode)
            return ProgressionComposer().progression(length: 1 + index % 8, key: key, vocabulary: ChordVocabulary(level: level), random: &random)
        }
    }

    @Test("every chord of the vocabulary's level and no other, as many as asked, never one twice in a row, its notes its chord over its bass in the register", arguments: [1, 2, 3, 4, 5])
    func vocabulary(level: Int) {
        for mode in ProgressionKey.Mode.allCases {
            let all = Self.progressions(level: level, mode: mode)
            var qualities = Set<ChordQuality>(), inverted = 0
            for (index, progression) in all.enumerated() {
                #expect(progression.length == 1 + index % 8)
                for (position, step) in progression.steps.enumerated() {
                    #expect(progression.vocabulary.contains(step.chord), "\(step.chord) at level \(level)")
                    #expect(Set(step.notes.map { $0 % 12 }) == step.chord.pitchClasses && step.notes[0] % 12 == step.chord.bass.pitchClass)
                    #expect(ProgressionComposer.bassRange.contains(step.notes[0]) && step.notes == step.notes.sorted())
                    if position > 0 { #expect(step.chord != progression.steps[position - 1].chord) }
                    qualities.insert(step.chord.quality)
                    if step.chord.inversion > 0 { inverted += 1 }
                }
            }
            // What each level brings is heard, not only allowed.
            let brought = Set(ChordQuality.allCases.filter { $0.level == level })
            if level != 3 { #expect(!brought.intersection(qualities).isEmpty, "\(mode): \(qualities)") }
            #expect((inverted > 0) == (level >= 3), "\(inverted) inverted at level \(level)")
            if level >= 4 { #expect(qualities.isSuperset(of: [.dominantSeventh, .minorSeventh, .majorSeventh]), "\(mode): \(qualities)") }
        }
    }

    @Test("at level 1, every note is the key's own (major, or minor with its raised seventh), and the progressions songs are made of come most often")
    func diatonic() {
        for mode in ProgressionKey.Mode.allCases {
            let all = Self.progressions(level: 1, mode: mode)
            for progression in all {
                for step in progression.steps {
                    #expect(step.chord.spelledTones.allSatisfy { progression.key.spelling($0.pitchClass) == $0 }, "\(step.numeral) in \(progression.key)")
                }
            }
            let fours = all.filter { $0.length == 4 }.map { $0.steps.map(\.numeral).joined(separator: "–") }
            let common = (ProgressionComposer.commonProgressions[mode] ?? []).map { $0.joined(separator: "–") }
            let heard = fours.filter(common.contains).count
            #expect(Double(heard) >= 0.3 * Double(fours.count), "\(mode): \(heard) of \(fours.count) common")
        }
    }

    @Test("smooth: from chord to chord the voices move a few semitones at most on average, the register stays")
    func voiceLeading() {
        var moves: [Double] = []
        for progression in Self.progressions(level: 4, mode: .major) + Self.progressions(level: 3, mode: .minor) {
            for (before, after) in zip(progression.steps, progression.steps.dropFirst()) {
                let voices = min(before.notes.count, after.notes.count)
                moves.append(Double((0..<voices).reduce(0) { $0 + abs(after.notes[$1] - before.notes[$1]) }) / Double(voices))
            }
        }
        let mean = moves.reduce(0, +) / Double(moves.count)
        #expect(mean <= 4 && moves.max()! <= 12, "mean \(mean), largest \(moves.max()!)")
    }

    @Test("on a small controller's two octaves (C3–C5), every note on its keys, but for a chord no close voicing over its bass fits (B add9 spans 14 semitones from a B)")
    func withinTheKeys() {
        var random = SeededRandom(seed: 12)
        let range = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))
        var outside = 0
        for index in 0..<300 {
            let key = ProgressionKey(pitchClass: index % 12, mode: index % 2 == 0 ? .major : .minor)
            let progression = ProgressionComposer().progression(length: 1 + index % 8, key: key, vocabulary: ChordVocabulary(level: 1 + index % 5), range: range, random: &random)
            for step in progression.steps where !step.notes.allSatisfy({ (48...72).contains($0) }) {
                outside += 1
                let fits = (0...103).filter { $0 % 12 == step.chord.bass.pitchClass }.map(step.chord.closeVoicing(bassNote:))
                    .contains { $0.allSatisfy { (48...72).contains($0) } }
                #expect(!fits, "\(step.notes) left the keys though a voicing fits")
            }
        }
        #expect(outside < 20, "\(outside) chords outside")
    }

    @Test("the same seed, the same progression; Roman numerals as the chord sounds")
    func reproducibleAndNamed() {
        let first = Self.progressions(level: 5, mode: .minor, count: 40, seed: 3), again = Self.progressions(level: 5, mode: .minor, count: 40, seed: 3)
        #expect(first == again)
        let numerals = Set(Self.progressions(level: 4, mode: .major).flatMap { $0.steps.map(\.numeral) })
        #expect(numerals.contains("V7") && numerals.contains("ii7") && numerals.contains("Imaj7") && numerals.contains("I⁶"), "\(numerals.sorted())")
        // An inverted seventh chord's figure takes the 7's place.
        #expect(numerals.contains("V⁶₅") && !numerals.contains { $0.contains("7⁶") || $0.contains("7⁴") }, "\(numerals.sorted())")
    }
}
