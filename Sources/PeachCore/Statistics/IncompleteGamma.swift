import Foundation

/// The regularized lower incomplete gamma function P(a, x): its series below a + 1, its
/// continued fraction (Lentz's method) above, each where it converges fast.
enum IncompleteGamma {
    static func regularized(_ a: Double, _ x: Double) -> Double {
        if x <= 0 { return 0 }
        let front = exp(a * log(x) - x - lgamma(a))
        if x < a + 1 {
            var term = 1 / a, sum = term, n = a
            // The terms shrink once n passes x; near x ≈ a that takes about √a of them.
            for _ in 0..<100_000 {
                n += 1
                term *= x / n
                sum += term
                if abs(term) < abs(sum) * 1e-16 { break }
            }
            return min(1, sum * front)
        }
        let tiny = 1e-300
        func guarded(_ value: Double) -> Double { abs(value) < tiny ? tiny : value }
        var b = x + 1 - a, c = 1 / tiny, d = 1 / b, result = d
        for step in 1...100_000 {
            let an = -Double(step) * (Double(step) - a)
            b += 2
            d = 1 / guarded(an * d + b)
            c = guarded(b + an / c)
            let change = d * c
            result *= change
            if abs(change - 1) < 1e-15 { break }
        }
        return max(0, 1 - front * result)
    }
}
