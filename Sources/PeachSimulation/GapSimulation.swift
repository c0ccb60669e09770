import Foundation
import PeachCore

/// Fill the Gap trials tapped by a simulated drummer, as the session makes them: sixteen
/// cycles with one silent step, the same for the trial, drawn from the gap positions other
/// than the last trial's; a tap into it counted when it lands within half a step, timed in
/// frames at 48 kHz. The trials go into the real
/// profile (`FillTheGapProfile`), whose intervals are checked against the drummer's truth.
public enum GapSimulation {
    public static let cyclesPerTrial = 16
    public static let sampleRate = 48_000

    /// One trial; nil when no tap counted (no record, as in the session).
    public static func trial(
        _ drummer: SimulatedDrummer, tempo: Tempo, at time: Date, gap position: StepPosition, random: inout some RandomSource
    ) -> GapFillRecord? {
        let wander = drummer.wanderMs * SimulatedDrummer.normal(random: &random)
        var taps: [GapTap] = []
        for cycle in 0..<cyclesPerTrial {
            guard random.nextUnit() >= drummer.missRate else { continue }
            let ms = drummer.tapMs(at: position, wander: wander, random: &random)
            // Farther than half a step is the next step's tap, not this gap's.
            guard abs(ms) < tempo.sixteenthMs / 2 else { continue }
            taps.append(GapTap(cycle: cycle, position: position, offsetFrames: Int((ms * Double(sampleRate) / 1000).rounded()), sampleRate: sampleRate))
        }
        return GapFillRecord(tempo: tempo, taps: taps, timestamp: time)
    }

    /// `runs` runs of `trials` trials each, every gap position of every run checked once.
    public static func accuracy(_ drummer: SimulatedDrummer, tempo: Tempo, trials: Int, runs: Int, seed: UInt64) -> GapAccuracy {
        var result = GapAccuracy()
        for run in 0..<runs {
            var random = SeededRandom(seed: seed &+ UInt64(run) &* 7919)
            var profile = FillTheGapProfile()
            var gap = StepPosition(rawValue: random.integer(in: 0...3))!
            for index in 0..<trials {
                if index > 0 { gap = StepPosition(rawValue: (gap.rawValue + random.integer(in: 1...3)) % 4)! }
                let time = Date(timeIntervalSince1970: 1_767_225_600 + Double(index) * 30)
                if let record = trial(drummer, tempo: tempo, at: time, gap: gap, random: &random) {
                    profile.add(record)
                }
            }
            guard let band = tempo.band, let summary = profile[band]?.summary() else { continue }
            for entry in summary.positions {
                result.add(entry, truthMean: drummer.meanMs[entry.position.rawValue], truthSpread: drummer.trueSpread(at: entry.position))
            }
        }
        return result
    }
}
