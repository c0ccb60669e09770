import Foundation
import Testing
@testable import PeachCore

@Suite("Threshold trend")
struct ThresholdTrendTests {
    @Test("the halves follow the boundary answer by answer: equal to histograms built from each half")
    func halves() throws {
        var random = SeededRandom(seed: 5)
        var trend = ThresholdTrend()
        var answers: [(Double, Bool)] = []
        for count in 1...101 {
            let answer = (random.uniform(in: 0.1...100), random.coinFlip())
            answers.append(answer)
            trend.add(difference: answer.0, correct: answer.1)
            guard count >= Trend.minimumAnswers else {
                #expect(trend.halves() == nil)
                continue
            }
            var older = AnswerHistogram(), newer = AnswerHistogram()
            for (index, (difference, correct)) in answers.enumerated() {
                if index < count / 2 { older.add(difference: difference, correct: correct) } else { newer.add(difference: difference, correct: correct) }
            }
            let halves = try #require(trend.halves())
            #expect(halves.older == ThresholdEstimator.shared.estimate(older))
            #expect(halves.newer == ThresholdEstimator.shared.estimate(newer))
        }
    }

    @Test("a listener whose threshold halved improves; the same listener throughout is stable; too few answers say nothing")
    func words() {
        func answers(_ threshold: Double, _ count: Int, into trend: inout ThresholdTrend, seed: UInt64) {
            var random = SeededRandom(seed: seed)
            let ear = PsychometricFunction(threshold: threshold, slope: 2)
            for _ in 0..<count {
                let difference = threshold * exp2(random.uniform(in: -1.5...1.5))
                trend.add(difference: difference, correct: random.nextUnit() < ear.probabilityCorrect(at: difference))
            }
        }
        var improving = ThresholdTrend()
        answers(20, 400, into: &improving, seed: 11)
        answers(10, 400, into: &improving, seed: 12)
        #expect(improving.trend() == .improving)
        var declining = ThresholdTrend()
        answers(10, 400, into: &declining, seed: 13)
        answers(20, 400, into: &declining, seed: 14)
        #expect(declining.trend() == .declining)
        var same = ThresholdTrend()
        answers(12, 150, into: &same, seed: 7)
        answers(12, 150, into: &same, seed: 8)
        // Whatever the halves' estimates happen to be, one listener throughout is stable.
        #expect(same.trend() == .stable)
        var few = ThresholdTrend()
        answers(20, 12, into: &few, seed: 5)
        answers(5, 12, into: &few, seed: 6)
        // 24 answers: halves of 12 cannot be measured, so no word.
        #expect(few.trend() == nil)
    }

    @Test("more than 5 % lower improves, more than 5 % higher declines, else stable; the arrow follows the line")
    func boundaries() {
        // Within the halves' own uncertainty a change is no change.
        #expect(Trend(older: 10, newer: 8, uncertainty: 0.12) == .stable)
        #expect(Trend(older: 10, newer: 8, uncertainty: 0.1) == .improving)
        #expect(Trend(older: 10, newer: 9.49) == .improving)
        #expect(Trend(older: 10, newer: 9.5) == .stable)
        #expect(Trend(older: 10, newer: 10.5) == .stable)
        #expect(Trend(older: 10, newer: 10.51) == .declining)
        #expect(Trend.improving.arrow == "↘" && Trend.declining.arrow == "↗" && Trend.stable.arrow == "→")
    }
}
