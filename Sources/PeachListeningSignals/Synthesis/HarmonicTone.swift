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
    /// The attack, seconds, when it is not `ramp`: a sung note rising over 30 ms.
    public var attack: Double?
    public var rise: Rise = .linear
    /// The time constant of a decay from the attack on (a plucked string's), seconds; nil: held.
    public var decay: Double?
    public var seed: UInt64 = 1

    /// How the attack rises from silence to the note's level.
    public enum Rise: String, CaseIterable, Sendable {
        /// In a straight line of amplitude.
        case linear
        /// Half a cosine: slow to leave silence, as a sung vowel swells.
        case raisedCosine
    }

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
            let envelope = min(self.envelope(at: time), (Double(count - index) / rate) / ramp)
            output[index] = Float(gain * envelope * sum)
            phase += 2 * Double.pi * frequency * exp2(cents(time) / 1200) / rate
            if phase > 2 * Double.pi { phase -= 2 * Double.pi }
        }
        return output
    }

    /// The attack and decay at `time` seconds from the tone's start (the fade out aside), 1 at the held level.
    public func envelope(at time: Double) -> Double {
        let attack = attack ?? ramp
        let fraction = attack > 0 ? min(1, max(0, time / attack)) : 1
        let rising = switch rise {
        case .linear: fraction
        case .raisedCosine: (1 - cos(Double.pi * fraction)) / 2
        }
        return rising * (decay.map { exp(-max(0, time - attack) / $0) } ?? 1)
    }
}
