import Foundation
import Testing
@testable import PeachCore

@Suite("Recency and pooling of neighbouring notes")
struct RecencyWeightedNotesTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an answer 30 days older than the newest counts half, whatever the date today")
    func halfLife() {
        var notes = RecencyWeightedNotes()
        notes.add(note: MIDINote(60), difference: 10, correct: true, at: start)
        notes.add(note: MIDINote(60), difference: 10, correct: true, at: start.addingTimeInterval(RecencyWeightedNotes.halfLife))
        #expect(abs(notes.overall.answers - 1.5) < 1e-12)
        notes.add(note: MIDINote(60), difference: 10, correct: true, at: start.addingTimeInterval(2 * RecencyWeightedNotes.halfLife))
        #expect(abs(notes.overall.answers - 1.75) < 1e-12)
        #expect(notes.newest == start.addingTimeInterval(2 * RecencyWeightedNotes.halfLife))
    }

    @Test("weights are rebased before they overflow: a thousand half-lives later the newest still counts 1")
    func rebase() {
        var notes = RecencyWeightedNotes()
        for step in 0...1000 {
            notes.add(note: MIDINote(60), difference: 10, correct: true, at: start.addingTimeInterval(Double(step) * RecencyWeightedNotes.halfLife))
        }
        #expect(notes.overall.answers.isFinite)
        #expect(abs(notes.overall.answers - 2) < 1e-9)
    }

    @Test("neighbours pool with a Gaussian weight of 6 semitones; none beyond an octave")
    func pooling() {
        #expect(RecencyWeightedNotes.poolingWeight(distance: 0) == 1)
        #expect(abs(RecencyWeightedNotes.poolingWeight(distance: 6) - exp(-0.5)) < 1e-12)
        #expect(RecencyWeightedNotes.poolingWeight(distance: -6) == RecencyWeightedNotes.poolingWeight(distance: 6))
        #expect(RecencyWeightedNotes.poolingWeight(distance: 13) == 0)
        var notes = RecencyWeightedNotes()
        for _ in 0..<10 { notes.add(note: MIDINote(60), difference: 10, correct: true, at: start) }
        // Only one note answered: its own answers, whole, wherever they are read within reach.
        #expect(notes.pooled(at: MIDINote(60)).answers == 10)
        #expect(abs(notes.pooled(at: MIDINote(66)).answers - 10) < 1e-9)
        #expect(notes.pooled(at: MIDINote(73)).isEmpty)
    }

    @Test("pooled answers count as many as they are worth: the nearer note's share grows, the total is the effective count")
    func effectiveCount() {
        var notes = RecencyWeightedNotes()
        for _ in 0..<10 {
            notes.add(note: MIDINote(60), difference: 10, correct: true, at: start)
            notes.add(note: MIDINote(66), difference: 20, correct: false, at: start)
        }
        let pooled = notes.pooled(at: MIDINote(60))
        let w = RecencyWeightedNotes.poolingWeight(distance: 6)
        // Kish's effective number of answers: (Σw)² / Σw².
        #expect(abs(pooled.answers - pow(10 + 10 * w, 2) / (10 + 10 * w * w)) < 1e-9)
        #expect(pooled.total[AnswerHistogram.bin(of: 10)] / pooled.total[AnswerHistogram.bin(of: 20)] - 1 / w < 1e-9)
    }
}
