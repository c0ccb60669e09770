import Foundation
import PeachCore

/// The synthesized clicks, when no SoundFont kit gives them: a short burst of a high
/// partial pair under a fast exponential decay, at full level on its first sample so that
/// its onset is its first frame (what the ear times, and what a test finds to the frame).
/// The accent is higher and louder, as a metronome's bell is.
public enum ClickRenderer {
    /// 25 ms: gone long before the next step at 200 BPM (75 ms).
    public static let seconds = 0.025

    /// The accent's peak and the other steps': a kit's clicks are brought to the same.
    public static func level(_ sound: ClickSound) -> Double { sound == .accent ? 0.5 : 0.32 }

    public static func render(_ sound: ClickSound, sampleRate: Int) -> ToneBuffer {
        let count = Int(seconds * Double(sampleRate))
        let samples = UnsafeMutablePointer<Float>.allocate(capacity: count)
        let frequency: Double = sound == .accent ? 2_400 : 1_600, level = Self.level(sound)
        let decay = 1 / (0.004 * Double(sampleRate))
        for index in 0..<count {
            let t = Double(index) / Double(sampleRate)
            // Cosine phase: the first sample is the burst's peak.
            let tone = 0.7 * cos(2 * .pi * frequency * t) + 0.3 * cos(2 * .pi * frequency * 2.76 * t)
            samples[index] = Float(level * tone * exp(-Double(index) * decay))
        }
        return ToneBuffer(samples: samples, count: count, sampleRate: sampleRate, frequency: Frequency(hertz: frequency), loop: nil)
    }
}
