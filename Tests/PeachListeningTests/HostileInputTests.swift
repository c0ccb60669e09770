import Foundation
import Testing
import PeachCore
import PeachListening
import PeachListeningSignals

/// Samples no microphone gives but a broken plug-in or a hostile client may: the analysis
/// goes on, and what it could not use is counted for a warning.
@Suite("The analyser on unusable samples")
struct HostileInputTests {
    static let rate = 48_000

    /// A sung note with a stretch of `value` in its middle.
    static func note(with value: Float) -> [Float] {
        var note = HarmonicTone(timbre: .voice, frequency: 220)
        note.seed = 5
        var samples = note.samples(seconds: 1, sampleRate: rate)
        for index in 20_000..<24_000 { samples[index] = value }
        return samples
    }

    @Test("±inf, NaN, huge, constant huge and denormal samples: no crash, the note around them still heard, the unusable ones counted",
          arguments: [Float.infinity, -Float.infinity, Float.nan, 3e38, -3e38, 1e18, Float.leastNonzeroMagnitude])
    func hostile(value: Float) {
        let analyser = AubioInputAnalyser(sampleRate: Self.rate)
        let run = ListeningRun(Self.note(with: value), through: analyser, blockSizes: [256])
        let heard = run.pitches.filter { abs(1200 * log2($0.pitch.frequency.hertz / 220)) < 20 }
        #expect(heard.count > 40, "\(value): \(heard.count) pitches near 220 Hz")
        let unusable = value.isFinite && abs(value) <= AubioInputAnalyser.loudestUsableSample ? 0 : 4_000
        #expect(analyser.unusableSamples == unusable, "\(value)")
        // Every value reported is a number.
        for pitch in run.pitches { #expect(pitch.pitch.frequency.hertz.isFinite && pitch.pitch.level.isFinite) }
    }

    @Test("a whole second of each: no crash, no pitch, no onset")
    func only() {
        for value in [Float.infinity, Float.nan, 3e38, 1e18] {
            let analyser = AubioInputAnalyser(sampleRate: Self.rate)
            let run = ListeningRun([Float](repeating: value, count: Self.rate), through: analyser, blockSizes: [1024])
            #expect(run.pitches.isEmpty && run.onsets.isEmpty, "\(value)")
            // Counted as each hop of 256 is analysed: the last part-hop waits for more.
            #expect(analyser.unusableSamples == Self.rate / 256 * 256)
        }
    }
}
