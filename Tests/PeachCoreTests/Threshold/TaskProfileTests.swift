import Foundation
import Testing
@testable import PeachCore

@Suite("A task's current threshold: older answers count less only where the ear has moved")
struct TaskProfileTests {
    /// Answers of an ear of threshold `threshold`, at differences drawn around `around`, from `start` on.
    static func answers(
        into task: inout TaskProfile, threshold: Double, around: Double, count: Int, start: Int, random: inout SeededRandom
    ) {
        let ear = PsychometricFunction(threshold: threshold, slope: 2)
        for index in 0..<count {
            let difference = around * exp2(random.uniform(in: -1...1))
            task.add(comparison(note: 60, cents: difference, correct: random.nextUnit() < ear.probabilityCorrect(at: difference), at: Double(start + index)))
        }
    }

    @Test("an ear that has not moved: a descent from 100 cents, then answers near chance; every answer counts whole, and the interval is the one all of them allow")
    func stable() throws {
        var task = TaskProfile(task: .unison)
        var random = SeededRandom(seed: 9)
        // The descent: right, from 100 cents down; then 300 answers near chance for T = 4 ¢.
        for (index, cents) in [100.0, 60, 36, 22, 13].enumerated() { task.add(comparison(note: 60, cents: cents, correct: true, at: Double(index))) }
        task.add(comparison(note: 60, cents: 8, correct: false, at: 5))
        // Then 360 placed alike throughout: one in five where it is right about 3 in 4, the rest near chance.
        for index in 0..<360 {
            Self.answers(into: &task, threshold: 4, around: random.nextUnit() < 0.2 ? 5 : 0.8, count: 1, start: 10 + index, random: &random)
        }
        #expect(!task.hasMoved())
        let overall = try #require(task.overall()), unaged = try #require(task.overall(aged: false)), aged = try #require(task.overall(aged: true))
        #expect(overall == unaged && overall.contains(4), "\(overall)")
        // Aged, the informative older answers count about half: the interval spans more.
        #expect(aged.high / aged.low > unaged.high / unaged.low, "aged \(aged), unaged \(unaged)")
        #expect(task.threshold(at: MIDINote(60)) == task.threshold(at: MIDINote(60), aged: false))
    }

    @Test("a learner whose threshold fell from 30 to 10 cents: the ear has moved, the older answers count less, and the estimate is where the ear is now")
    func learner() throws {
        var task = TaskProfile(task: .unison)
        var random = SeededRandom(seed: 4)
        task.add(comparison(note: 60, cents: 40, correct: false, at: 0))
        Self.answers(into: &task, threshold: 30, around: 30, count: 600, start: 1, random: &random)
        Self.answers(into: &task, threshold: 10, around: 10, count: 600, start: 601, random: &random)
        #expect(task.hasMoved())
        let overall = try #require(task.overall()), unaged = try #require(task.overall(aged: false))
        #expect(overall == task.overall(aged: true))
        #expect(overall.threshold < unaged.threshold && abs(log(overall.threshold / 10)) < abs(log(unaged.threshold / 10)), "aged \(overall), unaged \(unaged)")
    }
}
