import Foundation

/// A second-order Butterworth low-pass (bilinear transform). The period fit reads the
/// input through it: it keeps every note's period (a linear filter delays all periods
/// alike) while taking off the partials near Nyquist, whose few samples a cycle would
/// bend the parabola that places the period between two samples.
struct LowPass {
    private let b0, b1, b2, a1, a2: Float
    private var x1: Float = 0, x2: Float = 0, y1: Float = 0, y2: Float = 0

    private let bypassed: Bool

    /// No cutoff: the signal passes unchanged.
    init(cutoff: Double?, sampleRate: Int) {
        bypassed = cutoff == nil
        let k = tan(Double.pi * min(cutoff ?? 1000, 0.45 * Double(sampleRate)) / Double(sampleRate))
        let norm = 1 / (1 + 2.squareRoot() * k + k * k)
        b0 = Float(k * k * norm)
        b1 = 2 * b0
        b2 = b0
        a1 = Float(2 * (k * k - 1) * norm)
        a2 = Float((1 - 2.squareRoot() * k + k * k) * norm)
    }

    mutating func reset() { x1 = 0; x2 = 0; y1 = 0; y2 = 0 }

    mutating func process(_ x: Float) -> Float {
        if bypassed { return x }
        var y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        // The tail of a note dies away into denormals, which x86 computes a hundred times
        // slower; far below any input's noise floor, they are zero.
        if abs(y) < 1e-20 { y = 0 }
        x2 = x1; x1 = x
        y2 = y1; y1 = y
        return y
    }
}
