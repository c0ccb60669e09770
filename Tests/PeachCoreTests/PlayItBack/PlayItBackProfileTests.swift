import Foundation
import Testing
@testable import PeachCore

@Suite("Play It Back's part of the profile")
struct PlayItBackProfileTests {
    static let record = PhraseRecord(
        phrase: Phrase(key: MIDINote(62), scale: .naturalMinor, notes: [62, 65, 69, 67].map(MIDINote.init), tempo: Tempo(bpm: 96)),
        played: [PlayedNote(note: 62, onsetFrames: 120_000), PlayedNote(note: 65, onsetFrames: 150_010), PlayedNote(note: 70, onsetFrames: 180_000)],
        sampleRate: 48_000, timestamp: Date(timeIntervalSince1970: 1_767_600_000))

    @Test("the profile rebuilt from stored phrases: the staircase resumes where the last phrase of the scale left it")
    func profile() {
        var profile = PlayItBackProfile()
        profile.add(Self.record)
        #expect(profile.nextLength[PhraseStyle(.naturalMinor)] == 2 && profile.records == 1)
        let summary = profile.summaries()
        #expect(summary.count == 1 && summary[0].style == PhraseStyle(.naturalMinor) && summary[0].phrases == 1 && summary[0].right == 0)
        // A phrase heard again: counted, out of the span and the staircase.
        var again = Self.record
        again.replays = 1
        again.phrase = Phrase(key: MIDINote(62), scale: .naturalMinor, notes: [62, 65, 69].map(MIDINote.init), tempo: Tempo(bpm: 96))
        again.played = [62, 65, 69].enumerated().map { PlayedNote(note: $0.element, onsetFrames: $0.offset * 30_000) }
        profile.add(again)
        let after = profile.summaries()[0]
        #expect(after.phrases == 2 && after.right == 1 && after.heardAgain == 1 && after.estimate?.calls == 1)
        #expect(profile.nextLength[PhraseStyle(.naturalMinor)] == 3, "the length as the phrase heard again found it")
    }

    @Test("phrases with eighths are their own span and staircase beside the same scale's quarter notes")
    func eighths() {
        var profile = PlayItBackProfile()
        profile.add(Self.record)
        let notes = [62, 65, 69, 67]
        let eighths = PhraseRecord(
            phrase: Phrase(key: MIDINote(62), scale: .naturalMinor, notes: notes.map(MIDINote.init), eighths: [0, 1, 2, 4], tempo: Tempo(bpm: 96)),
            played: zip(notes, [0, 1, 2, 4]).map { PlayedNote(note: $0, onsetFrames: $1 * 15_000) }, sampleRate: 48_000, timestamp: Date(timeIntervalSince1970: 1_767_600_100))
        profile.add(eighths)
        #expect(eighths.judgement.isRight && eighths.judgement.untimely.isEmpty)
        #expect(profile.nextLength[PhraseStyle(.naturalMinor)] == 2 && profile.nextLength[PhraseStyle(.naturalMinor, .eighths)] == 5)
        #expect(profile.summaries().map(\.style) == [PhraseStyle(.naturalMinor), PhraseStyle(.naturalMinor, .eighths)])
        #expect(Set(profile.spanDays().keys) == [PhraseStyle(.naturalMinor), PhraseStyle(.naturalMinor, .eighths)])
    }

    @Test("the echo's spread and tempo come from right phrases only: wrong notes played unevenly, or evenly at another tempo, change neither")
    func timingFromRightPhrases() throws {
        let notes = [62, 65, 69, 67]
        func phrase(_ played: [Int], at frames: [Int]) -> PhraseRecord {
            PhraseRecord(
                phrase: Phrase(key: MIDINote(62), scale: .naturalMinor, notes: notes.map(MIDINote.init), tempo: Tempo(bpm: 96)),
                played: zip(played, frames).map { PlayedNote(note: $0, onsetFrames: $1) }, sampleRate: 48_000, timestamp: Date(timeIntervalSince1970: 1_767_600_000))
        }
        // 96 BPM: a beat is 30 000 frames; the right echo within 2 ms of its own grid.
        let right = phrase(notes, at: [0, 30_048, 59_904, 90_048])
        #expect(right.judgement.isRight)
        var profile = PlayItBackProfile()
        profile.add(right)
        let before = try #require(profile.summaries().first)
        let spread = try #require(before.spread?.sdMs), ratio = try #require(before.tempoRatio)
        #expect(spread < 3 && abs(ratio - 1) < 0.01)
        // Mashed: the wrong notes far off any grid; and wrong notes evenly at half the tempo.
        let mashed = phrase([62, 64, 69, 66], at: [0, 9_000, 71_000, 80_000]), slow = phrase([62, 64, 70, 66], at: [0, 60_000, 120_000, 180_000])
        #expect(!mashed.judgement.isRight && !slow.judgement.isRight && !mashed.judgement.offsetsMs.isEmpty)
        for _ in 0..<5 {
            profile.add(mashed)
            profile.add(slow)
        }
        let after = try #require(profile.summaries().first)
        #expect(after.phrases == 11 && after.right == 1)
        #expect(after.spread?.sdMs == spread && after.tempoRatio == ratio, "\(String(describing: after.spread)) \(String(describing: after.tempoRatio))")
    }
}
