import Foundation
import PeachCore

/// "More answers to measure" against the answers a task then needed: a listener answers
/// the real strategy, perhaps after a history another chain placed (as one imported from
/// the phone, whose first Peach session goes on from the difficulties it left, or starts the
/// chain again at the estimate: `ChainRestart`); at each checkpoint a task not yet measured
/// says how many more answers it needs, a new session starts (the profile is read between
/// sessions), and the run goes on (checked every `step` answers) until the task is measured.
public enum PredictionCheck {
    /// An imported history: its answers, placed by a chain of its own.
    public struct History: Sendable {
        public var answers: Int
        public var narrowing: Double
        public var widening: Double

        public init(answers: Int, narrowing: Double, widening: Double) {
            self.answers = answers
            self.narrowing = narrowing
            self.widening = widening
        }
    }

    /// One prediction: at `checkpoint` answers, `predicted` more; `needed`, the answers the
    /// task then took to be measured (nil: not measured within the run's limit).
    public struct Outcome: Sendable {
        public var checkpoint: Int
        public var predicted: Int
        public var needed: Int?

        public var ratio: Double? { needed.map { Double(predicted) / Double(max(1, $0)) } }
    }

    public static let step = 5

    /// The overall interval at one check, for studying predictions away from the simulator.
    public struct Estimate: Sendable {
        public var answers: Int
        public var low: Double
        public var high: Double
        public var threshold: Double
        /// Where a session would start: the chain's difference at the range's centre, or the
        /// estimate where the chain starts again there (`ChainRestart.nextSessionStart`).
        public var chainAt: Double
    }

    public static func run(
        _ listener: SimulatedListener, history: History?, settings: TrainingSettings, checkpoints: [Int],
        limit: Int = 1000, seed: UInt64, onTrace: (([Estimate]) -> Void)? = nil
    ) -> [Outcome] {
        var simulation = TrainingSimulation(listener: listener, settings: settings, seed: seed)
        if let history {
            simulation.settings.kazezNarrowing = history.narrowing
            simulation.settings.kazezWidening = history.widening
            simulation.run(trials: history.answers)
            simulation.settings = settings
            simulation.startSession()
        }
        var outcomes: [Outcome] = []
        var trace: [Estimate] = []
        defer { onTrace?(trace) }
        var pending: [(checkpoint: Int, predicted: Int)] = []
        let last = checkpoints.max() ?? 0
        while true {
            let n = simulation.trialCount
            if let estimate = simulation.task?.overall() {
                // Where a session would start now, as the profile screen asks.
                let chainAt = ChainRestart.nextSessionStart(
                    atCentreOf: settings.noteRange, profile: simulation.profile, estimate: estimate).value
                trace.append(Estimate(answers: n, low: estimate.low, high: estimate.high, threshold: estimate.threshold, chainAt: chainAt))
                if checkpoints.contains(n) {
                    if !estimate.isMeasured {
                        pending.append((n, estimate.moreAnswersToMeasure(chainAt: chainAt, chain: KazezChain(settings: settings))))
                    }
                    // The musician reads the profile between sessions: the answers to come are
                    // the next session's, as the prediction assumes.
                    simulation.startSession()
                }
                if estimate.isMeasured {
                    outcomes += pending.map { Outcome(checkpoint: $0.checkpoint, predicted: $0.predicted, needed: n - $0.checkpoint) }
                    pending = []
                    if n >= last { break }
                }
            }
            guard n < limit else { break }
            simulation.run(trials: step - n % step)
        }
        return outcomes + pending.map { Outcome(checkpoint: $0.checkpoint, predicted: $0.predicted, needed: nil) }
    }

    /// The median of predicted ÷ needed, and the share within ×2.5 (0.4 … 2.5), of the
    /// predictions whose task was measured.
    public static func summary(_ outcomes: [Outcome]) -> (medianRatio: Double, withinTwoAndAHalf: Double, medianNeeded: Double, count: Int, unmeasured: Int) {
        let ratios = outcomes.compactMap(\.ratio).sorted()
        let needed = outcomes.compactMap(\.needed).sorted()
        guard !ratios.isEmpty else { return (.nan, .nan, .nan, 0, outcomes.count) }
        return (ratios[ratios.count / 2], Double(ratios.filter { (0.4...2.5).contains($0) }.count) / Double(ratios.count),
                Double(needed[needed.count / 2]), ratios.count, outcomes.count - ratios.count)
    }
}
