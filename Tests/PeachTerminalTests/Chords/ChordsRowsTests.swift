import Foundation
import Testing
@testable import PeachCore
@testable import PeachTerminal

@Suite("Chords on the profile screen")
struct ChordsRowsTests {
    /// A long history at level 5: thousands of progressions, and a major chord taken for many others.
    static func view() -> ProfileView {
        let estimate = SpanEstimate(span: 2.4, low: 2.1, high: 2.8, calls: 2000, shortestPlayed: 1, longestPlayed: 6, shortestPossible: 1)
        let spans = [HarmonicSpanSummary(
            level: 5, band: TempoBand.allCases.last!, progressions: 2000, right: 1234, heardAgain: 12, estimate: estimate, rightChords: 4321, medianSpreadMs: 14.2)]
        var major = ChordQualityTally(quality: .major, inverted: true)
        for _ in 0..<300 { major.add(.right(played: 0)) }
        for quality in [ChordQuality.major, .minor, .majorSeventh, .dominantSeventh, .suspendedSecond, .suspendedFourth, .addedNinth] {
            major.add(.wrong(played: 0, ChordJudgement.Difference(
                heard: Chord(root: SpelledPitchClass(letter: 1, accidental: 0), quality: quality), missing: [], extra: [], wrongBass: nil, voicingOnly: false)))
        }
        major.add(.wrong(played: 0, ChordJudgement.Difference(heard: nil, missing: [], extra: [], wrongBass: nil, voicingOnly: false)))
        major.add(.missing)
        let section = ChordsSection(spans: spans, qualities: [major])
        return ProfileView(snapshot: ProfileSnapshot(range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)), sections: [section]), sections: [ChordsRows()])
    }

    @Test("at 80 columns, English and German: four-digit counts and a chord taken for eight others within the window, every kind named", arguments: [Strings.Language.english, .german])
    func narrow(language: Strings.Language) {
        let strings = Strings(language: language)
        let lines = ChordsRows().lines(Self.view(), strings: strings, width: 80).map(\.text)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        let text = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains(strings.progressionsCount(1234, of: 2000)) && text.contains("2,4") == (language == .german), "\(lines)")
        for name in ["maj7", "sus2", "sus4", "add9", strings.t("no chord", "kein Akkord"), strings.t("left out 1", "ausgelassen 1")] {
            #expect(text.contains(name), "\(name) in \(lines)")
        }
        #expect(text.contains(strings.t("major on another root or bass 1", "Dur auf anderem Grundton oder Bass 1")), "\(lines)")
    }
}
