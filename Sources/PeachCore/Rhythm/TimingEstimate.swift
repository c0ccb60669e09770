/// A musician's timing as measured from their Compare Timing answers: the threshold (the
/// offset told early or late 75 % of the time, bias and lapses aside) and the bias (the
/// offset heard as on time: + means a click must come late to sound on time, so an on-time
/// click sounds early), each with its 95 % interval.
public struct TimingEstimate: Hashable, Sendable {
    public var threshold: ThresholdEstimate
    /// ms: the posterior median and its 95 % interval.
    public var biasMs: Double
    public var biasLow: Double
    public var biasHigh: Double

    /// A bias interval wider than this (ms) says too little to show a number: it would be
    /// "between −9 and +6 ms", which is no more than "not known yet".
    public static let widestMeaningfulBiasInterval = 8.0

    public init(threshold: ThresholdEstimate, biasMs: Double, biasLow: Double, biasHigh: Double) {
        self.threshold = threshold
        self.biasMs = biasMs
        self.biasLow = biasLow
        self.biasHigh = biasHigh
    }

    public var isBiasMeasured: Bool { biasHigh - biasLow <= Self.widestMeaningfulBiasInterval }
    public func biasContains(_ ms: Double) -> Bool { biasLow <= ms && ms <= biasHigh }
}
