import Foundation

/// Reproducible noise: SplitMix64 for uniform numbers, Box–Muller for Gaussian ones. A
/// seed gives the same signal on every machine, so every figure can be made again.
public struct SeededNoise {
    private var state: UInt64
    private var spare: Double?

    public init(seed: UInt64) { state = seed }

    public mutating func uniform() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// Zero mean, unit variance.
    public mutating func gaussian() -> Double {
        if let spare {
            self.spare = nil
            return spare
        }
        let radius = (-2 * log(max(uniform(), 1e-300))).squareRoot()
        let angle = 2 * Double.pi * uniform()
        spare = radius * sin(angle)
        return radius * cos(angle)
    }

    /// `count` samples of white noise at `rms` (linear).
    public mutating func white(count: Int, rms: Double) -> [Float] {
        (0..<count).map { _ in Float(gaussian() * rms) }
    }
}

/// Linear amplitude of a level in dB (relative to full scale for dBFS).
public func amplitude(dB: Double) -> Double { pow(10, dB / 20) }

/// Adds `other` into `signal` from `frame` on (what does not fit is dropped).
public func mix(_ other: [Float], into signal: inout [Float], at frame: Int, gain: Float = 1) {
    for index in other.indices where frame + index < signal.count && frame + index >= 0 {
        signal[frame + index] += gain * other[index]
    }
}
