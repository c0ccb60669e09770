import Foundation
import Testing
@testable import PeachCore

@Suite("Threshold timeline")
struct ThresholdTimelineTests {
    /// A day of 150 answers from a listener of `threshold` cents, around the threshold.
    func day(_ index: Int, threshold: Double, answers: Int = 150, into timeline: inout ThresholdTimeline) {
        var random = SeededRandom(seed: UInt64(index + 40))
        let ear = PsychometricFunction(threshold: threshold, slope: 2)
        for answer in 0..<answers {
            let difference = threshold * exp2(random.uniform(in: -1.5...1.5))
            timeline.add(
                difference: difference, correct: random.nextUnit() < ear.probabilityCorrect(at: difference),
                at: Date(timeIntervalSince1970: Double(index * 86_400 + 3600 + answer * 10)))
        }
    }

    @Test("answers group by calendar day with counts and the mean difference")
    func perDay() {
        var timeline = ThresholdTimeline(calendar: utcCalendar)
        timeline.add(difference: 10, correct: true, at: Date(timeIntervalSince1970: 9 * 3600))
        timeline.add(difference: 20, correct: false, at: Date(timeIntervalSince1970: 23 * 3600))
        timeline.add(difference: 6, correct: true, at: Date(timeIntervalSince1970: 2 * 86_400))
        let days = timeline.days()
        #expect(days.count == 2)
        #expect(days[0].answers == 2 && days[0].correctAnswers == 1 && days[0].meanDifference == 15)
        #expect(days[1].day == Date(timeIntervalSince1970: 2 * 86_400))
        // Three answers measure nothing: no point rather than a wrong one.
        #expect(days[0].threshold == nil && days[1].rollingThreshold == nil)
    }

    @Test("a day with enough answers has its threshold; the rolling one pools the last 20 training days")
    func estimates() throws {
        var timeline = ThresholdTimeline(calendar: utcCalendar)
        for index in 0..<25 { day(index * 2, threshold: index < 5 ? 30 : 8, into: &timeline) }
        day(60, threshold: 8, answers: 4, into: &timeline)
        let days = timeline.days()
        #expect(days.count == 26)
        #expect(near(days[0].threshold, 30))
        // Day 24 pools days 5…24, all at 8 cents: the 30-cent days have left the window.
        let rolling = try #require(days[24].rollingThreshold)
        #expect(near(rolling, 8) && rolling.contains(8) && rolling.high / rolling.low < 1.3)
        // Day 4's window still holds only 30-cent days.
        #expect(near(days[4].rollingThreshold, 30))
        // A day of 4 answers has no point of its own, but the window around it still measures.
        #expect(days[25].threshold == nil && days[25].rollingThreshold != nil)
    }
}
