import Foundation
import PeachCore
import PeachMeasurement
import PeachSimulation
import Testing

/// How well the threshold is measured, on simulated listeners no one tuned the estimator
/// to (fixed seeds; `scripts/simulate` prints the full table for BENCHMARKS.md). The long
/// run (`scripts/test --long`) takes about three times the runs of the default one.
@Suite("Threshold estimates on simulated listeners")
struct ThresholdAccuracyTests {
    static let thresholds = [2.0, 5, 10, 20, 50]
    static let calibrated = SimulationExperiments.settings(
        narrowing: TrainingSettings.defaults.kazezNarrowing, widening: TrainingSettings.defaults.kazezWidening)

    /// The listener of the goal: Weibull, β = 2, right 75 % of the time at T. Each run starts
    /// from scratch (100 cents), so the chain's descent is among the 150 trials.
    @Test("after 150 trials in a region, for thresholds of 2–50 cents: median error ≤ 10 %, the median estimate within ±15 % of the truth")
    func accuracy() {
        for threshold in Self.thresholds {
            let accuracy = SimulationExperiments.accuracy(
                listener: SimulatedListener(threshold: threshold, slope: 2), settings: Self.calibrated,
                runs: LongRun.choose(long: 200, short: 60), checkpoints: [150], seed: 21)[150]!
            #expect(accuracy.relativeError(percentile: 0.5) <= 0.10, "T = \(threshold) ¢: median error \(accuracy.relativeError(percentile: 0.5))")
            #expect(abs(accuracy.medianRatio - 1) <= 0.15, "T = \(threshold) ¢: median estimate \(accuracy.medianRatio) T")
            #expect(accuracy.measuredShare >= 0.9, "T = \(threshold) ¢: shown in \(accuracy.measuredShare)")
        }
    }

    @Test("after 150 trials the 95 % interval holds the truth in 90–98 % of runs, for slopes 1.5–3 with and without lapses")
    func coverage() {
        var covered = 0, runs = 0
        for slope in [1.5, 2, 3] {
            for lapse in [0, 0.02] {
                for threshold in Self.thresholds {
                    let accuracy = SimulationExperiments.accuracy(
                        listener: SimulatedListener(threshold: threshold, slope: slope, lapseRate: lapse), settings: Self.calibrated,
                        runs: LongRun.choose(long: 40, short: 15), checkpoints: [150], seed: 23)[150]!
                    covered += accuracy.covered
                    runs += accuracy.runs
                }
            }
        }
        let coverage = Double(covered) / Double(runs)
        #expect((0.90...0.98).contains(coverage), "coverage \(coverage)")
    }

    @Test("on trials placed by the original chain the interval still holds the truth: wide, never narrow and wrong")
    func originalChain() {
        var covered = 0, runs = 0, shown = 0
        for threshold in Self.thresholds {
            let accuracy = SimulationExperiments.accuracy(
                listener: SimulatedListener(threshold: threshold),
                settings: SimulationExperiments.settings(narrowing: KazezChain.originalNarrowing, widening: KazezChain.originalWidening),
                runs: 60, checkpoints: [150], seed: 22)[150]!
            covered += accuracy.covered
            runs += accuracy.runs
            shown += accuracy.measured
        }
        #expect(Double(covered) / Double(runs) >= 0.90)
        // Trials far below the threshold say little: mostly "not enough answers yet".
        #expect(Double(shown) / Double(runs) < 0.2)
    }
}

@Suite("The current threshold of a learner")
struct LearnerTests {
    @Test("an ear improving from 30 towards 10 cents: after 10 and 30 days the estimate follows within 15 %, its interval holds where the ear is now")
    func learner() {
        let listener = SimulatedListener(threshold: 30, learnsTowards: 10)
        let settings = SimulationExperiments.settings(
            narrowing: TrainingSettings.defaults.kazezNarrowing, widening: TrainingSettings.defaults.kazezWidening,
            range: TrainingSettings.defaults.noteRange)
        for days in [10, 30] {
            let result = SimulationExperiments.learner(listener, settings: settings, days: days, trialsPerDay: 100, runs: LongRun.choose(long: 30, short: 12), seed: 31)
            #expect(abs(result.medianRatio - 1) <= 0.15, "after \(days) days: estimate ÷ truth \(result.medianRatio)")
            #expect(result.coverage >= 0.85, "after \(days) days: held \(result.coverage)")
        }
    }

    @Test("three registers trained one after another, 300 answers each: all three thresholds stay measured and right")
    func regionsKeepTheirThresholds() {
        // E2, G3 and A5: far enough apart that training one says little about the others.
        let centres = [MIDINote(40), MIDINote(55), MIDINote(81)]
        var measured = 0, covered = 0, runs = 0
        for run in 0..<20 {
            let estimates = SimulationExperiments.regions(
                SimulatedListener(threshold: 10), centres: centres, trialsPerRegion: 300, seed: 31 &+ UInt64(run) &* 7919)
            for estimate in estimates {
                runs += 1
                guard let estimate else { continue }
                if estimate.isMeasured { measured += 1 }
                if estimate.contains(10) { covered += 1 }
            }
        }
        #expect(measured == runs, "measured in \(measured) of \(runs)")
        #expect(Double(covered) / Double(runs) >= 0.9, "held the truth in \(covered) of \(runs)")
    }
}

