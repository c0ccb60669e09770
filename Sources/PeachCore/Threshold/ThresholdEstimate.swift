import Foundation

/// A listener's threshold as measured from their answers: the difference they answer
/// correctly 75 % of the time, lapses aside, with the 95 % interval it lies in.
public struct ThresholdEstimate: Hashable, Sendable {
    /// An interval wider than this factor (high ÷ low) says too little to show a number:
    /// "not enough answers yet".
    public static let widestMeaningfulSpread = 3.0

    /// Cents: the posterior median.
    public var threshold: Double
    /// Cents: the 95 % interval (2.5 % and 97.5 % of the posterior).
    public var low: Double
    public var high: Double
    /// How many answers it rests on; weighted, so older answers and neighbouring notes
    /// count less than one each.
    public var answers: Double

    public init(threshold: Double, low: Double, high: Double, answers: Double) {
        self.threshold = threshold
        self.low = low
        self.high = high
        self.answers = answers
    }

    /// Narrow enough to be worth a number.
    public var isMeasured: Bool { high / low <= Self.widestMeaningfulSpread }

    public func contains(_ cents: Double) -> Bool { low <= cents && cents <= high }
}
