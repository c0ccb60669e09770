import Foundation

/// Where a musician taps, on average (into Fill the Gap's gap, on Rhythm Back's strokes):
/// the mean signed offset from the place (− rushing, + dragging) with its 95 % interval. The taps of one trial share
/// the player's timing of that moment (a trial holds one gap for sixteen taps), so the
/// interval is that of a mean over trials that each scatter: the variance of the mean is
/// the taps' own within their trials, s_w²/n, plus what the trials' means scatter beyond
/// it, σ_b² = s_means² − s_w²/m̄, weighted by the trials' sizes; its degrees of freedom by
/// Satterthwaite's rule, and the t quantile for them. That is where the trials' means
/// scatter more than their taps allow (an F test at 5 %); elsewhere the interval is the
/// taps' own, mean ± t(0.975, n − 1)·s/√n, as a steady drummer's trials scatter by chance
/// too. BENCHMARKS.md measures both kinds of drummer.
public struct TapOffset: Hashable, Sendable {
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
    public init?(_ tally: TapOffsetTally) {
        let offsets = tally.offsets
        guard offsets.count >= 2, let total = offsets.variance else { return nil }
        let n = Double(offsets.count), trials = tally.trialMeans, tapped = Double(tally.taps.count)
        // Within trials: the taps' scatter around their own trial's mean; a single trial's
        // taps (or none within any trial) leave only the taps' scatter as a whole.
        let within = tally.withinDegrees > 0 ? tally.withinSquares / Double(tally.withinDegrees) : total
        let withinDegrees = tally.withinDegrees > 0 ? Double(tally.withinDegrees) : n - 1
        // Trials that scatter no more than their taps allow: the taps' own interval.
        var variance = total / n, degrees = n - 1
        // The trials with taps alone: an imported trial's mean is no trial of taps to
        // weigh against them (it would make the trials look small, and the test blind).
        if trials.count >= 2, let meansVariance = trials.variance, tapped > 0 {
            let k = Double(trials.count), meanSize = tapped / k
            // The variance of the taps' mean as mean squares: c·MSB/m̄ + (1/n − c/m̄)·MSW,
            // c = Σnᵢ²/n², MSB = m̄·s²(means), MSW the within-trial one. Equal trials give
            // s²(means)/k and k − 1 degrees of freedom (Satterthwaite's, over the two).
            let between = meansVariance * meanSize, share = tally.trialSizeSquares / (tapped * tapped)
            // Only where the trials' means scatter more than their taps allow (an F test at
            // 5 %): a steady drummer's means scatter by chance too, and counting that as
            // wandering would widen every interval for nothing.
            if between > within, Self.fExceedance(between / within, k - 1, withinDegrees) < 0.05 {
                let betweenPart = share / meanSize * between, withinPart = (1 / tapped - share / meanSize) * within
                let combined = betweenPart + withinPart
                if combined > 0 {
                    variance = combined
                    degrees = combined * combined
                        / (betweenPart * betweenPart / (k - 1) + withinPart * withinPart / withinDegrees)
                }
            }
        }
        let half = StudentT.quantile(0.975, degreesOfFreedom: max(1, degrees)) * variance.squareRoot()
        self.init(meanMs: offsets.mean, lowMs: offsets.mean - half, highMs: offsets.mean + half, values: offsets.count)
    }

    /// P(F > f) for F with `d1` and `d2` degrees of freedom.
    static func fExceedance(_ f: Double, _ d1: Double, _ d2: Double) -> Double {
        guard f > 0, f.isFinite else { return f > 0 ? 0 : 1 }
        return IncompleteBeta.regularized(d2 / (d2 + d1 * f), a: d2 / 2, b: d1 / 2)
    }

    /// The interval is symmetric: mean ± this.
    public var halfWidthMs: Double { (highMs - lowMs) / 2 }
    public var isMeasured: Bool { highMs - lowMs <= Self.widestMeaningfulInterval }
    public func contains(_ ms: Double) -> Bool { lowMs <= ms && ms <= highMs }
}
