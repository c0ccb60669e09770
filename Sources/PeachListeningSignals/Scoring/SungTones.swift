import Foundation
import PeachCore
import PeachListening

/// Sung-like tones: 5.5 Hz vibrato of ±50 cents around a centre drifting up 10 cents over
/// two seconds, with noise at 30 dB below. The goal: the median of what is reported over
/// the held part within 3 cents of the true centre's median there.
public enum SungTones {
    public static let frequencies: [Double] = [98.6, 146.2, 221.7, 329.4, 493.1, 741.8]

    public struct Row: Sendable {
        public var timbre: Timbre
        public var frequency: Double
        /// Reported median minus the true centre's median, cents.
        public var centreError: Double
        public var coverage: Double
    }

    public static func measure(_ timbre: Timbre, _ frequency: Double, options: ListeningOptions, seed: UInt64 = 1) -> Row {
        let rate = options.sampleRate
        let drift: @Sendable (Double) -> Double = { time in 10 * time / 2 }
        var tone = HarmonicTone(timbre: timbre, frequency: frequency)
        tone.seed = seed
        tone.ramp = 0.05
        tone.cents = { time in drift(time) + 50 * sin(2 * Double.pi * 5.5 * time) }
        var samples = tone.samples(seconds: 2, sampleRate: rate)
        var noise = SeededNoise(seed: seed &+ 2000)
        let noiseRMS = amplitude(dB: tone.level - 30)
        for index in samples.indices { samples[index] += Float(noise.gaussian() * noiseRMS) }
        let run = ListeningRun(samples, through: AubioInputAnalyser(options: options))
        // Whole vibrato cycles (nine, from 0.2 s): the median of a part cycle is not its centre.
        let held = UInt64(rate / 5)..<UInt64(rate / 5) + UInt64(9 * Double(rate) / 5.5)
        var reported: [Double] = [], centres: [Double] = []
        for (pitch, _) in run.pitches where held.contains(pitch.frame) {
            reported.append(cents(pitch.frequency.hertz, from: frequency))
            centres.append(drift(Double(pitch.frame) / Double(rate)))
        }
        let hops = run.heard.filter {
            if case .noPitch(let frame, _) = $0.event { held.contains(frame) } else { false }
        }.count + reported.count
        return Row(
            timbre: timbre, frequency: frequency,
            centreError: reported.isEmpty ? .nan : median(reported) - median(centres),
            coverage: Double(reported.count) / Double(max(1, hops))
        )
    }

    public static func table(options: ListeningOptions) -> [Row] {
        Timbre.allCases.flatMap { timbre in
            frequencies.enumerated().map { measure(timbre, $1, options: options, seed: UInt64(40 + $0)) }
        }
    }
}
