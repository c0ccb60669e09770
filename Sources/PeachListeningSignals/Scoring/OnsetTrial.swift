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

/// Sounds that rise slowly, each with its truth read from the envelope it is made with
/// (`EnvelopeOnset`): where the perceptual onset is checked.
extension OnsetTrial {
    public struct RisingSound: Sendable {
        public var label: String
        public var samples: [Float]
        /// Samples from the first to where it is heard to begin.
        public var truth: Int
    }

    public static let rises = [0.002, 0.005, 0.01, 0.02, 0.03, 0.05]

    /// A voice with vibrato (220 Hz, ±30 cents at 5.5 Hz), a bassoon's low G and a guitar's
    /// G string (plucked, decaying), each rising in a straight line and as a swell over each of `rises`.
    public static func risingNotes(sampleRate: Int) -> [RisingSound] {
        let notes: [(Timbre, Double, Double?)] = [(.voice, 220, nil), (.bassoon, 98, nil), (.pluckedString, 196, 0.3)]
        return notes.flatMap { timbre, frequency, decay in
            HarmonicTone.Rise.allCases.flatMap { rise in
                rises.enumerated().map { index, seconds in
                    var note = HarmonicTone(timbre: timbre, frequency: frequency)
                    note.attack = seconds
                    note.rise = rise
                    note.decay = decay
                    note.seed = UInt64(30 + index)
                    if timbre == .voice { note.cents = { 30 * sin(2 * Double.pi * 5.5 * $0) } }
                    return RisingSound(
                        label: "\(timbre) \(Int(frequency)) Hz, \(rise) over \(seconds * 1000) ms",
                        samples: note.samples(seconds: 0.4, sampleRate: sampleRate),
                        truth: EnvelopeOnset.frames(of: note.envelope(at:), sampleRate: sampleRate))
                }
            }
        }
    }

    /// Claps, sharp (0.3 ms) to cupped (10 ms), three of each.
    public static func risingClaps(sampleRate: Int) -> [RisingSound] {
        [Percussion.clapRise, 0.002, 0.005, 0.01].flatMap { rise in
            (UInt64(1)...3).map { seed in
                RisingSound(
                    label: "clap rising over \(rise * 1000) ms",
                    samples: Percussion.clap.samples(sampleRate: sampleRate, seed: seed &+ 40, clapRise: rise),
                    truth: EnvelopeOnset.frames(of: { Percussion.clapEnvelope(at: $0, rise: rise) }, sampleRate: sampleRate))
            }
        }
    }

    /// One sound into a quiet room at a frame within a hop, through the analyser as JACK's
    /// blocks feed it: the nearest onset minus where it is heard to begin, in samples (nil:
    /// none), and how many onsets came.
    public static func measure(_ sound: RisingSound, options: ListeningOptions, seed: UInt64) -> (error: Int?, onsets: Int) {
        let rate = options.sampleRate
        var noise = SeededNoise(seed: seed)
        var samples = noise.white(count: rate * 3 / 2, rms: amplitude(dB: -70))
        let start = rate / 2 + Int(noise.uniform() * 256)
        mix(sound.samples, into: &samples, at: start)
        let run = ListeningRun(samples, through: AubioInputAnalyser(options: options), blockSizes: [256, 1000, 64])
        let nearest = run.onsets.map { Int($0.frame) - (start + sound.truth) }.min { abs($0) < abs($1) }
        return (nearest, run.onsets.count)
    }
}
