import Foundation
import PeachCore

/// Runs of Compare Timing with a simulated listener: the real placement (`TimingTrial` and
/// `TimingChain` with the settings' Kazez coefficients) chooses every offset, the listener
/// answers.
public struct TimingSimulation {
    public let listener: TimingListener
    public let tempo: Tempo
    public let kazez: KazezChain
    /// The answers as stored, in order.
    public private(set) var records: [TimingComparisonRecord] = []
    /// The listener's probability of being right, trial by trial (less noisy than the answers).
    public private(set) var probabilityCorrect: [Double] = []
    private var chain: TimingChain?
    private var random: SeededRandom
    private var clock = Date(timeIntervalSince1970: 1_750_000_000)

    public init(listener: TimingListener, tempo: Tempo, kazez: KazezChain = KazezChain(), seed: UInt64) {
        self.listener = listener
        self.tempo = tempo
        self.kazez = kazez
        random = SeededRandom(seed: seed)
    }

    public mutating func run(trials count: Int) {
        for _ in 0..<count {
            let trial = TimingTrial.next(after: chain, kazez: kazez, tempo: tempo, random: &random)
            let late = listener.answersLate(trial.offsetMs, random: &random)
            clock += 4
            let record = trial.record(answeredLate: late, at: clock)
            records.append(record)
            probabilityCorrect.append(listener.probabilityCorrect(trial.offsetMs))
            let size = abs(trial.offsetMs)
            chain = chain.map { $0.advanced(ms: size, wasCorrect: record.isCorrect) } ?? .begun(ms: size, wasCorrect: record.isCorrect)
        }
    }

    /// Where the chain settles with `listener`: the share right and the mean |offset| in
    /// units of the threshold, over the second half of `runs` runs of `trials`.
    public static func settling(
        listener: TimingListener, tempo: Tempo, kazez: KazezChain = KazezChain(), runs: Int, trials: Int = 400, seed: UInt64
    ) -> Settling {
        var correct = 0.0, ratio = 0.0, count = 0.0
        for run in 0..<runs {
            var simulation = TimingSimulation(listener: listener, tempo: tempo, kazez: kazez, seed: seed &+ UInt64(run) &* 7919)
            simulation.run(trials: trials)
            for index in (trials / 2)..<trials {
                correct += simulation.probabilityCorrect[index]
                ratio += abs(simulation.records[index].offsetMs) / listener.thresholdMs
                count += 1
            }
        }
        return Settling(percentCorrect: 100 * correct / count, differenceOverThreshold: ratio / count)
    }
}

/// How well Compare Timing's fit finds a listener's threshold and bias over many runs.
public struct TimingAccuracy: Sendable {
    public var threshold: Accuracy
    /// |estimated bias − true bias| of every run, ms, sorted.
    public var biasErrors: [Double]
    /// Runs whose bias interval held the true bias.
    public var biasCovered: Int
    /// Runs whose bias interval was narrow enough to show a number.
    public var biasMeasured: Int

    public var runs: Int { biasErrors.count }
    public var biasCoverage: Double { Double(biasCovered) / Double(max(1, runs)) }
    public var medianBiasError: Double { Accuracy.percentile(biasErrors, 0.5) }
}

extension TimingSimulation {
    /// `runs` runs of `trials` trials placed by the chain, each fitted once at its end.
    public static func accuracy(
        listener: TimingListener, tempo: Tempo, trials: Int, runs: Int, seed: UInt64, estimator: TimingEstimator = .shared
    ) -> TimingAccuracy {
        var errors: [Double] = [], ratios: [Double] = [], spreads: [Double] = [], biasErrors: [Double] = []
        var covered = 0, measured = 0, biasCovered = 0, biasMeasured = 0
        for run in 0..<runs {
            var simulation = TimingSimulation(listener: listener, tempo: tempo, seed: seed &+ UInt64(run) &* 7919)
            simulation.run(trials: trials)
            var answers = TimingAnswers()
            for record in simulation.records { answers.add(record) }
            guard let estimate = estimator.estimate(answers) else { continue }
            let truth = listener.thresholdMs
            errors.append(abs(estimate.threshold.threshold / truth - 1))
            ratios.append(estimate.threshold.threshold / truth)
            spreads.append(estimate.threshold.high / estimate.threshold.low)
            if estimate.threshold.contains(truth) { covered += 1 }
            if estimate.threshold.isMeasured { measured += 1 }
            biasErrors.append(abs(estimate.biasMs - listener.biasMs))
            if estimate.biasContains(listener.biasMs) { biasCovered += 1 }
            if estimate.isBiasMeasured { biasMeasured += 1 }
        }
        return TimingAccuracy(
            threshold: Accuracy(
                relativeErrors: errors.sorted(), ratios: ratios.sorted(), covered: covered, measured: measured, spreads: spreads.sorted()),
            biasErrors: biasErrors.sorted(), biasCovered: biasCovered, biasMeasured: biasMeasured)
    }
}
