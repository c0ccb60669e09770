import Foundation

/// The chi-square distribution: the sum of squares of k standard normal values. For n
/// values drawn from a normal spread σ, (n − 1)·s²/σ² follows it with k = n − 1, so its
/// quantiles bound σ from the measured s: σ lies in s·√(k / χ²(0.975, k)) …
/// s·√(k / χ²(0.025, k)) with 95 % probability. The interval is not symmetric: a spread
/// measured from few values may well be much larger than it looked, hardly much smaller.
public enum ChiSquare {
    /// P(X ≤ x) with `degreesOfFreedom` (> 0).
    public static func cdf(_ x: Double, degreesOfFreedom k: Double) -> Double {
        x <= 0 ? 0 : IncompleteGamma.regularized(k / 2, x / 2)
    }

    /// The x below which a share `p` (0 < p < 1) of the distribution lies.
    public static func quantile(_ p: Double, degreesOfFreedom k: Double) -> Double {
        precondition(p > 0 && p < 1 && k > 0, "a quantile of a proper chi-square distribution")
        return Bisection.inverse(p, from: 0, guess: 2 * k + 10) { cdf($0, degreesOfFreedom: k) }
    }
}
