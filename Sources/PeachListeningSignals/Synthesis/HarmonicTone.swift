import Foundation

/// A harmonic tone whose pitch may move (vibrato, drift, a step), synthesised partial by
/// partial below 20 kHz, each with its own fixed random phase, so that no partial aliases
/// and the waveform is not the textbook one every tracker was tuned on.
public struct HarmonicTone {
    public var timbre: Timbre
    public var frequency: Double
    /// RMS level of the steady tone, dBFS.
    public var level: Double = -18
    /// The pitch's deviation from `frequency`, in cents, at a time in seconds from the tone's start.
    public var cents: @Sendable (Double) -> Double = { _ in 0 }
    /// Fade in and out, seconds (a bowed or sung start, no click).
    public var ramp: Double = 0.01
    public var seed: UInt64 = 1

    public init(timbre: Timbre, frequency: Double) {
        self.timbre = timbre
        self.frequency = frequency
    }

    public func samples(seconds: Double, sampleRate: Int) -> [Float] {
        let count = Int(seconds * Double(sampleRate))
        let highest = 20_000.0 / (frequency * exp2(100.0 / 1200))
        let harmonics = (1...max(1, Int(highest))).filter { timbre.amplitude(ofHarmonic: $0) > 0 }
        var noise = SeededNoise(seed: seed)
        // Each partial as a unit phasor rotated n times the fundamental's: one complex
        // product a partial a sample instead of a sine.
        let weights = harmonics.map { n -> (Double, Double) in
            let phase = 2 * Double.pi * noise.uniform()
            let a = timbre.amplitude(ofHarmonic: n)
            return (a * cos(phase), a * sin(phase))
        }
        let rms = (harmonics.reduce(0) { $0 + pow(timbre.amplitude(ofHarmonic: $1), 2) } / 2).squareRoot()
        let gain = amplitude(dB: level) / rms
        var output = [Float](repeating: 0, count: count)
        var phase = 0.0
        let rate = Double(sampleRate)
        for index in 0..<count {
            let time = Double(index) / rate
            let c1 = cos(phase), s1 = sin(phase)
            var re = 1.0, im = 0.0, sum = 0.0, n = 0
            for (slot, harmonic) in harmonics.enumerated() {
                while n < harmonic {
                    (re, im) = (re * c1 - im * s1, re * s1 + im * c1)
                    n += 1
                }
                // Im((re + i·im)·(wc + i·ws)) = sin(nφ + θ)·a
                sum += im * weights[slot].0 + re * weights[slot].1
            }
            let envelope = min(1, time / ramp, (Double(count - index) / rate) / ramp)
            output[index] = Float(gain * envelope * sum)
            phase += 2 * Double.pi * frequency * exp2(cents(time) / 1200) / rate
            if phase > 2 * Double.pi { phase -= 2 * Double.pi }
        }
        return output
    }
}
