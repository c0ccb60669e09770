import Foundation

/// Measurements on recorded samples: sinusoid fits, onsets, steps.
public enum SignalAnalysis {
    public struct SineFit: Sendable {
        /// Hz.
        public var frequency: Double
        public var amplitude: Double
        /// Phase at the segment's first sample, radians.
        public var phase: Double
        /// RMS of what the model does not explain.
        public var residualRMS: Double
    }

    /// Least-squares fit of a·cos(ωn) + b·sin(ωn) with ω free (Gauss-Newton from `guess` Hz).
    /// n is centred on the segment, which keeps the normal equations well conditioned.
    public static func fitSine(_ x: ArraySlice<Float>, sampleRate: Int, guess: Double) -> SineFit {
        let count = x.count
        let centre = Double(count - 1) / 2
        var omega = 2 * Double.pi * guess / Double(sampleRate)
        var a = 0.0, b = 0.0
        let values = x.map(Double.init)
        for iteration in 0..<30 {
            // Linear amplitudes for the current ω, then one Gauss-Newton step on all three.
            var scc = 0.0, sss = 0.0, scs = 0.0, scw = 0.0, ssw = 0.0, sww = 0.0
            var rc = 0.0, rs = 0.0, rw = 0.0
            for index in 0..<count {
                let n = Double(index) - centre
                let c = cos(omega * n), s = sin(omega * n)
                let w = n * (-a * s + b * c)
                let r = values[index] - (a * c + b * s)
                scc += c * c; sss += s * s; scs += c * s
                scw += c * w; ssw += s * w; sww += w * w
                rc += c * r; rs += s * r; rw += w * r
            }
            if iteration == 0 {
                // First pass: amplitudes only (the ω column is zero while a = b = 0).
                let det = scc * sss - scs * scs
                a += (rc * sss - rs * scs) / det
                b += (scc * rs - scs * rc) / det
                continue
            }
            let step = solve3([[scc, scs, scw], [scs, sss, ssw], [scw, ssw, sww]], [rc, rs, rw])
            a += step[0]
            b += step[1]
            omega += step[2]
            if abs(step[2]) < 1e-16 { break }
        }
        var residual = 0.0
        for index in 0..<count {
            let n = Double(index) - centre
            let r = values[index] - (a * cos(omega * n) + b * sin(omega * n))
            residual += r * r
        }
        // Model: A·sin(ωn + φ) with a = A·sin φ, b = A·cos φ; move φ from the centre to index 0.
        let amplitude = (a * a + b * b).squareRoot()
        let phase = atan2(a, b) - omega * centre
        return SineFit(
            frequency: omega * Double(sampleRate) / (2 * Double.pi), amplitude: amplitude,
            phase: phase, residualRMS: (residual / Double(count)).squareRoot())
    }

    private static func solve3(_ m: [[Double]], _ v: [Double]) -> [Double] {
        var a = m, b = v
        for pivot in 0..<3 {
            let best = (pivot..<3).max { abs(a[$0][pivot]) < abs(a[$1][pivot]) }!
            a.swapAt(pivot, best)
            b.swapAt(pivot, best)
            for row in (pivot + 1)..<3 {
                let factor = a[row][pivot] / a[pivot][pivot]
                for col in pivot..<3 { a[row][col] -= factor * a[pivot][col] }
                b[row] -= factor * b[pivot]
            }
        }
        var x = [0.0, 0.0, 0.0]
        for row in (0..<3).reversed() {
            var sum = b[row]
            for col in (row + 1)..<3 { sum -= a[row][col] * x[col] }
            x[row] = sum / a[row][row]
        }
        return x
    }

    public static func cents(_ measured: Double, _ expected: Double) -> Double { 1200 * log2(measured / expected) }

    /// Indices of the first and last sample whose magnitude exceeds `threshold`, from `start`.
    public static func extent(_ x: [Float], from start: Int = 0, threshold: Float = 0) -> ClosedRange<Int>? {
        guard let first = x[start...].firstIndex(where: { abs($0) > threshold }),
              let last = x[first...].lastIndex(where: { abs($0) > threshold }) else { return nil }
        return first...last
    }

    /// The tone the spec describes: 0.25 · min(1, n/ramp) · sin(2π f n / rate), phase 0.
    public static func specifiedOnset(frequency: Double, sampleRate: Int, count: Int, gain: Double = 1) -> [Double] {
        let ramp = Double(sampleRate) * 0.005
        return (0..<count).map { n in
            let cycles = Double(n) * frequency / Double(sampleRate)
            return gain * 0.25 * min(1, Double(n) / ramp) * sin(2 * Double.pi * (cycles - cycles.rounded(.down)))
        }
    }

    /// The index in `x` where `template` fits best (least squares), searched within `range`.
    public static func align(_ template: [Double], in x: [Float], searching range: ClosedRange<Int>) -> (index: Int, error: Double) {
        var best = (index: range.lowerBound, error: Double.infinity)
        for start in range where start >= 0 && start + template.count <= x.count {
            var error = 0.0
            for n in 0..<template.count {
                let d = Double(x[start + n]) - template[n]
                error += d * d
                if error >= best.error { break }
            }
            if error < best.error { best = (start, error) }
        }
        return (best.index, (best.error / Double(template.count)).squareRoot())
    }

    /// Largest sample-to-sample step.
    public static func largestStep(_ x: ArraySlice<Float>) -> (index: Int, step: Float) {
        var best = (index: x.startIndex, step: Float(0))
        var previous = x.first ?? 0
        for index in x.indices.dropFirst() {
            let step = abs(x[index] - previous)
            if step > best.step { best = (index, step) }
            previous = x[index]
        }
        return best
    }
}
