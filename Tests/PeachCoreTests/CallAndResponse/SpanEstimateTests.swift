import Foundation
import Testing
@testable import PeachCore

@Suite("Play It Back: the span fitted with its interval, rough where the phrases do not bound it")
struct SpanEstimateTests {
    /// A player whose span is `span`: right with the model's probability, on the staircase.
    static func tally(span: Double, phrases: Int, seed: UInt64) -> LengthTally {
        var random = SeededRandom(seed: seed), staircase = LengthStaircase(.phrases), tally = LengthTally()
        let lapse = 0.02, q = (1 - lapse) / SpanEstimate.target - 1
        for _ in 0..<phrases {
            let length = staircase.length
            let p = (1 - lapse) / (1 + q * exp(1.2 * (Double(length) - span)))
            let right = random.nextUnit() < p
            tally.add(length: length, right: right)
            staircase.answered(right: right)
        }
        return tally
    }

    @Test("a player of span 6 after 120 phrases: measured, the interval holding 6", arguments: [1, 2, 3] as [UInt64])
    func measured(seed: UInt64) throws {
        let estimate = try #require(SpanEstimate(Self.tally(span: 6, phrases: 120, seed: seed), shortestPossible: LengthStaircase.Bounds.phrases.shortest))
        #expect(estimate.contains(6) && abs(estimate.span - 6) < 1.2, "\(estimate)")
        #expect(estimate.isMeasured && estimate.high <= SpanEstimate.widestMeaningfulSpread * estimate.low, "\(estimate)")
        #expect(estimate.calls == 120)
    }

    @Test("every phrase right up to the longest played: only 'above'; every short one wrong: only 'below'")
    func rough() throws {
        var allRight = LengthTally()
        for length in 3...8 { allRight.add(length: length, right: true) }
        let above = try #require(SpanEstimate(allRight, shortestPossible: LengthStaircase.Bounds.phrases.shortest))
        #expect(above.roughness == .lowerBoundOnly, "\(above)")
        var allWrong = LengthTally()
        for _ in 0..<6 { allWrong.add(length: 2, right: false) }
        let below = try #require(SpanEstimate(allWrong, shortestPossible: LengthStaircase.Bounds.phrases.shortest))
        #expect(below.roughness == .upperBoundOnly, "\(below)")
        #expect(SpanEstimate(LengthTally(), shortestPossible: LengthStaircase.Bounds.phrases.shortest) == nil)
    }
}
