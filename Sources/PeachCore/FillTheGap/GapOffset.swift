import Foundation

/// Where a musician taps into a gap, on average: the mean signed offset from the silent
/// click's place (− rushing, + dragging) with its 95 % interval, mean ± t(0.975, n − 1)·s/√n.
/// The t quantile, not the normal's 1.96, because the spread s is measured from the same
/// few taps. It treats the taps as independent: a drummer whose timing wanders from one
/// trial to the next makes it too narrow (BENCHMARKS.md measures by how much).
public struct GapOffset: Hashable, Sendable {
    /// An interval wider than this (ms) is shown as rough: the same bound as Compare
    /// Timing's bias, the offset the ear hears as on time, as this is the one the hands play.
    public static let widestMeaningfulInterval = TimingEstimate.widestMeaningfulBiasInterval

    public var meanMs: Double
    public var lowMs: Double
    public var highMs: Double
    /// The values it rests on: taps, and the means of imported trials.
    public var values: Int

    public init(meanMs: Double, lowMs: Double, highMs: Double, values: Int) {
        self.meanMs = meanMs
        self.lowMs = lowMs
        self.highMs = highMs
        self.values = values
    }

    /// Nil with fewer than two values: one tap has no spread to bound its mean by.
    public init?(_ offsets: Welford) {
        guard offsets.count >= 2, let deviation = offsets.standardDeviation else { return nil }
        let n = Double(offsets.count)
        let half = StudentT.quantile(0.975, degreesOfFreedom: n - 1) * deviation / n.squareRoot()
        self.init(meanMs: offsets.mean, lowMs: offsets.mean - half, highMs: offsets.mean + half, values: offsets.count)
    }

    /// The interval is symmetric: mean ± this.
    public var halfWidthMs: Double { (highMs - lowMs) / 2 }
    public var isMeasured: Bool { highMs - lowMs <= Self.widestMeaningfulInterval }
    public func contains(_ ms: Double) -> Bool { lowMs <= ms && ms <= highMs }
}
