import Foundation
import Testing
@testable import PeachCore

@Suite("Play It Back: a sung echo cut into its notes")
struct SungNoteSegmenterTests {
    static let rate = 48_000, hop: UInt64 = 256

    /// Pitch events every hop from `from` for `seconds` at MIDI pitch `pitch`.
    static func pitches(_ pitch: Double, from: UInt64, seconds: Double) -> [HeardEvent] {
        let count = Int(seconds * Double(rate)) / Int(hop)
        return (0..<count).map { index in
            .pitch(HeardPitch(frame: from + UInt64(index) * hop, frequency: Frequency(hertz: 440 * pow(2, (pitch - 69) / 12)), confidence: 0.95, level: -20))
        }
    }

    static func silence(from: UInt64, seconds: Double) -> [HeardEvent] {
        (0..<(Int(seconds * Double(rate)) / Int(hop))).map { .noPitch(frame: from + UInt64($0) * hop, level: -80) }
    }

    @Test("an attacked note, one 20 cents sharp after a rest, one sung legato with no attack, a blip too short to be a note: three notes at their onsets, pitches and cents")
    func notes() {
        var segmenter = SungNoteSegmenter(sampleRate: Self.rate, referencePitch: .concertA, windowFrames: 2048)
        var events: [HeardEvent] = [.onset(HeardOnset(frame: 9_900))]
        events += Self.pitches(60, from: 10_000, seconds: 0.3)
        events += Self.silence(from: 24_400, seconds: 0.1)
        events += Self.pitches(64.2, from: 30_000, seconds: 0.2)
        // The attack found after the note's first pitches: that note's onset, not a new note.
        events.insert(.onset(HeardOnset(frame: 29_950)), at: events.count - 30)
        events += Self.pitches(67, from: 39_600, seconds: 0.3)
        events += Self.silence(from: 54_000, seconds: 0.1)
        events += Self.pitches(72, from: 60_000, seconds: 0.03)
        events += Self.silence(from: 61_500, seconds: 0.1)
        var notes: [SungNoteSegmenter.Note] = []
        for event in events { notes += segmenter.add(event) }
        #expect(notes.map(\.note) == [60, 64, 67], "\(notes)")
        #expect(notes.map(\.onsetFrame) == [9_900, 29_950, 39_600], "\(notes)")
        #expect(abs(notes[1].cents - 20) < 0.01 && abs(notes[0].cents) < 0.01)
        #expect(!segmenter.isSounding)
    }

    @Test("a wobble back and forth within a note is no new note; without an onset the first pitch's frame less half the window is the onset")
    func wobble() {
        var segmenter = SungNoteSegmenter(sampleRate: Self.rate, referencePitch: .concertA, windowFrames: 2048)
        var events = Self.pitches(62, from: 50_000, seconds: 0.15)
        events += Self.pitches(63.2, from: 57_200, seconds: 0.02)
        events += Self.pitches(62, from: 58_200, seconds: 0.15)
        events += Self.silence(from: 65_400, seconds: 0.1)
        var notes: [SungNoteSegmenter.Note] = []
        for event in events { notes += segmenter.add(event) }
        #expect(notes.map(\.note) == [62] && notes.first?.onsetFrame == 50_000 - 1_024, "\(notes)")
    }
}
