import Foundation
import PeachCore
import PeachListening

/// Claps, sticks and kicks (or sung notes) at known frames, over near-silence or over a held
/// note, and how far from each true frame the analyser places its onset.
public enum OnsetTrial {
    public enum Background: String, CaseIterable, Sendable {
        /// Noise at −70 dBFS: a quiet room.
        case quiet
        /// A held voice-like note at −24 dBFS (a drone, a singer holding on) over that noise.
        case sustained
    }

    public struct Result: Sendable {
        public var truths: [Int]
        /// Detected minus true frame for every truth detected within 50 ms of it.
        public var errors: [Int]
        public var missed: Int
        /// Onsets that match no truth.
        public var extra: Int

        public var worstError: Int? { errors.max { abs($0) < abs($1) } }
    }

    public static let hits = 8

    /// Four seconds: `hits` sounds of one kind, 0.45 s apart, each at a random position
    /// within a hop (so that no hop boundary favours them).
    public static func signal(
        _ kind: Percussion, over background: Background, sampleRate: Int, seed: UInt64, hits: Int = hits
    ) -> (samples: [Float], truths: [Int]) {
        let count = 4 * sampleRate
        var noise = SeededNoise(seed: seed)
        var samples = noise.white(count: count, rms: amplitude(dB: -70))
        if background == .sustained {
            var drone = HarmonicTone(timbre: .voice, frequency: 196.7)
            drone.level = -24
            drone.ramp = 0.001
            drone.seed = seed &+ 1
            mix(drone.samples(seconds: 4, sampleRate: sampleRate), into: &samples, at: 0)
        }
        var truths: [Int] = []
        for hit in 0..<hits {
            let frame = sampleRate / 2 + hit * sampleRate * 45 / 100 + Int(noise.uniform() * 256)
            truths.append(frame)
            mix(kind.samples(sampleRate: sampleRate, seed: seed &+ UInt64(10 + hit)), into: &samples, at: frame)
        }
        return (samples, truths)
    }

    /// The pitches of the sung notes: a low voice to a high one.
    public static let sungFrequencies = [98.0, 130.8, 174.6, 220.0, 293.7, 392.0, 523.3, 698.5]

    /// Four seconds: `hits` notes (0.3 s each, `timbre`, a millisecond's attack, random
    /// phases) at the pitches of `sungFrequencies`, 0.45 s apart, each at a random position
    /// within a hop. Their first sample is their frame: where the singer began the note.
    public static func sungSignal(_ timbre: Timbre, over background: Background, sampleRate: Int, seed: UInt64) -> (samples: [Float], truths: [Int]) {
        var (samples, _) = signal(.clap, over: background, sampleRate: sampleRate, seed: seed, hits: 0)
        var noise = SeededNoise(seed: seed &+ 2)
        var truths: [Int] = []
        for (hit, frequency) in sungFrequencies.prefix(hits).enumerated() {
            let frame = sampleRate / 2 + hit * sampleRate * 45 / 100 + Int(noise.uniform() * 256)
            truths.append(frame)
            var note = HarmonicTone(timbre: timbre, frequency: frequency)
            note.ramp = 0.001
            note.seed = seed &+ UInt64(20 + hit)
            mix(note.samples(seconds: 0.3, sampleRate: sampleRate), into: &samples, at: frame)
        }
        return (samples, truths)
    }

    public static func measure(_ kind: Percussion, over background: Background, options: ListeningOptions, seed: UInt64 = 5) -> Result {
        let (samples, truths) = signal(kind, over: background, sampleRate: options.sampleRate, seed: seed)
        return measure(samples, truths: truths, options: options)
    }

    public static func measureSung(_ timbre: Timbre, over background: Background, options: ListeningOptions, seed: UInt64 = 5) -> Result {
        let (samples, truths) = sungSignal(timbre, over: background, sampleRate: options.sampleRate, seed: seed)
        return measure(samples, truths: truths, options: options)
    }

    /// Each truth matched to the nearest onset within 50 ms of it.
    static func measure(_ samples: [Float], truths: [Int], options: ListeningOptions) -> Result {
        let run = ListeningRun(samples, through: AubioInputAnalyser(options: options), blockSizes: [256, 1000, 64])
        let window = options.sampleRate / 20
        var detected = run.onsets.map { Int($0.frame) }
        var errors: [Int] = []
        var missed = 0
        for truth in truths {
            if let nearest = detected.indices.min(by: { abs(detected[$0] - truth) < abs(detected[$1] - truth) }),
               abs(detected[nearest] - truth) <= window
            {
                errors.append(detected[nearest] - truth)
                detected.remove(at: nearest)
            } else {
                missed += 1
            }
        }
        return Result(truths: truths, errors: errors, missed: missed, extra: detected.count)
    }
}
