import Foundation

/// The trend of a tempo band's Compare Timing threshold: the threshold fitted to the older
/// half of its answers against the newer half, as Hear & Compare's `ThresholdTrend` does.
/// Both halves are kept as counts that follow the moving boundary answer by answer (each
/// answer is two bytes in a log), so a query costs two fits however long the history.
public struct TimingTrend: Hashable, Sendable {
    /// Each answer in order: its bin in the low 8 bits, answered Late in bit 8.
    private var answers: [UInt16] = []
    private var older = TimingAnswers()
    private var newer = TimingAnswers()
    private var olderCount = 0

    public init() {}

    public var count: Int { answers.count }

    public mutating func add(_ record: TimingComparisonRecord) {
        let bin = TimingAnswers.index(of: record.offsetMs), late = record.answeredLate
        answers.append(UInt16(bin) | (late ? 0x100 : 0))
        newer.add(bin: bin, answeredLate: late)
        // With an odd count the middle answer is in the newer half.
        while olderCount < answers.count / 2 {
            let moved = answers[olderCount]
            let bin = Int(moved & 0xFF), late = moved & 0x100 != 0
            newer.add(bin: bin, answeredLate: late, weight: -1)
            older.add(bin: bin, answeredLate: late)
            olderCount += 1
        }
    }

    /// The two halves' answers, once there are enough of them for a trend.
    public var halves: (older: TimingAnswers, newer: TimingAnswers)? {
        count >= Trend.minimumAnswers ? (older, newer) : nil
    }

    /// The two halves' fits, once there are enough answers for a trend.
    public func halves(estimator: TimingEstimator = .shared) -> (older: TimingEstimate, newer: TimingEstimate)? {
        guard let halves, let older = estimator.estimate(halves.older), let newer = estimator.estimate(halves.newer) else { return nil }
        return (older, newer)
    }

    public func trend(estimator: TimingEstimator = .shared) -> Trend? {
        halves(estimator: estimator).flatMap { Self.trend(older: $0.older.threshold, newer: $0.newer.threshold) }
    }

    /// Nil until both halves' thresholds are measured; a change within the halves' own
    /// uncertainty is "stable": a trend read from noise would be a guess. Smaller is better:
    /// a falling threshold improves.
    public static func trend(older: ThresholdEstimate, newer: ThresholdEstimate) -> Trend? {
        guard older.isMeasured, newer.isMeasured else { return nil }
        // A 95 % interval spans about ±1.96 standard errors of the log threshold.
        func standardError(_ estimate: ThresholdEstimate) -> Double { log(estimate.high / estimate.low) / 3.92 }
        let uncertainty = (pow(standardError(older), 2) + pow(standardError(newer), 2)).squareRoot()
        return Trend(older: older.threshold, newer: newer.threshold, uncertainty: uncertainty)
    }
}
