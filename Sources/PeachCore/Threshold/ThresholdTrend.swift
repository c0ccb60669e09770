import Foundation

/// The trend of a task's threshold: the threshold measured on the older half of all its
/// answers against the newer half. Both halves are kept as histograms that follow the
/// moving boundary answer by answer (each answer is one byte in a log), so a query costs
/// two fits however long the history.
public struct ThresholdTrend: Hashable, Sendable {
    /// Each answer in order: its bin in the low 7 bits, correct in the top bit.
    private var answers: [UInt8] = []
    private var older = AnswerHistogram()
    private var newer = AnswerHistogram()
    private var olderCount = 0

    public init() {}

    public var count: Int { answers.count }

    public mutating func add(difference: Double, correct: Bool) {
        let bin = AnswerHistogram.bin(of: difference)
        answers.append(UInt8(bin) | (correct ? 0x80 : 0))
        newer.add(bin: bin, correct: correct)
        // With an odd count the middle answer is in the newer half.
        while olderCount < answers.count / 2 {
            let moved = answers[olderCount]
            let bin = Int(moved & 0x7F), correct = moved & 0x80 != 0
            newer.remove(bin: bin, correct: correct)
            older.add(bin: bin, correct: correct)
            olderCount += 1
        }
    }

    /// The answers after the first descent (up to and including the first wrong answer:
    /// a new chain's fast start, placed far above where the rest lie) in two halves, older
    /// and newer, each fitted; nil until each half has half a trend's answers. Whether the
    /// ear has moved is read from these: with the descent in the older half, a history whose
    /// other answers the chain placed near chance would have halves apart by placement alone.
    public func settledHalves(estimator: ThresholdEstimator = .shared) -> (older: ThresholdEstimate, newer: ThresholdEstimate)? {
        guard let firstWrong = answers.firstIndex(where: { $0 & 0x80 == 0 }) else { return nil }
        let settled = answers[(firstWrong + 1)...]
        guard settled.count >= Trend.minimumAnswers else { return nil }
        var older = AnswerHistogram(), newer = AnswerHistogram()
        let middle = settled.startIndex + settled.count / 2
        for (index, answer) in zip(settled.indices, settled) {
            let bin = Int(answer & 0x7F), correct = answer & 0x80 != 0
            if index < middle { older.add(bin: bin, correct: correct) } else { newer.add(bin: bin, correct: correct) }
        }
        guard let olderFit = estimator.estimate(older), let newerFit = estimator.estimate(newer) else { return nil }
        return (olderFit, newerFit)
    }

    /// The two halves' thresholds, once there are enough answers for a trend.
    public func halves(estimator: ThresholdEstimator = .shared) -> (older: ThresholdEstimate, newer: ThresholdEstimate)? {
        guard count >= Trend.minimumAnswers, let older = estimator.estimate(older), let newer = estimator.estimate(newer) else {
            return nil
        }
        return (older, newer)
    }

    /// Nil until both halves are measured (each interval narrow enough to mean something);
    /// a change within the halves' own uncertainty is "stable": a trend read from noise
    /// would be a guess.
    public func trend(estimator: ThresholdEstimator = .shared) -> Trend? {
        guard let halves = halves(estimator: estimator), halves.older.isMeasured, halves.newer.isMeasured else { return nil }
        // A 95 % interval spans about ±1.96 standard errors of the log threshold.
        func standardError(_ estimate: ThresholdEstimate) -> Double { log(estimate.high / estimate.low) / 3.92 }
        let uncertainty = (pow(standardError(halves.older), 2) + pow(standardError(halves.newer), 2)).squareRoot()
        return Trend(older: halves.older.threshold, newer: halves.newer.threshold, uncertainty: uncertainty)
    }
}
