import Foundation
import Testing
import PeachCore
import PeachListening
import PeachListeningSignals

/// The pitch goals, on synthesised tones with noise at 30 dB below them (fixed seeds):
/// BENCHMARKS.md has the same measurements as tables, aubio alone beside them.
@Suite("Pitch precision")
struct PitchPrecisionTests {
    static let options = ListeningOptions(sampleRate: 48_000)

    @Test("steady tones 65–1100 Hz: median within 1 cent, every frame within 3, no octave error, nothing heard in the noise around them", arguments: Timbre.allCases)
    func steadyTones(timbre: Timbre) {
        for (index, frequency) in SteadyTones.frequencies.enumerated() {
            let score = SteadyTones.measure(timbre, frequency, options: Self.options, seed: UInt64(index + 1))
            let tone = "\(timbre) at \(frequency) Hz"
            #expect(abs(score.medianError) <= 1, "\(tone): median \(score.medianError) cents")
            #expect(abs(score.worstError) <= 3, "\(tone): worst frame \(score.worstError) cents")
            #expect(score.octaveErrors == 0, "\(tone)")
            #expect(score.falsePitches == 0, "\(tone): pitches in the noise before or after")
            #expect(score.coverage >= 0.95, "\(tone): a pitch in \(score.coverage) of the held hops")
        }
    }

    @Test("sung tones with ±50 cent vibrato and drift: the centre within 3 cents", arguments: Timbre.allCases)
    func vibrato(timbre: Timbre) {
        for (index, frequency) in SungTones.frequencies.enumerated() {
            let row = SungTones.measure(timbre, frequency, options: Self.options, seed: UInt64(40 + index))
            #expect(abs(row.centreError) <= 3, "\(timbre) at \(frequency) Hz: centre off by \(row.centreError) cents")
            #expect(row.coverage >= 0.9, "\(timbre) at \(frequency) Hz: a pitch in \(row.coverage) of the held hops")
        }
    }

    @Test("after a 100-cent step the reported pitch is within 10 cents in under 30 ms, analysis included", arguments: [Timbre.voice, .clarinet])
    func response(timbre: Timbre) {
        for row in PitchResponse.table(timbre, options: Self.options) {
            guard let worst = row.worst else {
                Issue.record("\(timbre) at \(row.frequency) Hz never settled within 10 cents")
                continue
            }
            #expect(worst < 30, "\(timbre) at \(row.frequency) Hz: \(worst) ms")
        }
    }
}
