import Foundation
import PeachCore
import PeachMeasurement
import PeachSimulation
import Testing

/// Where the Kazez chain settles, on simulated listeners with known thresholds answering the
/// real strategy (fixed seeds; `scripts/simulate` prints the full table for BENCHMARKS.md;
/// the long run, `scripts/test --long`, takes 200 runs a listener, the default one 120).
@Suite("Chain settling on simulated listeners")
struct ChainSettlingTests {
    static let thresholds = [2.0, 5, 10, 20, 50]

    @Test("Peach's default chain settles where the listener is right 72–78 % of the time, for thresholds of 2–50 cents", arguments: [1.5, 2, 3])
    func calibrated(slope: Double) {
        for threshold in Self.thresholds {
            let settling = SimulationExperiments.settling(
                listener: SimulatedListener(threshold: threshold, slope: slope),
                settings: SimulationExperiments.settings(
                    narrowing: TrainingSettings.defaults.kazezNarrowing, widening: TrainingSettings.defaults.kazezWidening),
                runs: LongRun.choose(long: 200, short: 120), seed: 11)
            #expect((72...78).contains(settling.percentCorrect), "T = \(threshold) ¢, β = \(slope): \(settling.percentCorrect) %")
            // Trials sit at the threshold, not far below it.
            #expect((0.85...1.2).contains(settling.differenceOverThreshold), "T = \(threshold) ¢: \(settling.differenceOverThreshold) T")
        }
    }

    @Test("the original 0.08/0.09 settles at chance: why it is no longer the default")
    func original() {
        for threshold in Self.thresholds {
            let settling = SimulationExperiments.settling(
                listener: SimulatedListener(threshold: threshold),
                settings: SimulationExperiments.settings(narrowing: KazezChain.originalNarrowing, widening: KazezChain.originalWidening),
                runs: 20, seed: 12)
            #expect(settling.percentCorrect < 55, "T = \(threshold) ¢: \(settling.percentCorrect) %")
        }
    }
}
