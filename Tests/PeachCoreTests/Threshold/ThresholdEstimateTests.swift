import Foundation
import Testing
@testable import PeachCore

@Suite("Rough estimates before a measurement")
struct ThresholdEstimateTests {
    @Test("how many more answers a rough estimate needs: the information a measurement needs, less what the interval holds, at what an answer near the threshold adds")
    func moreAnswers() {
        // Spread 9 = 3²: twice the meaningful log-width. 1/SE² now (3.92 ÷ ln 9)² = 3.18, for a
        // measurement (3.92 ÷ ln 3)² = 12.73: 9.55 more, at 0.3 an answer 31.8, rounded up to 35,
        // said as 25 (nearer than 50 on a log scale).
        let rough = ThresholdEstimate(threshold: 10, low: 10 / 3, high: 30, answers: 40)
        #expect(rough.moreAnswersToMeasure == 25)
        // However many answers it took to get there: the first ones of a chain tell little.
        #expect(ThresholdEstimate(threshold: 10, low: 10 / 3, high: 30, answers: 400).moreAnswersToMeasure == 25)
        // As it was predicted before: √answers, as if the answers to come were like those so far.
        #expect(rough.moreAnswersToMeasureBySquareRoot == 120)
        #expect(ThresholdEstimate(threshold: 10, low: 8, high: 12, answers: 40).moreAnswersToMeasure == 0)
        // Never fewer than ten.
        #expect(ThresholdEstimate(threshold: 10, low: 5, high: 15.5, answers: 40).moreAnswersToMeasure == 10)
    }

    @Test("a prediction is said as the nearest of 10, 25, 50, 100, 250, 500 and 1000 on a log scale: finer numbers say nothing more")
    func predictionSteps() {
        // 15 is nearer 10 (×1.5) than 25 (×1.67); 20, nearer 25; 35 nearer 25 than 50; 40 nearer 50.
        let said = [3.0, 14.0, 19.0, 34.0, 39.0, 69.0, 74.0, 154.0, 160.0, 349.0, 355.0, 699.0, 710.0].map(ThresholdEstimate.said)
        #expect(said == [10, 10, 25, 25, 50, 50, 100, 100, 250, 250, 500, 500, 1000], "\(said)")
        #expect(ThresholdEstimate.said(5000) == ThresholdEstimate.mostAnswersPredicted)
    }

    @Test("a chain that starts below a rough threshold climbs first, near chance, and the answers of its climb are added")
    func moreAnswersFromBelow() {
        let rough = ThresholdEstimate(threshold: 10, low: 10 / 3, high: 30, answers: 80)
        // From 2.5 ¢ with Peach's steps: 2 ÷ (0.06 − 0.016) · (1/√2.5 − 1/√10) = 14.4 more: 31.8 + 14.4, up to 50.
        #expect(rough.moreAnswersToMeasure(chainAt: 2.5) == 50)
        // With the original's steps (0.08/0.09) the climb is five times as long: 2 ÷ 0.01 · 0.316 = 63.2, and 31.8 + 63.2 = 95.1, up to 100.
        #expect(rough.moreAnswersToMeasure(chainAt: 2.5, chain: KazezChain(narrowing: 0.08, widening: 0.09)) == 100)
        // A chain at or above the threshold (a new one's descent) climbs nothing.
        #expect(rough.moreAnswersToMeasure(chainAt: 10) == 25)
        #expect(rough.moreAnswersToMeasure(chainAt: 100) == 25)
        #expect(ThresholdEstimate(threshold: 10, low: 8, high: 12, answers: 40).moreAnswersToMeasure(chainAt: 1) == 0)
    }

    @Test("an interval reaching above every difference played is no measurement, however narrow; and one at or above 100 ¢ gets the most a prediction says")
    func beyondTheAnswers() {
        let atChance = ThresholdEstimate(threshold: 228, low: 136, high: 305, answers: 60, reachesBeyondAnswers: true)
        #expect(!atChance.isMeasured)
        #expect(atChance.roughness == .lowerBoundOnly)
        // Nothing this task plays can measure it: the most a prediction says, not "5 more".
        #expect(atChance.moreAnswersToMeasure == ThresholdEstimate.mostAnswersPredicted)
        // 60 ¢ (30–110): measured once its top is below 100 as well, 1.96 SE above 60: SE ≤
        // ln(100/60) ÷ 1.96 = 0.261, narrower than the spread's 0.280:
        // (1/0.261² − (3.92 ÷ ln 3.67)²) ÷ 0.3 = 18.7, up to 20, said as 25 (the spread alone: 12.1, 10).
        let high = ThresholdEstimate(threshold: 60, low: 30, high: 110, answers: 60, reachesBeyondAnswers: true)
        #expect(!high.isMeasured)
        #expect(high.moreAnswersToMeasure == 25)
        // Nearer the top, the spread alone would say 10: SE ≤ ln(100/72) ÷ 1.96 = 0.168, 81.2 more, up to 85, said as 100.
        let nearTop = ThresholdEstimate(threshold: 72, low: 46, high: 148, answers: 100, reachesBeyondAnswers: true)
        #expect(nearTop.moreAnswersToMeasure == 100)
        // Once the top is below 100 ¢, the spread alone decides: 80 ¢ (30–99), (12.73 − (3.92 ÷ ln 3.3)²) ÷ 0.3 = 6.5,
        // said as 10 (its top's rule would ask 221).
        #expect(ThresholdEstimate(threshold: 80, low: 30, high: 99, answers: 100).moreAnswersToMeasure == 10)
        // A threshold a hair below the top: the most a prediction says, not a trap.
        #expect(ThresholdEstimate(threshold: 99.999_999_99, low: 60, high: 180, answers: 100, reachesBeyondAnswers: true).moreAnswersToMeasure == ThresholdEstimate.mostAnswersPredicted)
    }

    @Test("a rough estimate names a centre only while its interval spans at most ten times, and no lower bound it does not have")
    func roughness() {
        #expect(ThresholdEstimate(threshold: 12, low: 5, high: 40, answers: 20).roughness == .narrowing)
        #expect(ThresholdEstimate(threshold: 12, low: 2, high: 60, answers: 20).roughness == .bounded)
        #expect(ThresholdEstimate(threshold: 1.1, low: 0.1, high: 41.6, answers: 5).roughness == .upperBoundOnly)
        // Above every difference a trial plays, only a lower bound means something; both ways, nothing.
        #expect(ThresholdEstimate(threshold: 430, low: 130, high: 1000, answers: 10).roughness == .lowerBoundOnly)
        // "Above" says no more than the largest difference played: 100 ¢, not the extrapolated 130.
        #expect(ThresholdEstimate(threshold: 430, low: 130, high: 1000, answers: 10).aboveBound() == 100)
        #expect(ThresholdEstimate(threshold: 430, low: 60, high: 1000, answers: 10).aboveBound() == 60)
        #expect(ThresholdEstimate(threshold: 3, low: 0.06, high: 900, answers: 3).roughness == .unknown)
    }

    @Test("right answers at large differences only say 'below', from the real fit")
    func upperBoundFromAnswers() throws {
        var answers = AnswerHistogram()
        for _ in 0..<5 { answers.add(difference: 30, correct: true) }
        let estimate = try #require(ThresholdEstimator.shared.estimate(answers))
        #expect(!estimate.isMeasured)
        #expect(estimate.roughness == .upperBoundOnly)
        #expect(estimate.high < 100 && estimate.high > 20)
    }
}
