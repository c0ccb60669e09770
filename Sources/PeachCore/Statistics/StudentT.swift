import Foundation

/// Student's t distribution: how far the mean of n values lies from the true mean, in
/// standard errors, when the spread is estimated from the same n values. Its quantile makes
/// a mean's 95 % interval: mean ± t(0.975, n − 1) · s ÷ √n, wider than the normal's ±1.96
/// for few values (12.7 for two), as it must be when s itself is a guess.
public enum StudentT {
    /// P(T ≤ t) with `degreesOfFreedom` (> 0).
    public static func cdf(_ t: Double, degreesOfFreedom df: Double) -> Double {
        // The tail beyond |t| is half the regularized incomplete beta at df ÷ (df + t²).
        let tail = 0.5 * IncompleteBeta.regularized(df / (df + t * t), a: df / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The t below which a share `p` (0 < p < 1) of the distribution lies.
    public static func quantile(_ p: Double, degreesOfFreedom df: Double) -> Double {
        precondition(p > 0 && p < 1 && df > 0, "a quantile of a proper t distribution")
        if p < 0.5 { return -quantile(1 - p, degreesOfFreedom: df) }
        return Bisection.inverse(p, from: 0, guess: 4) { cdf($0, degreesOfFreedom: df) }
    }
}
