import Foundation
import PeachCore
import PeachSimulation
import Testing

/// Where Compare Timing's chain settles, on simulated listeners with known timing
/// thresholds answering the real placement (fixed seeds; `scripts/simulate --timing` prints
/// the full table for BENCHMARKS.md).
@Suite("Compare Timing's chain on simulated listeners")
struct TimingSettlingTests {
    static let thresholds = [2.0, 5, 10, 20, 40]

    @Test("at 80 BPM the chain settles where the listener is right 72–78 % of the time, for thresholds of 2–40 ms", arguments: [1.5, 2, 3])
    func settles(slope: Double) {
        for threshold in Self.thresholds {
            let settling = TimingSimulation.settling(
                listener: TimingListener(thresholdMs: threshold, slope: slope), tempo: .standard, runs: 100, seed: 21)
            #expect((72...78).contains(settling.percentCorrect), "T = \(threshold) ms, β = \(slope): \(settling.percentCorrect) %")
            #expect((0.8...1.25).contains(settling.differenceOverThreshold), "T = \(threshold) ms: \(settling.differenceOverThreshold) T")
        }
    }

    @Test("the chain reaches below a millisecond for the best ears at slow tempos, and never below 0.5 ms")
    func finestOffsets() {
        var simulation = TimingSimulation(listener: TimingListener(thresholdMs: 0.8, slope: 3), tempo: Tempo(bpm: 40), seed: 22)
        simulation.run(trials: 400)
        let sizes = simulation.records.suffix(200).map { abs($0.offsetMs) }
        #expect(sizes.sorted()[100] < 1.2, "median |offset| \(sizes.sorted()[100]) ms")
        // An ear finer than the floor: the chain stops there.
        var finer = TimingSimulation(listener: TimingListener(thresholdMs: 0.2, slope: 3), tempo: Tempo(bpm: 40), seed: 22)
        finer.run(trials: 400)
        #expect(finer.records.map { abs($0.offsetMs) }.min() == TimingChain.hardestMs)
        #expect((simulation.records + finer.records).allSatisfy { abs($0.offsetMs) >= TimingChain.hardestMs })
    }

    @Test("offsets stay within half a step at the fastest tempo, early and late in about equal numbers")
    func bounds() {
        var simulation = TimingSimulation(listener: TimingListener(thresholdMs: 60), tempo: Tempo(bpm: 200), seed: 23)
        simulation.run(trials: 300)
        #expect(simulation.records.allSatisfy { abs($0.offsetMs) <= 37.5 })
        let late = simulation.records.filter { $0.offsetMs > 0 }.count
        #expect((120...180).contains(late), "\(late) of 300 late")
    }
}
