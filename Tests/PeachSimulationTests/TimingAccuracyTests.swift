import Foundation
import PeachCore
import PeachSimulation
import Testing

/// How well Compare Timing's fit measures listeners with known thresholds and biases after
/// 150 answers placed by the real chain (fixed seeds; `scripts/simulate --timing` prints the
/// full table with more runs for BENCHMARKS.md).
@Suite("Compare Timing's threshold and bias on simulated listeners")
struct TimingAccuracyTests {
    @Test("after 150 answers: the median threshold error is within 12 % (60 runs; 7–8 % over 300 in BENCHMARKS.md), the intervals hold the truth, the bias is found", arguments: [
        (2.0, 0.0), (5, 2), (10, -4), (20, 0), (40, 6),
    ])
    func accuracy(threshold: Double, bias: Double) {
        let result = TimingSimulation.accuracy(
            listener: TimingListener(thresholdMs: threshold, slope: 2, biasMs: bias), tempo: .standard, trials: 150, runs: 60, seed: 31)
        #expect(result.threshold.relativeError(percentile: 0.5) <= 0.12, "T = \(threshold): median error \(result.threshold.relativeError(percentile: 0.5))")
        #expect((0.85...1).contains(result.threshold.coverage), "T = \(threshold): threshold coverage \(result.threshold.coverage)")
        #expect((0.85...1).contains(result.biasCoverage), "T = \(threshold), bias \(bias): bias coverage \(result.biasCoverage)")
        #expect(result.medianBiasError <= max(1, threshold / 4), "T = \(threshold), bias \(bias): median bias error \(result.medianBiasError) ms")
    }

    @Test("a listener who hears every click as late by 5 ms is told so: the bias interval lies above zero")
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
