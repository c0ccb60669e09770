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

    /// Which way every answer went, when they all went one way: such answers hold neither a
    /// threshold nor a bias (one button pressed forty times fits "a bias beyond the grid,
    /// a fine ear"), only that. Nil once both were answered.
    public var allAnswered: Side?
    /// The bias the fit considers at most, each way (ms): an interval that reaches it is cut
    /// off there, and says only "beyond" its other end.
    public var largestBias: Double

    public enum Side: String, Sendable, Hashable {
        case early, late
    }

    public init(threshold: ThresholdEstimate, biasMs: Double, biasLow: Double, biasHigh: Double, allAnswered: Side? = nil, largestBias: Double = 24) {
        self.threshold = threshold
        self.biasMs = biasMs
        self.biasLow = biasLow
        self.biasHigh = biasHigh
        self.allAnswered = allAnswered
        self.largestBias = largestBias
    }

    /// A measurement only from answers both ways, with a narrow interval inside the grid.
    public var isBiasMeasured: Bool {
        allAnswered == nil && biasBeyond == nil && biasHigh - biasLow <= Self.widestMeaningfulBiasInterval
    }

    /// A bias interval cut off by the end of the grid (within a step of it): the bias is
    /// beyond its other end, which is all the answers say ("beyond +6 ms"); nil otherwise.
    public var biasBeyond: Double? {
        let step = 0.5
        if biasHigh >= largestBias - step, biasLow > -largestBias + step { return biasLow }
        if biasLow <= -largestBias + step, biasHigh < largestBias - step { return biasHigh }
        return nil
    }
    public func biasContains(_ ms: Double) -> Bool { biasLow <= ms && ms <= biasHigh }
}
