import Foundation
import Testing
@testable import PeachCore

@Suite("Recency and pooling of neighbouring notes")
struct RecencyWeightedNotesTests {
    @Test("an answer 300 answers older than the newest counts half, however long ago it was given")
    func halfLife() {
        // The first answer is 300 answers older than the newest: it counts half.
        var single = RecencyWeightedNotes()
        single.add(note: MIDINote(60), difference: 10, correct: true)
        for _ in 0..<300 { single.add(note: MIDINote(60), difference: 20, correct: true) }
        #expect(abs(single.overall().total[AnswerHistogram.bin(of: 10)] - 0.5) < 1e-12)
        #expect(single.count == 301)
    }

    @Test("weights are rebased before they overflow: a hundred thousand answers later the newest still counts 1")
    func rebase() {
        var notes = RecencyWeightedNotes()
        for index in 0..<100_000 { notes.add(note: MIDINote(60), difference: index == 99_999 ? 50 : 10, correct: true) }
        let overall = notes.overall()
        #expect(overall.answers.isFinite)
        #expect(abs(overall.total[AnswerHistogram.bin(of: 50)] - 1) < 1e-9)
        // All of them together are worth 1/(1 − 2^(−1/300)) answers.
        #expect(abs(overall.answers - 1 / (1 - exp2(-1.0 / 300))) < 1e-6)
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
        for _ in 0..<10 { notes.add(note: MIDINote(60), difference: 10, correct: true) }
        let own = notes.pooled(at: MIDINote(60)).answers
        #expect(abs(own - (0..<10).map { exp2(-Double($0) / 300) }.reduce(0, +)) < 1e-9)
        let weight = RecencyWeightedNotes.poolingWeight(distance: 6, answers: own)
        #expect(abs(notes.pooled(at: MIDINote(66)).answers - own * weight) < 1e-9)
        #expect(notes.pooled(at: MIDINote(73)).isEmpty)
    }

    @Test("a note with no answers of its own, an octave from a well-trained one, is not measured")
    func farNeighbour() throws {
        var notes = RecencyWeightedNotes()
        let ear = PsychometricFunction(threshold: 10, slope: 2)
        var random = SeededRandom(seed: 8)
        for _ in 0..<2000 {
            let difference = 10 * exp2(random.uniform(in: -1...1))
            notes.add(note: MIDINote(60), difference: difference, correct: random.nextUnit() < ear.probabilityCorrect(at: difference))
        }
        #expect(try #require(ThresholdEstimator.shared.estimate(notes.pooled(at: MIDINote(60)))).isMeasured)
        #expect(try #require(ThresholdEstimator.shared.estimate(notes.pooled(at: MIDINote(61)))).isMeasured)
        #expect(try !#require(ThresholdEstimator.shared.estimate(notes.pooled(at: MIDINote(72)))).isMeasured)
    }

    @Test("answers age with newer answers about their own note, not with training elsewhere on the keyboard")
    func agingFollowsTheNote() {
        var notes = RecencyWeightedNotes()
        notes.add(note: MIDINote(40), difference: 10, correct: true)
        // 300 answers two octaves up: nothing they say is about E2.
        for _ in 0..<300 { notes.add(note: MIDINote(64), difference: 20, correct: true) }
        #expect(abs(notes.pooled(at: MIDINote(40)).answers - 1) < 1e-12)
        // The task's overall threshold ages with every answer.
        #expect(abs(notes.overall().total[AnswerHistogram.bin(of: 10)] - 0.5) < 1e-12)
        // 300 answers a fifth away age it by what each tells about E2.
        var near = RecencyWeightedNotes()
        near.add(note: MIDINote(40), difference: 10, correct: true)
        for _ in 0..<300 { near.add(note: MIDINote(47), difference: 20, correct: true) }
        let told = 300 * RecencyWeightedNotes.poolingWeight(distance: 7, answers: RecencyWeightedNotes.halfLife)
        #expect(abs(near.pooled(at: MIDINote(40)).total[AnswerHistogram.bin(of: 10)] - exp2(-told / 300)) < 1e-12)
    }
}
