import Foundation
import Testing
@testable import PeachCore

@Suite("Recency and pooling of neighbouring notes")
struct RecencyWeightedNotesTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an answer 3 days older than the newest counts half, whatever the date today")
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

    @Test("a neighbour's answers count less the farther it is and the more it has; none beyond an octave")
    func pooling() {
        #expect(RecencyWeightedNotes.poolingWeight(distance: 0, answers: 1000) == 1)
        #expect(RecencyWeightedNotes.poolingWeight(distance: -6, answers: 50) == RecencyWeightedNotes.poolingWeight(distance: 6, answers: 50))
        #expect(RecencyWeightedNotes.poolingWeight(distance: 2, answers: 50) > RecencyWeightedNotes.poolingWeight(distance: 7, answers: 50))
        #expect(RecencyWeightedNotes.poolingWeight(distance: 13, answers: 1) == 0)
        // What an octave-away neighbour adds saturates: 1/(I·drift²) answers' worth, about 22.
        let octave = { (answers: Double) in answers * RecencyWeightedNotes.poolingWeight(distance: 12, answers: answers) }
        #expect(octave(10) > 9 * 0.6 && octave(100_000) < 22.3 && octave(100_000) > 22)
        var notes = RecencyWeightedNotes()
        for _ in 0..<10 { notes.add(note: MIDINote(60), difference: 10, correct: true, at: start) }
        #expect(notes.pooled(at: MIDINote(60)).answers == 10)
        let weight = RecencyWeightedNotes.poolingWeight(distance: 6, answers: 10)
        #expect(abs(notes.pooled(at: MIDINote(66)).answers - 10 * weight) < 1e-9)
        #expect(notes.pooled(at: MIDINote(73)).isEmpty)
    }

    @Test("a note with no answers of its own, an octave from a well-trained one, is not measured")
    func farNeighbour() throws {
        var notes = RecencyWeightedNotes()
        let ear = PsychometricFunction(threshold: 10, slope: 2)
        var random = SeededRandom(seed: 8)
        for _ in 0..<2000 {
            let difference = 10 * exp2(random.uniform(in: -1...1))
            notes.add(note: MIDINote(60), difference: difference, correct: random.nextUnit() < ear.probabilityCorrect(at: difference), at: start)
        }
        #expect(try #require(ThresholdEstimator.shared.estimate(notes.pooled(at: MIDINote(60)))).isMeasured)
        #expect(try #require(ThresholdEstimator.shared.estimate(notes.pooled(at: MIDINote(61)))).isMeasured)
        #expect(try !#require(ThresholdEstimator.shared.estimate(notes.pooled(at: MIDINote(72)))).isMeasured)
    }
}
