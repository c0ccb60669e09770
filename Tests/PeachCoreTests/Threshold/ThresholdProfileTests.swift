import Foundation
import Testing
@testable import PeachCore

@Suite("Threshold profile")
struct ThresholdProfileTests {
    @Test("single notes and every directed interval are tasks of their own, filed by reference note")
    func tasks() {
        let profile = ThresholdProfile(records: [
            comparison(note: 60, cents: 5, correct: true, at: 0),
            comparison(note: 60, cents: 5, correct: true, at: 1, interval: DirectedInterval(.perfectFifth)),
            comparison(note: 60, cents: 5, correct: true, at: 2, interval: DirectedInterval(.perfectFifth, .down)),
            comparison(note: 62, cents: -7, correct: false, at: 3, interval: DirectedInterval(.perfectFifth, .down)),
        ], calendar: utcCalendar)
        #expect(profile.trainedTasks == [.unison, DirectedInterval(.perfectFifth), DirectedInterval(.perfectFifth, .down)])
        let down = profile[DirectedInterval(.perfectFifth, .down)]!
        #expect(down.answers == 2 && down.trainedNotes == [MIDINote(60), MIDINote(62)])
        #expect(down.differences[62].mean == 7 && down.allDifferences.mean == 6)
        #expect(profile[DirectedInterval(.majorThird)] == nil)
    }

    @Test("a listener with a known threshold at every note: the note's estimate holds it, the mean difference is where the trials were")
    func perNote() throws {
        var random = SeededRandom(seed: 3)
        var profile = ThresholdProfile(calendar: utcCalendar)
        let ear = PsychometricFunction(threshold: 12, slope: 2)
        for index in 0..<600 {
            let difference = 12 * exp2(random.uniform(in: -1...1))
            let note = random.integer(in: 55...65)
            profile.add(comparison(note: note, cents: difference, correct: random.nextUnit() < ear.probabilityCorrect(at: difference), at: Double(index) * 4))
        }
        let task = try #require(profile[.unison])
        let centre = try #require(task.threshold(at: MIDINote(60)))
        #expect(near(centre, 12) && centre.isMeasured)
        // A note outside the trained ones still gets its neighbours' estimate, with fewer answers behind it.
        let edge = try #require(task.threshold(at: MIDINote(70)))
        #expect(edge.answers < centre.answers)
        #expect(task.threshold(at: MIDINote(90)) == nil)
        #expect(near(task.overall(), 12))
    }

    @Test("the snapshot: notes of the range with answers or a measured estimate, unmeasured thresholds left out")
    func snapshot() throws {
        var random = SeededRandom(seed: 4)
        var thresholds = ThresholdProfile(calendar: utcCalendar)
        var profile = PerceptualProfile()
        let ear = PsychometricFunction(threshold: 9, slope: 2)
        for index in 0..<400 {
            let difference = 9 * exp2(random.uniform(in: -1...1))
            let record = comparison(note: random.integer(in: 58...62), cents: difference, correct: random.nextUnit() < ear.probabilityCorrect(at: difference), at: Double(index))
            thresholds.add(record)
            profile.add(record)
        }
        let lonely = comparison(note: 84, cents: 30, correct: true, at: 500, interval: DirectedInterval(.majorThird, .down))
        thresholds.add(lonely)
        let snapshot = ProfileSnapshot(
            thresholds: thresholds, profile: profile, matching: MatchingProfile(), range: NoteRange(lowest: MIDINote(36), highest: MIDINote(84)))
        #expect(snapshot.tasks.map(\.task) == [.unison, DirectedInterval(.majorThird, .down)])
        let unison = try #require(snapshot[.unison])
        #expect(unison.notes.allSatisfy { $0.answers > 0 || $0.threshold != nil })
        #expect(unison.notes.contains { $0.note == MIDINote(66) && $0.answers == 0 && $0.threshold != nil })
        #expect(!unison.notes.contains { $0.note == MIDINote(36) })
        let third = try #require(snapshot[DirectedInterval(.majorThird, .down)])
        #expect(third.threshold == nil && third.notes.count == 1 && third.notes[0].threshold == nil && third.notes[0].meanDifference == 30)
        #expect(snapshot.comparisonCount == 401)
    }
}
