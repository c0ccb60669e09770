import Foundation
import PeachCore
import PeachListening

/// How well the pitches heard in one tone match its truth.
public struct PitchScore: Sendable {
    /// Median of the reported pitch over the held part, in cents from the truth.
    public var medianError: Double
    /// The reported pitch farthest from the truth within the held part, cents (signed).
    public var worstError: Double
    /// Pitches anywhere (attack and release included) more than 600 cents from the truth.
    public var octaveErrors: Int
    /// Pitches reported where no tone sounds (the noise before and after it).
    public var falsePitches: Int
    /// Share of the held part's hops that report a pitch.
    public var coverage: Double

    /// `truth(frame)`: the true frequency at a frame; `tone`: where the tone sounds;
    /// `held`: where its pitch is steady enough to judge.
    public init(_ run: ListeningRun, truth: (UInt64) -> Double, tone: Range<UInt64>, held: Range<UInt64>) {
        var errors: [Double] = []
        var octaveErrors = 0, falsePitches = 0
        for (pitch, _) in run.pitches {
            guard tone.contains(pitch.frame) else {
                falsePitches += 1
                continue
            }
            let error = cents(pitch.frequency.hertz, from: truth(pitch.frame))
            if abs(error) > 600 { octaveErrors += 1 }
            if held.contains(pitch.frame) { errors.append(error) }
        }
        let heldHops = run.heard.filter {
            switch $0.event {
            case .pitch(let pitch): held.contains(pitch.frame)
            case .noPitch(let frame, _): held.contains(frame)
            case .onset, .unusable: false
            }
        }.count
        medianError = errors.isEmpty ? .nan : median(errors)
        worstError = errors.max { abs($0) < abs($1) } ?? .nan
        self.octaveErrors = octaveErrors
        self.falsePitches = falsePitches
        coverage = Double(errors.count) / Double(max(1, heldHops))
    }
}

/// The steady tones of the precision goal: each timbre at frequencies across 65–1100 Hz
/// (none on a round number), a second held between noise at 30 dB below the tone.
public enum SteadyTones {
    public static let frequencies: [Double] = [66.3, 97.9, 143.7, 211.4, 318.2, 467.3, 702.9, 1093.6]
    public static let signalToNoise = 30.0

    public struct Row: Sendable {
        public var timbre: Timbre
        public var frequency: Double
        public var score: PitchScore
    }

    /// The tone at `frequency`, with 0.25 s of noise alone before and after it.
    public static func signal(_ timbre: Timbre, _ frequency: Double, sampleRate: Int, seed: UInt64) -> (samples: [Float], tone: Range<UInt64>) {
        var tone = HarmonicTone(timbre: timbre, frequency: frequency)
        tone.seed = seed
        let lead = sampleRate / 4
        var samples = [Float](repeating: 0, count: lead)
        samples += tone.samples(seconds: 1, sampleRate: sampleRate)
        samples += [Float](repeating: 0, count: lead)
        var noise = SeededNoise(seed: seed &+ 1000)
        let noiseRMS = amplitude(dB: tone.level - signalToNoise)
        for index in samples.indices { samples[index] += Float(noise.gaussian() * noiseRMS) }
        return (samples, UInt64(lead)..<UInt64(lead + sampleRate))
    }

    public static func measure(_ timbre: Timbre, _ frequency: Double, options: ListeningOptions, seed: UInt64 = 1) -> PitchScore {
        let (samples, tone) = signal(timbre, frequency, sampleRate: options.sampleRate, seed: seed)
        let run = ListeningRun(samples, through: AubioInputAnalyser(options: options), blockSizes: [256, 100, 1024, 37])
        let rate = UInt64(options.sampleRate)
        // Held: from 150 ms after the start (the attack is through every span) to 50 ms before the end.
        let held = tone.lowerBound + rate * 15 / 100..<tone.upperBound - rate / 20
        return PitchScore(run, truth: { _ in frequency }, tone: tone, held: held)
    }

    public static func table(options: ListeningOptions) -> [Row] {
        var rows: [Row] = []
        for timbre in Timbre.allCases {
            for (index, frequency) in frequencies.enumerated() {
                rows.append(Row(timbre: timbre, frequency: frequency, score: measure(timbre, frequency, options: options, seed: UInt64(index + 1))))
            }
        }
        return rows
    }
}
