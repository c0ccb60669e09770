import Foundation
import PeachCore
import PeachListening

/// How fast the reported pitch follows a change: a held tone steps up 100 cents (phase
/// continuous, as a singer's or a fretted note's change), and the response is the time from
/// the step to the first event, of those that came out after it, from which on every
/// reported pitch is within 10 cents of the new one. Events are timed when they came out of
/// the analyser (blocks of one hop), so the analysis latency is included.
public enum PitchResponse {
    public static let frequencies: [Double] = [66.3, 80.2, 98.6, 146.2, 221.7, 329.4, 493.1, 741.8, 1093.6]

    /// Milliseconds; nil when the pitch never settled within 10 cents.
    public static func measure(_ timbre: Timbre, _ frequency: Double, stepOffset: Int, options: ListeningOptions, seed: UInt64 = 1) -> Double? {
        let rate = options.sampleRate
        let step = rate / 2 + stepOffset
        let stepTime = Double(step) / Double(rate)
        var tone = HarmonicTone(timbre: timbre, frequency: frequency)
        tone.seed = seed
        tone.cents = { time in time < stepTime ? 0 : 100 }
        var samples = tone.samples(seconds: 1, sampleRate: rate)
        var noise = SeededNoise(seed: seed &+ 3000)
        let noiseRMS = amplitude(dB: tone.level - 30)
        for index in samples.indices { samples[index] += Float(noise.gaussian() * noiseRMS) }
        let run = ListeningRun(samples, through: AubioInputAnalyser(options: options), blockSizes: [options.hop])
        let target = frequency * exp2(100.0 / 1200)
        let after = run.heard.filter { $0.available > UInt64(step) && $0.available < UInt64(step + rate / 4) }
        // The last event after the step that is not within 10 cents; the response is the next one.
        var settled: UInt64?
        for heard in after {
            switch heard.event {
            case .pitch(let pitch) where abs(cents(pitch.frequency.hertz, from: target)) <= 10:
                if settled == nil { settled = heard.available }
            case .onset, .unusable:
                continue
            default:
                settled = nil
            }
        }
        return settled.map { Double($0 - UInt64(step)) * 1000 / Double(rate) }
    }

    /// The worst response over steps at several positions within a hop, per frequency.
    public static func table(_ timbre: Timbre = .voice, frequencies: [Double] = frequencies, options: ListeningOptions) -> [(frequency: Double, worst: Double?, median: Double?)] {
        frequencies.map { frequency in
            let offsets = stride(from: 0, to: options.hop, by: options.hop / 4)
            let times = offsets.map { measure(timbre, frequency, stepOffset: $0, options: options) }
            let measured = times.compactMap { $0 }.sorted()
            let worst = measured.count == times.count ? measured.last : nil
            return (frequency, worst, measured.isEmpty ? nil : median(measured))
        }
    }
}
