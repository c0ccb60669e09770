import Foundation
import Testing
@testable import PeachCore

@Suite("Threshold estimator")
struct ThresholdEstimatorTests {
    let estimator = ThresholdEstimator.shared

    @Test("known answers: the threshold of an ideal listener, within 3 %, in a narrow interval that holds it", arguments: [
        (2.0, 2.0), (8, 2), (8, 1.4), (30, 3),
    ])
    func knownAnswers(threshold: Double, slope: Double) throws {
        let ear = PsychometricFunction(threshold: threshold, slope: slope, lapseRate: 0.025)
        let answers = idealAnswers(ear, at: binCentres(from: threshold / 4, to: threshold * 4), perDifference: 200)
        let estimate = try #require(estimator.estimate(answers))
        #expect(abs(estimate.threshold / threshold - 1) < 0.03, "\(estimate)")
        #expect(estimate.contains(threshold))
        #expect(estimate.high / estimate.low < 1.25 && estimate.isMeasured)
    }

    @Test("where the trials were placed does not matter: below, around or above the threshold")
    func placement() throws {
        let ear = PsychometricFunction(threshold: 10, slope: 2)
        let placements = [binCentres(from: 3, to: 12), binCentres(from: 6, to: 16), binCentres(from: 9, to: 30)]
        let estimates = try placements.map { try #require(estimator.estimate(idealAnswers(ear, at: $0, perDifference: 300))) }
        for estimate in estimates {
            #expect(abs(estimate.threshold / 10 - 1) < 0.05, "\(estimate)")
            #expect(estimate.contains(10))
        }
    }

    @Test("more answers, a narrower interval")
    func narrowing() throws {
        let ear = PsychometricFunction(threshold: 6, slope: 2)
        let spreads = try [5, 20, 80].map { count in
            let estimate = try #require(estimator.estimate(idealAnswers(ear, at: binCentres(from: 3, to: 12), perDifference: count)))
            return estimate.high / estimate.low
        }
        #expect(spreads[0] > spreads[1] && spreads[1] > spreads[2])
    }

    @Test("no answers, no estimate; a few answers, an interval too wide to show")
    func notEnough() throws {
        #expect(estimator.estimate(AnswerHistogram()) == nil)
        var few = AnswerHistogram()
        for difference in [40.0, 30, 25] { few.add(difference: difference, correct: true) }
        let estimate = try #require(estimator.estimate(few))
        #expect(!estimate.isMeasured)
        #expect(estimate.answers == 3)
    }

    @Test("a listener at chance at 100 cents: the interval reaches far above 100 cents, no number")
    func atChance() throws {
        var chance = AnswerHistogram()
        for index in 0..<60 { chance.add(difference: 100, correct: index % 2 == 0) }
        let estimate = try #require(estimator.estimate(chance))
        #expect(estimate.low > 60)
        #expect(!estimate.isMeasured)
    }

    @Test("weights count as fractions of an answer")
    func weights() throws {
        let ear = PsychometricFunction(threshold: 6, slope: 2)
        let whole = idealAnswers(ear, at: binCentres(from: 3, to: 12), perDifference: 40)
        var halves = AnswerHistogram()
        halves.add(whole, weight: 0.5)
        halves.add(whole, weight: 0.5)
        let a = try #require(estimator.estimate(whole)), b = try #require(estimator.estimate(halves))
        #expect(abs(a.threshold - b.threshold) < 1e-9 && abs(a.low - b.low) < 1e-9 && abs(a.high - b.high) < 1e-9)
    }
}
