import Foundation
import Testing
@testable import PeachCore

@Suite("Chords: spelled in the key, named from the notes played, voiced in close position")
struct ChordTests {
    static func spelled(_ tones: [SpelledPitchClass]) -> String {
        tones.map { "CDEFGAB".map(String.init)[$0.letter] + String(repeating: "♯", count: max(0, $0.accidental)) + String(repeating: "♭", count: max(0, -$0.accidental)) }
            .joined(separator: " ")
    }

    @Test("keys as they are written, and their chords spelled by letters: D minor in F major is D F A, A minor's leading-tone chord G♯ B D")
    func spelling() {
        #expect((0..<12).map { Self.spelled([ProgressionKey(pitchClass: $0, mode: .major).tonic]) }.joined(separator: ",") == "C,D♭,D,E♭,E,F,F♯,G,A♭,A,B♭,B")
        #expect((0..<12).map { Self.spelled([ProgressionKey(pitchClass: $0, mode: .minor).tonic]) }.joined(separator: ",") == "C,C♯,D,E♭,E,F,F♯,G,G♯,A,B♭,B")
        let fMajor = ProgressionKey(pitchClass: 5, mode: .major), aMinor = ProgressionKey(pitchClass: 9, mode: .minor)
        let ii = HarmonicFunction.all(in: .major).first { $0.numeral == "ii" }!
        #expect(Self.spelled(Chord(root: ii.root(in: fMajor), quality: ii.triad).spelledTones) == "G B♭ D")
        let vi = HarmonicFunction.all(in: .major).first { $0.numeral == "vi" }!
        #expect(Self.spelled(Chord(root: vi.root(in: fMajor), quality: vi.triad).spelledTones) == "D F A")
        let leading = HarmonicFunction.all(in: .minor).first { $0.numeral == "vii°" }!
        #expect(Self.spelled(Chord(root: leading.root(in: aMinor), quality: .diminishedSeventh).spelledTones) == "G♯ B D F")
        let cMinor = ProgressionKey(pitchClass: 0, mode: .minor)
        let mediant = HarmonicFunction.all(in: .minor).first { $0.numeral == "III+" }!
        #expect(Self.spelled(Chord(root: mediant.root(in: cMinor), quality: mediant.triad).spelledTones) == "E♭ G B")
        #expect(Self.spelled([cMinor.spelling(11), cMinor.spelling(8), cMinor.spelling(6)]) == "B A♭ G♭")
        #expect(Self.spelled([ProgressionKey(pitchClass: 2, mode: .major).spelling(10)]) == "A♯")
        #expect(Self.spelled(Chord(root: SpelledPitchClass(letter: 4, accidental: 0), quality: .dominantSeventh, inversion: 3).spelledTones) == "G B D F")
    }

    @Test("the chord notes make, whatever their octave: the bass as root first, inversions, sevenths, suspended and added chords; nothing for a cluster")
    func named() throws {
        let key = ProgressionKey(pitchClass: 0, mode: .major)
        func name(_ notes: [Int]) -> String {
            guard let chord = Chord.named(notes, spelling: key.spelling) else { return "none" }
            return Self.spelled([chord.root]) + " " + chord.quality.name + " /\(chord.inversion)"
        }
        #expect(name([60, 64, 67]) == "C major /0")
        #expect(name([52, 60, 67, 72]) == "C major /1")
        #expect(name([55, 60, 64]) == "C major /2")
        #expect(name([57, 60, 64, 67]) == "A m7 /0")
        #expect(name([48, 57, 64, 67]) == "A m7 /1")
        #expect(name([59, 62, 65]) == "B diminished /0")
        #expect(name([59, 62, 65, 68]) == "B dim7 /0")
        #expect(name([52, 56, 60]) == "E augmented /0")
        #expect(name([60, 65, 67]) == "C sus4 /0")
        #expect(name([60, 64, 67, 74]) == "C add9 /0")
        #expect(name([55, 59, 62, 65]) == "G 7 /0")
        #expect(name([60, 61, 62]) == "none")
        // Outside the key, the spelling with the fewest accidentals: E♭ major in C, not D♯ (D♯ F𝄪 A♯).
        #expect(name([51, 55, 58]) == "E♭ major /0")
        #expect(name([55, 60, 62]) == "G sus4 /0")
        #expect(name([]) == "none")
        // In the key, as the key spells it, accidentals and all: C♯ minor's V from its third is
        // G♯ major (G♯ B♯ D♯), not A♭ major; its leading tone's chord in G♯ minor (F𝄪) likewise.
        let cSharpMinor = ProgressionKey(pitchClass: 1, mode: .minor).spelling
        let dominant = try #require(Chord.named([60, 63, 68], spelling: cSharpMinor))
        #expect(Self.spelled([dominant.root]) == "G♯" && dominant.quality == .major && dominant.inversion == 1)
        let gSharpMinor = ProgressionKey(pitchClass: 8, mode: .minor).spelling
        let fifth = try #require(Chord.named([63, 67, 70], spelling: gSharpMinor))
        #expect(Self.spelled([fifth.root]) == "D♯" && fifth.quality == .major, "\(fifth)")
    }

    @Test("close position over the bass: each tone the next one above, the ninth above the fifth")
    func closeVoicing() {
        let c = SpelledPitchClass(letter: 0, accidental: 0), g = SpelledPitchClass(letter: 4, accidental: 0)
        #expect(Chord(root: c, quality: .major, inversion: 1).closeVoicing(bassNote: 52) == [52, 55, 60])
        #expect(Chord(root: c, quality: .major, inversion: 2).closeVoicing(bassNote: 55) == [55, 60, 64])
        #expect(Chord(root: g, quality: .dominantSeventh, inversion: 3).closeVoicing(bassNote: 53) == [53, 55, 59, 62])
        #expect(Chord(root: c, quality: .addedNinth).closeVoicing(bassNote: 48) == [48, 52, 55, 62])
        for quality in ChordQuality.allCases {
            for inversion in 0..<(quality.invertible ? quality.tones.count : 1) {
                let chord = Chord(root: g, quality: quality, inversion: inversion)
                let notes = chord.closeVoicing(bassNote: 43 + (chord.bass.pitchClass - 43 % 12 + 12) % 12)
                #expect(Set(notes.map { $0 % 12 }) == chord.pitchClasses && notes[0] % 12 == chord.bass.pitchClass && notes == notes.sorted())
                #expect(Chord.named(notes, spelling: ProgressionKey(pitchClass: 7, mode: .major).spelling)?.pitchClasses == chord.pitchClasses)
            }
        }
    }
}
