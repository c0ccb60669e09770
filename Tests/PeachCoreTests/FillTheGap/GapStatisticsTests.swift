import Foundation
import Testing
@testable import PeachCore

/// Known taps, known numbers: the values computed by hand (and by SciPy) for the same data.
@Suite("Fill the Gap's mean offset and spread")
struct GapStatisticsTests {
    /// The mean offset of these trials' taps at one position.
    func meanOffset(_ trials: [[Double]]) -> TapOffset? {
        var tally = TapOffsetTally()
        for trial in trials { tally.add(trialTapsMs: trial) }
        return TapOffset(tally)
    }

    @Test("five taps of −12, −8, −10, −6, −9 ms: mean −9 ± 2.776 (t, 4 df), SD 2.236 (1.340–6.425, chi-square)")
    func fiveTaps() throws {
        let taps = Welford([-12, -8, -10, -6, -9])
        let offset = try #require(meanOffset([[-12, -8, -10, -6, -9]]))
        #expect(offset.meanMs == -9 && offset.values == 5)
        #expect(abs(offset.halfWidthMs - 2.7764451051977934) < 1e-9)
        #expect(abs(offset.lowMs + 11.776445105197793) < 1e-9 && abs(offset.highMs + 6.223554894802207) < 1e-9)
        #expect(offset.isMeasured && offset.contains(-9) && !offset.contains(-12))
        let spread = try #require(GapSpread(pooling: [taps]))
        #expect(abs(spread.sdMs - 2.23606797749979) < 1e-12 && spread.degreesOfFreedom == 4 && spread.taps == 5)
        #expect(abs(spread.lowMs - 1.3397024266767785) < 1e-9 && abs(spread.highMs - 6.425465734926409) < 1e-9)
        // Five taps leave the spread known to a factor of 4.8: not yet a measurement.
        #expect(!spread.isMeasured)
    }

    @Test("one tap bounds nothing; a wide interval is rough; 18 taps measure a spread")
    func thresholds() {
        #expect(meanOffset([[4]]) == nil && GapSpread(pooling: [Welford([4])]) == nil)
        #expect(meanOffset([[-30, 25, -10, 40, -35, 20]]).map { !$0.isMeasured } == true)
        let steady = Welford((0..<18).map { Double($0 % 3) })
        #expect(GapSpread(pooling: [steady])?.isMeasured == true)
        #expect(GapSpread(pooling: [Welford((0..<17).map { Double($0 % 3) })])?.isMeasured == false)
        // Blind taps at one offset, again and again: no spread of 0.0 (0.0–0.0) claimed.
        #expect(GapSpread(pooling: [Welford(Array(repeating: 62.5, count: 40)), Welford(Array(repeating: -10, count: 40))]) == nil)
    }

    @Test("two trials of four taps whose timing moved by 10 ms: the interval is the trials' means', s²(means)/k with k − 1 = 1 degree of freedom, not the eight taps' as if independent; trials that scatter no more than their taps keep the taps' interval")
    func trialsThatMove() throws {
        let moved = try #require(meanOffset([[0, 1, -1, 0], [10, 11, 9, 10]]))
        // Equal trials: the variance of the mean is s²(means)/k = 50/2 = 25, with 1 degree of freedom.
        #expect(abs(moved.halfWidthMs - StudentT.quantile(0.975, degreesOfFreedom: 1) * 5) < 1e-9)
        #expect(moved.halfWidthMs > 60 && moved.meanMs == 5)
        // Three equal trials: 2 degrees of freedom.
        let three = try #require(meanOffset([[0, 1, -1, 0], [10, 11, 9, 10], [20, 21, 19, 20]]))
        #expect(abs(three.halfWidthMs - StudentT.quantile(0.975, degreesOfFreedom: 2) * (100.0 / 3).squareRoot()) < 1e-9)
        // Imported means beside them do not hide the trials' scatter.
        var withImported = TapOffsetTally()
        withImported.add(trialTapsMs: [0, 1, -1, 0])
        withImported.add(trialTapsMs: [10, 11, 9, 10])
        for _ in 0..<30 { withImported.add(importedMeanMs: 5) }
        #expect(try #require(TapOffset(withImported)).halfWidthMs > 20)
        // As independent taps the eight would claim ±4.6 ms.
        let asTaps = try #require(meanOffset([[0, 1, -1, 0, 10, 11, 9, 10]]))
        #expect(asTaps.halfWidthMs < 5)
        // Two trials whose means differ by no more than their taps' scatter allows: the taps' own interval.
        let steady = try #require(meanOffset([[-2, 2, -1, 1], [1, -1, 2, -2]]))
        #expect(abs(steady.halfWidthMs - StudentT.quantile(0.975, degreesOfFreedom: 7) * (20.0 / 7 / 8).squareRoot()) < 1e-9)
    }

    @Test("positions pooled: each around its own mean, one degree of freedom spent on each")
    func pooled() throws {
        // A drummer who rushes the beat by 10 ms and drags the "and" by 10, equally steady at both.
        let beat = Welford([-11, -9, -10]), and = Welford([9, 11, 10])
        let spread = try #require(GapSpread(pooling: [beat, and, Welford(), Welford([3])]))
        #expect(spread.sdMs == 1 && spread.degreesOfFreedom == 4 && spread.taps == 7)
    }
}
