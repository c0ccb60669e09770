import Foundation
import PeachCore
import PeachMeasurement
import PeachSimulation
import Testing

/// How well Compare Timing's fit measures listeners with known thresholds and biases after
/// 150 answers placed by the real chain (fixed seeds; `scripts/simulate --timing` prints the
/// full table with more runs for BENCHMARKS.md). The long run (`scripts/test --long`) takes
/// three times the runs of the default one.
@Suite("Compare Timing's threshold and bias on simulated listeners")
struct TimingAccuracyTests {
    @Test("after 150 answers: the median threshold error is within 12 % (20 runs, 60 with --long; 7–8 % over 300 in BENCHMARKS.md) and the interval holds the truth", arguments: [
        (2.0, 0.0), (5, 2), (10, -4), (20, 0), (40, 6),
    ])
    func threshold(threshold: Double, bias: Double) {
        let result = TimingSimulation.accuracy(
            listener: TimingListener(thresholdMs: threshold, slope: 2, biasMs: bias), tempo: .standard, trials: 150, runs: LongRun.choose(long: 60, short: 20), seed: 31)
        #expect(result.threshold.relativeError(percentile: 0.5) <= 0.12, "T = \(threshold): median error \(result.threshold.relativeError(percentile: 0.5))")
        #expect((0.85...1).contains(result.threshold.coverage), "T = \(threshold): threshold coverage \(result.threshold.coverage)")
    }

    /// Only where 150 answers can tell a bias: an estimator that ignored it would be off by
    /// the whole bias, several times the bound (a coarse ear's bias interval spans the grid
    /// and holds any truth, so it proves nothing).
    @Test("after 150 answers a bias is found to a quarter of the threshold, even one four times the threshold", arguments: [
        (2.0, -8.0), (5, 2), (10, -4),
    ])
    func bias(threshold: Double, bias: Double) {
        let result = TimingSimulation.accuracy(
            listener: TimingListener(thresholdMs: threshold, slope: 2, biasMs: bias), tempo: .standard, trials: 150, runs: LongRun.choose(long: 40, short: 15), seed: 33)
        #expect(result.medianBiasError <= threshold / 4, "T = \(threshold), bias \(bias): median bias error \(result.medianBiasError) ms")
        #expect((0.85...1).contains(result.biasCoverage), "T = \(threshold), bias \(bias): bias coverage \(result.biasCoverage)")
        #expect((0.85...1).contains(result.threshold.coverage), "T = \(threshold), bias \(bias): threshold coverage \(result.threshold.coverage)")
    }

    @Test("a bias of +5 ms (an on-time click sounds early; one 5 ms late sounds on time) is told: its interval lies above zero")
    func biasFound() {
        var simulation = TimingSimulation(listener: TimingListener(thresholdMs: 6, slope: 2, biasMs: 5), tempo: .standard, seed: 32)
        simulation.run(trials: 200)
        var answers = TimingAnswers()
        for record in simulation.records { answers.add(record) }
        let estimate = TimingEstimator.shared.estimate(answers)!
        #expect(estimate.biasLow > 0 && estimate.biasContains(5), "\(estimate)")
        #expect(estimate.isBiasMeasured, "\(estimate)")
    }
}
