import Foundation
import PeachCore

/// The synthesized clicks, when no SoundFont kit gives them: a short burst of a high
/// partial pair under a fast exponential decay, at full level on its first sample so that
/// its onset is its first frame (what the ear times, and what a test finds to the frame).
/// The accent is higher and louder, as a metronome's bell is; Rhythm Back's stroke is low.
public enum ClickRenderer {
    /// 25 ms: gone long before the next step at 200 BPM (75 ms).
    public static let seconds = 0.025

    /// The accent's peak and the other steps': a kit's clicks are brought to the same.
    public static func level(_ sound: ClickSound) -> Double {
        switch sound {
        case .accent: 0.5
        case .normal: 0.32
        case .stroke: 0.45
        }
    }

    public static func render(_ sound: ClickSound, sampleRate: Int) -> ToneBuffer {
        let count = Int(seconds * Double(sampleRate))
        let samples = UnsafeMutablePointer<Float>.allocate(capacity: count)
        // The stroke lower and a little longer, as a drum's head is: told from the pulse at once.
        let frequency: Double = switch sound {
        case .accent: 2_400
        case .normal: 1_600
        case .stroke: 420
        }
        let level = Self.level(sound)
        let decay = 1 / ((sound == .stroke ? 0.007 : 0.004) * Double(sampleRate))
        let overtone = sound == .stroke ? 2.3 : 2.76
        for index in 0..<count {
            let t = Double(index) / Double(sampleRate)
            // Cosine phase: the first sample is the burst's peak.
            let tone = 0.7 * cos(2 * .pi * frequency * t) + 0.3 * cos(2 * .pi * frequency * overtone * t)
            samples[index] = Float(level * tone * exp(-Double(index) * decay))
        }
        return ToneBuffer(samples: samples, count: count, sampleRate: sampleRate, frequency: Frequency(hertz: frequency), loop: nil)
    }
}
