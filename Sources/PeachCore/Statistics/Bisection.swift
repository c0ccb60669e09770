/// The inverse of a distribution function by halving: the x where `cdf(x)` reaches `p`.
/// Slow beside a tuned approximation, but exact to the last digits for any degrees of
/// freedom, and the profile asks for a few dozen quantiles at a time.
enum Bisection {
    /// `cdf` must rise from below `p` at `low`; `high` doubles until it reaches `p`.
    static func inverse(_ p: Double, from low: Double, guess high: Double, _ cdf: (Double) -> Double) -> Double {
        var low = low, high = max(high, low + 1)
        while cdf(high) < p { (low, high) = (high, 2 * high) }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            guard middle > low && middle < high else { break }
            if cdf(middle) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
