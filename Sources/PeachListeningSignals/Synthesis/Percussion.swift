import Foundation

/// The sounds a drummer makes into a microphone, each starting exactly at its first
/// sample (the frame an onset must be placed at).
public enum Percussion: String, CaseIterable, Sendable {
    /// A hand clap: a burst of noise that decays in a few milliseconds.
    case clap
    /// A stick on a pad: a click ringing briefly near 3 kHz.
    case stick
    /// A kick drum: a sine sweeping down from 150 to 50 Hz, decaying over a tenth of a second.
    case kick

    /// A clap's attack, seconds, as a flat, sharp clap makes it.
    public static let clapRise = 0.0003

    /// The clap's envelope at `time` seconds from its first sample: the noise's level, 1 at
    /// the top of a sharp clap's rise. `rise`: longer for a cupped, soft clap.
    public static func clapEnvelope(at time: Double, rise: Double = clapRise) -> Double {
        min(1, max(0, time) / rise) * (exp(-time / 0.008) + 0.1 * exp(-time / 0.04))
    }

    /// The sound at `peak` dBFS (its largest sample), about `seconds` long; a clap rising over `clapRise`.
    public func samples(peak: Double = -6, sampleRate: Int, seed: UInt64, clapRise: Double = Percussion.clapRise) -> [Float] {
        let rate = Double(sampleRate)
        var noise = SeededNoise(seed: seed)
        var output: [Float]
        switch self {
        case .clap:
            // Noise with a 0.3 ms rise and an 8 ms decay, then a quieter reverberant tail.
            output = (0..<Int(0.12 * rate)).map { index in
                Float(noise.gaussian() * Self.clapEnvelope(at: Double(index) / rate, rise: clapRise))
            }
        case .stick:
            // A click (one sample) and its ring: a decaying 3.2 kHz sine, then a 1.1 kHz body.
            output = (0..<Int(0.06 * rate)).map { index in
                let time = Double(index) / rate
                let ring = exp(-time / 0.0015) * cos(2 * Double.pi * 3200 * time)
                let body = 0.4 * exp(-time / 0.01) * sin(2 * Double.pi * 1100 * time)
                return Float(ring + body + (index == 0 ? 0.5 : 0))
            }
        case .kick:
            // The phase of a sweep from 150 to 50 Hz with a 30 ms time constant.
            output = (0..<Int(0.4 * rate)).map { index in
                let time = Double(index) / rate
                let phase = 2 * Double.pi * (50 * time + 100 * 0.03 * (1 - exp(-time / 0.03)))
                return Float(exp(-time / 0.08) * sin(phase))
            }
        }
        let largest = output.map { abs($0) }.max() ?? 1
        let gain = Float(amplitude(dB: peak)) / largest
        return output.map { $0 * gain }
    }
}
