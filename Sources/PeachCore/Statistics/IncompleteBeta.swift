import Foundation

/// The regularized incomplete beta function I_x(a, b), by its continued fraction (Lentz's
/// method), on the side of x where the fraction converges fast.
enum IncompleteBeta {
    static func regularized(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // In parts: as one expression it took the type checker three seconds.
        let logBeta: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logPowers: Double = a * log(x) + b * log1p(-x)
        let front = exp(logBeta + logPowers)
        if x < (a + 1) / (a + b + 2) { return front * fraction(x, a: a, b: b) / a }
        return 1 - front * fraction(1 - x, a: b, b: a) / b
    }

    private static func fraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        func guarded(_ value: Double) -> Double { abs(value) < tiny ? tiny : value }
        var c = 1.0, d = 1 / guarded(1 - (a + b) * x / (a + 1))
        var result = d
        // Convergence takes about √max(a, b) steps: a million taps need a few thousand.
        for step in 1...100_000 {
            let m = Double(step), twice = 2 * m
            let even = m * (b - m) * x / ((a + twice - 1) * (a + twice))
            d = 1 / guarded(1 + even * d)
            c = guarded(1 + even / c)
            result *= d * c
            let odd = -(a + m) * (a + b + m) * x / ((a + twice) * (a + twice + 1))
            d = 1 / guarded(1 + odd * d)
            c = guarded(1 + odd / c)
            let change = d * c
            result *= change
            if abs(change - 1) < 1e-15 { break }
        }
        return result
    }
}
