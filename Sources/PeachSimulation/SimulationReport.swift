import Foundation
import PeachCore

/// Where a chain settles with a listener: the share of answers the listener gets right and
/// the mean |difference| in units of their threshold, over the second half of long runs.
public struct Settling: Sendable {
    public var percentCorrect: Double
    public var differenceOverThreshold: Double
}

/// How far estimates are from the truth over many runs.
public struct Accuracy: Sendable {
    /// |estimate ÷ truth − 1| of every run, sorted.
    public var relativeErrors: [Double]
    /// estimate ÷ truth of every run, sorted.
    public var ratios: [Double]
    /// Runs whose 95 % interval held the true threshold.
    public var covered: Int
    /// Runs whose interval was narrow enough to show a number.
    public var measured: Int
    /// high ÷ low of every run, sorted.
    public var spreads: [Double]

    public var runs: Int { relativeErrors.count }
    public func relativeError(percentile: Double) -> Double { Self.percentile(relativeErrors, percentile) }
    public var medianSpread: Double { Self.percentile(spreads, 0.5) }
    /// The median estimate in units of the truth: 1 when there is no bias.
    public var medianRatio: Double { Self.percentile(ratios, 0.5) }
    public var coverage: Double { Double(covered) / Double(max(1, runs)) }
    public var measuredShare: Double { Double(measured) / Double(max(1, runs)) }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let position = p * Double(sorted.count - 1)
        let low = Int(position.rounded(.down)), high = Int(position.rounded(.up))
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
}

/// The experiments of the simulator: fixed seeds, so every number is reproducible.
public enum SimulationExperiments {
    /// A region: one octave, the narrowest training range; estimates are read at its centre.
    public static let region = NoteRange(lowest: MIDINote(60), highest: MIDINote(72))
    public static let regionCentre = MIDINote(66)

    public static func settings(narrowing: Double, widening: Double, range: NoteRange = region) -> TrainingSettings {
        var settings = TrainingSettings.defaults
        settings.noteRange = range
        settings.kazezNarrowing = narrowing
        settings.kazezWidening = widening
        return settings
    }

    /// Runs of `trials` trials; the second half of each is where the chain has settled.
    public static func settling(
        listener: SimulatedListener, settings: TrainingSettings, runs: Int, trials: Int = 400, seed: UInt64
    ) -> Settling {
        var correct = 0.0, ratio = 0.0, count = 0.0
        for run in 0..<runs {
            var simulation = TrainingSimulation(listener: listener, settings: settings, seed: seed &+ UInt64(run) &* 7919)
            simulation.run(trials: trials)
            for index in (trials / 2)..<trials {
                correct += simulation.probabilityCorrect[index]
                ratio += simulation.differences[index] / listener.threshold
                count += 1
            }
        }
        return Settling(percentCorrect: 100 * correct / count, differenceOverThreshold: ratio / count)
    }

    /// The median number of trials a beginner needs, starting at 100 cents, until the
    /// difference first falls below twice their threshold (how fast the chain comes down).
    public static func descent(listener: SimulatedListener, settings: TrainingSettings, runs: Int, seed: UInt64, limit: Int = 1000) -> Double {
        var counts: [Double] = []
        for run in 0..<runs {
            var simulation = TrainingSimulation(listener: listener, settings: settings, seed: seed &+ UInt64(run) &* 6271)
            var trials = limit
            for index in 0..<limit {
                simulation.run(trials: 1)
                if simulation.differences[index] < 2 * listener.threshold {
                    trials = index + 1
                    break
                }
            }
            counts.append(Double(trials))
        }
        return Accuracy.percentile(counts.sorted(), 0.5)
    }

    /// A learner training `trialsPerDay` a day for `days` days: how far the current overall
    /// estimate is from the threshold they have now, and how often its interval holds it.
    public static func learner(
        _ listener: SimulatedListener, settings: TrainingSettings, days: Int, trialsPerDay: Int, runs: Int, seed: UInt64
    ) -> Accuracy {
        var errors: [Double] = [], ratios: [Double] = [], spreads: [Double] = []
        var covered = 0, measured = 0
        let now = listener.ear(afterDays: Double(days - 1)).threshold
        for run in 0..<runs {
            var simulation = TrainingSimulation(
                listener: listener, settings: settings, seed: seed &+ UInt64(run) &* 15_485_863, trialsPerDay: trialsPerDay)
            simulation.run(trials: days * trialsPerDay)
            guard let estimate = simulation.task?.overall() else { continue }
            errors.append(abs(estimate.threshold / now - 1))
            ratios.append(estimate.threshold / now)
            spreads.append(estimate.high / estimate.low)
            if estimate.contains(now) { covered += 1 }
            if estimate.isMeasured { measured += 1 }
        }
        return Accuracy(relativeErrors: errors.sorted(), ratios: ratios.sorted(), covered: covered, measured: measured, spreads: spreads.sorted())
    }

    /// A musician who trains one register, then another, then a third, `trialsPerRegion`
    /// trials each (the range set to an octave around each centre): the threshold at each
    /// centre afterwards, neighbours pooled. Nil where there is no estimate.
    public static func regions(
        _ listener: SimulatedListener, centres: [MIDINote], trialsPerRegion: Int, seed: UInt64
    ) -> [ThresholdEstimate?] {
        var settings = TrainingSettings.defaults
        settings.noteRange = octave(around: centres[0])
        var simulation = TrainingSimulation(listener: listener, settings: settings, seed: seed)
        for centre in centres {
            simulation.settings.noteRange = octave(around: centre)
            simulation.run(trials: trialsPerRegion)
        }
        return centres.map { simulation.task?.threshold(at: $0) }
    }

    static func octave(around centre: MIDINote) -> NoteRange {
        NoteRange(lowest: MIDINote(centre.rawValue - 6), highest: MIDINote(centre.rawValue + 6))
    }

    /// Estimates after each checkpoint (a number of trials), at the region's centre note
    /// (neighbours pooled) or over the whole task.
    public static func accuracy(
        listener: SimulatedListener, settings: TrainingSettings, runs: Int, checkpoints: [Int], seed: UInt64,
        atCentre: Bool = true
    ) -> [Int: Accuracy] {
        let checkpoints = Array(Set(checkpoints)).sorted()
        var errors: [Int: [Double]] = [:], ratios: [Int: [Double]] = [:], spreads: [Int: [Double]] = [:]
        var covered: [Int: Int] = [:], measured: [Int: Int] = [:]
        for run in 0..<runs {
            var simulation = TrainingSimulation(listener: listener, settings: settings, seed: seed &+ UInt64(run) &* 104_729)
            for checkpoint in checkpoints.sorted() {
                simulation.run(trials: checkpoint - simulation.trialCount)
                guard let task = simulation.task,
                      let estimate = atCentre ? task.threshold(at: regionCentre) : task.overall() else { continue }
                errors[checkpoint, default: []].append(abs(estimate.threshold / listener.threshold - 1))
                ratios[checkpoint, default: []].append(estimate.threshold / listener.threshold)
                spreads[checkpoint, default: []].append(estimate.high / estimate.low)
                if estimate.contains(listener.threshold) { covered[checkpoint, default: 0] += 1 }
                if estimate.isMeasured { measured[checkpoint, default: 0] += 1 }
            }
        }
        return Dictionary(uniqueKeysWithValues: checkpoints.map { checkpoint in
            (checkpoint, Accuracy(
                relativeErrors: (errors[checkpoint] ?? []).sorted(), ratios: (ratios[checkpoint] ?? []).sorted(), covered: covered[checkpoint] ?? 0,
                measured: measured[checkpoint] ?? 0, spreads: (spreads[checkpoint] ?? []).sorted()))
        })
    }
}
