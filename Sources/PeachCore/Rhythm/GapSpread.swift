import Foundation

/// How steadily a musician taps: the standard deviation of the taps' offsets, each around
/// its gap position's own mean (a drummer who always rushes the "e" by 10 ms is consistent
/// there), with its 95 % interval from the chi-square distribution of the sum of squares.
public struct GapSpread: Hashable, Sendable {
    /// An interval wider than this factor (high ÷ low) is shown as rough. At 2 the spread is
    /// known to within about ±40 %, which takes 18 taps (17 degrees of freedom).
    public static let widestMeaningfulSpread = 2.0

    public var sdMs: Double
    public var lowMs: Double
    public var highMs: Double
    public var taps: Int
    public var degreesOfFreedom: Int

    public init(sdMs: Double, lowMs: Double, highMs: Double, taps: Int, degreesOfFreedom: Int) {
        self.sdMs = sdMs
        self.lowMs = lowMs
        self.highMs = highMs
        self.taps = taps
        self.degreesOfFreedom = degreesOfFreedom
    }

    /// Below this (ms, under a frame at 48 kHz) the taps are one value repeated: a robot's, or
    /// blind taps on a step that sounds. No spread is claimed from them.
    public static let smallestSpreadMs = 0.01

    /// From the squared deviations of `taps` taps around their means, one degree of freedom
    /// spent on each mean; nil without a degree of freedom left, or for one value repeated.
    public init?(sumOfSquares: Double, degreesOfFreedom k: Int, taps: Int) {
        guard k > 0 else { return nil }
        let df = Double(k), sd = (sumOfSquares / df).squareRoot()
        guard sd >= Self.smallestSpreadMs else { return nil }
        self.init(
            sdMs: sd, lowMs: sd * (df / ChiSquare.quantile(0.975, degreesOfFreedom: df)).squareRoot(),
            highMs: sd * (df / ChiSquare.quantile(0.025, degreesOfFreedom: df)).squareRoot(), taps: taps, degreesOfFreedom: k)
    }

    /// The spread of the taps of each group around the group's own mean, pooled (the groups
    /// are assumed to share one spread: the interval is exact when they do).
    public init?(pooling groups: [Welford]) {
        let taps = groups.reduce(0) { $0 + $1.count }
        self.init(
            sumOfSquares: groups.reduce(0) { $0 + $1.m2 }, degreesOfFreedom: groups.reduce(0) { $0 + max(0, $1.count - 1) }, taps: taps)
    }

    public var isMeasured: Bool { highMs <= Self.widestMeaningfulSpread * lowMs }
    public func contains(_ ms: Double) -> Bool { lowMs <= ms && ms <= highMs }
}
