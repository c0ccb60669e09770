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

extension SignalAnalysis {
    /// The fundamental of a periodic tone with harmonics (an organ, a piano's steady part):
    /// least squares over the fundamental and its first `harmonics` partials together, so
    /// the partials do not pull the estimate as they would pull a single-sine fit. The
    /// frequency is searched (golden section, then parabolic steps) within ±`span` cents.
    public static func fitFundamental(
        _ x: ArraySlice<Float>, sampleRate: Int, guess: Double, harmonics: Int = 8, span: Double = 3
    ) -> Double {
        let values = x.map(Double.init)
        let count = values.count
        let centre = Double(count - 1) / 2
        let energy = values.reduce(0) { $0 + $1 * $1 }
        let columns = 2 * harmonics

        /// What the best combination of partials at `frequency` leaves unexplained.
        func residual(_ frequency: Double) -> Double {
            let omega = 2 * Double.pi * frequency / Double(sampleRate)
            let highest = Double(harmonics) * omega
            guard highest < Double.pi else { return energy }
            var gram = [Double](repeating: 0, count: columns * columns)
            var projection = [Double](repeating: 0, count: columns)
            var basis = [Double](repeating: 0, count: columns)
            // Partials by rotation: cos/sin of kωn from those of ωn, no trig per partial.
            for index in 0..<count {
                let phase = omega * (Double(index) - centre)
                let c1 = cos(phase), s1 = sin(phase)
                var c = c1, s = s1
                for k in 0..<harmonics {
                    basis[2 * k] = c
                    basis[2 * k + 1] = s
                    let nextC = c * c1 - s * s1
                    s = s * c1 + c * s1
                    c = nextC
                }
                let value = values[index]
                for row in 0..<columns {
                    let b = basis[row]
                    projection[row] += b * value
                    for col in row..<columns { gram[row * columns + col] += b * basis[col] }
                }
            }
            for row in 0..<columns { for col in 0..<row { gram[row * columns + col] = gram[col * columns + row] } }
            // Cholesky solve of gram · a = projection; the explained energy is projectionᵀ a.
            var l = [Double](repeating: 0, count: columns * columns)
            for i in 0..<columns {
                for j in 0...i {
                    var sum = gram[i * columns + j]
                    for k in 0..<j { sum -= l[i * columns + k] * l[j * columns + k] }
                    if i == j {
                        guard sum > 0 else { return energy }
                        l[i * columns + i] = sum.squareRoot()
                    } else {
                        l[i * columns + j] = sum / l[j * columns + j]
                    }
                }
            }
            var y = [Double](repeating: 0, count: columns)
            for i in 0..<columns {
                var sum = projection[i]
                for k in 0..<i { sum -= l[i * columns + k] * y[k] }
                y[i] = sum / l[i * columns + i]
            }
            return energy - y.reduce(0) { $0 + $1 * $1 }
        }

        var low = guess * exp2(-span / 1200), high = guess * exp2(span / 1200)
        let golden = (5.0.squareRoot() - 1) / 2
        var a = high - golden * (high - low), b = low + golden * (high - low)
        var fa = residual(a), fb = residual(b)
        while (high - low) / guess > 1e-9 {
            if fa < fb {
                high = b
                b = a
                fb = fa
                a = high - golden * (high - low)
                fa = residual(a)
            } else {
                low = a
                a = b
                fa = fb
                b = low + golden * (high - low)
                fb = residual(b)
            }
        }
        return (low + high) / 2
    }
}
