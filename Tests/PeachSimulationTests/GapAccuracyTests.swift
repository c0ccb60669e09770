import Foundation
import PeachCore
import PeachSimulation
import Testing

/// How well Fill the Gap's profile finds simulated drummers with known mean offsets and
/// spreads (fixed seeds; `scripts/simulate --gap` prints the full table with more runs for
/// BENCHMARKS.md).
@Suite("Fill the Gap's mean offset and spread on simulated drummers")
struct GapAccuracyTests {
    @Test("the 95 % intervals hold the true mean and SD in 90–98 % of positions and runs; the estimates come close", arguments: [
        (SimulatedDrummer(meanMs: [-8, 3, -2, 6], sdMs: [10, 10, 10, 10]), 20),
        (SimulatedDrummer(meanMs: [-15, 0, 5, 12], sdMs: [25, 25, 25, 25]), 8),
        (SimulatedDrummer(meanMs: [-8, 3, -2, 6], sdMs: [6, 15, 10, 20], missRate: 0.25), 30),
    ])
    func coverage(drummer: SimulatedDrummer, trials: Int) {
        let result = GapSimulation.accuracy(drummer, tempo: .standard, trials: trials, runs: 150, seed: 41)
        // Each trial holds one gap: in 8 trials a position can go untrained in a run, and is
        // then not checked; 20 trials and more train every one.
        let checked = result.meanErrors.count
        #expect(checked == result.spreadErrors.count && checked >= (trials >= 20 ? 600 : 560), "\(checked) positions checked")
        #expect((0.90...0.98).contains(result.meanCoverage), "mean coverage \(result.meanCoverage)")
        #expect((0.90...0.98).contains(result.spreadCoverage), "spread coverage \(result.spreadCoverage)")
        // About a quarter of the t-interval's half-width, and of the spread's relative one.
        let typicalSD = drummer.sdMs.reduce(0, +) / 4
        #expect(result.medianMeanError < typicalSD / result.medianTaps.squareRoot(), "median mean error \(result.medianMeanError) ms")
        #expect(result.medianSpreadError < 1 / (2 * result.medianTaps).squareRoot(), "median spread error \(result.medianSpreadError)")
    }

    @Test("a trial is made as the session makes it: sixteen cycles with one gap, at most one tap each, none beyond half a step, framed at 48 kHz")
    func trial() throws {
        var random = SeededRandom(seed: 3)
        let wild = SimulatedDrummer(meanMs: [0, 0, 0, 0], sdMs: [60, 60, 60, 60])
        let record = try #require(GapSimulation.trial(wild, tempo: Tempo(bpm: 200), at: Date(), gap: .e, random: &random))
        #expect(record.taps.count < 16 && Set(record.taps.map(\.cycle)).count == record.taps.count)
        #expect(record.taps.allSatisfy { $0.position == .e })
        #expect(record.taps.allSatisfy { abs($0.offsetMs) < 37.5 && $0.sampleRate == 48_000 })
        let absent = SimulatedDrummer(meanMs: [0, 0, 0, 0], sdMs: [5, 5, 5, 5], missRate: 1)
        #expect(GapSimulation.trial(absent, tempo: .standard, at: Date(), gap: .a, random: &random) == nil)
    }
}
