import Foundation

/// Breath into a microphone: noise shaped by two resonances (a mouth's formants), swelling
/// and fading like an exhalation. Loud, coloured, but with no period.
public struct BreathNoise {
    public var level: Double = -20
    public var seed: UInt64 = 7

    public init(level: Double = -20, seed: UInt64 = 7) {
        self.level = level
        self.seed = seed
    }

    public func samples(seconds: Double, sampleRate: Int) -> [Float] {
        let count = Int(seconds * Double(sampleRate))
        var noise = SeededNoise(seed: seed)
        var low = Resonance(centre: 700, q: 3, sampleRate: sampleRate)
        var high = Resonance(centre: 1900, q: 4, sampleRate: sampleRate)
        var shaped = (0..<count).map { _ -> Double in
            let white = noise.gaussian()
            return low.process(white) + 0.6 * high.process(white)
        }
        let rms = (shaped.reduce(0) { $0 + $1 * $1 } / Double(max(1, count))).squareRoot()
        let gain = amplitude(dB: level) / max(rms, 1e-12)
        for index in shaped.indices {
            // One exhalation: a sine swell over the whole stretch, never quite silent.
            let swell = 0.3 + 0.7 * sin(Double.pi * Double(index) / Double(count))
            shaped[index] *= gain * swell
        }
        return shaped.map { Float($0) }
    }
}

/// A two-pole band-pass (constant peak gain), for shaping noise.
struct Resonance {
    private let b0, b2, a1, a2: Double
    private var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0

    init(centre: Double, q: Double, sampleRate: Int) {
        let omega = 2 * Double.pi * centre / Double(sampleRate)
        let alpha = sin(omega) / (2 * q)
        let norm = 1 / (1 + alpha)
        b0 = alpha * norm
        b2 = -alpha * norm
        a1 = -2 * cos(omega) * norm
        a2 = (1 - alpha) * norm
    }

    mutating func process(_ x: Double) -> Double {
        let y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2 = x1; x1 = x
        y2 = y1; y1 = y
        return y
    }
}
