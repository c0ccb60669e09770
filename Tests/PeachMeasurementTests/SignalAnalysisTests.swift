import Foundation
import PeachCore
import Testing
@testable import PeachMeasurement

/// Every claim of 0.01-cent precision rests on these fits: they are checked here on
/// synthetic signals whose frequency, amplitude and phase are known exactly.
@Suite("Signal analysis: known answers")
struct SignalAnalysisTests {
    static let rate = 48_000

    func sine(_ frequency: Double, amplitude: Double = 0.25, phase: Double = 0, count: Int, noise: Double = 0, seed: UInt64 = 1) -> [Float] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { n in
            // Gaussian noise from two uniform draws (Box–Muller).
            let gaussian = noise > 0 ? (-2 * log(max(1e-12, random.nextUnit()))).squareRoot() * cos(2 * .pi * random.nextUnit()) : 0
            return Float(amplitude * sin(2 * .pi * frequency * Double(n) / Double(Self.rate) + phase) + noise * gaussian)
        }
    }

    /// The fit converges from a guess whose error drifts less than about a quarter cycle over
    /// the window (Gauss–Newton on a narrow peak); the tests always pass the requested
    /// frequency, within hundredths of a cent of what is played.
    @Test("a clean sine: frequency within 0.0001 cent, amplitude and phase exact, from a guess a fifth of a cycle off over the window",
          arguments: [27.5, 110.0, 440.0, 1174.659, 4186.009])
    func cleanSine(frequency: Double) {
        let x = sine(frequency, amplitude: 0.25, phase: 0.7, count: Self.rate / 2)
        let guess = frequency + 0.2 / 0.5
        let fit = SignalAnalysis.fitSine(x[...], sampleRate: Self.rate, guess: guess)
        #expect(abs(SignalAnalysis.cents(fit.frequency, frequency)) < 1e-4, "\(fit.frequency)")
        #expect(abs(fit.amplitude - 0.25) < 1e-6)
        let phaseError = remainder(fit.phase - 0.7, 2 * .pi)
        #expect(abs(phaseError) < 1e-4, "phase \(fit.phase)")
        #expect(fit.residualRMS < 1e-6)
    }

    @Test("a guess far off (a cycle and a half over the window) is not rescued: the fit says so in its residual")
    func outsideTheBasin() {
        let x = sine(440, count: Self.rate / 2)
        let fit = SignalAnalysis.fitSine(x[...], sampleRate: Self.rate, guess: 440 + 3)
        #expect(fit.residualRMS > 0.1)
    }

    @Test("detuned by 0.3 cent and by 0.01 cent: told apart, in Float samples as JACK delivers them")
    func smallDetunings() {
        for cents in [0.3, 0.01, -0.01] {
            let frequency = 440 * pow(2, cents / 1200)
            let fit = SignalAnalysis.fitSine(sine(frequency, count: Self.rate)[...], sampleRate: Self.rate, guess: 440)
            #expect(abs(SignalAnalysis.cents(fit.frequency, 440) - cents) < 0.001, "\(cents) ¢ measured as \(SignalAnalysis.cents(fit.frequency, 440))")
        }
    }

    @Test("with noise 40 dB below the tone the frequency is still within 0.01 cent over a second")
    func noisySine() {
        let x = sine(329.6276, count: Self.rate, noise: 0.0025, seed: 9)
        let fit = SignalAnalysis.fitSine(x[...], sampleRate: Self.rate, guess: 330)
        #expect(abs(SignalAnalysis.cents(fit.frequency, 329.6276)) < 0.01)
        #expect(abs(fit.residualRMS - 0.0025) < 0.0003)
    }

    @Test("the fundamental of a tone with eight partials, where a single-sine fit is pulled off")
    func fundamental() {
        let f0 = 261.6256
        let count = Self.rate
        var x = [Float](repeating: 0, count: count)
        for n in 0..<count {
            let t = Double(n) / Double(Self.rate)
            var sum = 0.0
            for k in 1...8 {
                let partial = Double(k)
                sum += 0.2 / partial * sin(2 * Double.pi * partial * f0 * t + partial)
            }
            x[n] = Float(sum)
        }
        let fundamental = SignalAnalysis.fitFundamental(x[...], sampleRate: Self.rate, guess: f0 * pow(2, 1.5 / 1200))
        #expect(abs(SignalAnalysis.cents(fundamental, f0)) < 0.01, "\(SignalAnalysis.cents(fundamental, f0)) ¢")
    }

    @Test("cents between frequencies; the extent of a sound in silence; the largest step; onsets found to the sample")
    func helpers() throws {
        #expect(abs(SignalAnalysis.cents(880, 440) - 1200) < 1e-12)
        #expect(abs(SignalAnalysis.cents(440 * pow(2, 1 / 1200.0), 440) - 1) < 1e-9)
        var silence = [Float](repeating: 0, count: 1000)
        silence[200] = 0.1
        silence[700] = -0.2
        #expect(SignalAnalysis.extent(silence) == 200...700)
        #expect(SignalAnalysis.extent(silence, threshold: 0.15) == 700...700)
        #expect(SignalAnalysis.extent([Float](repeating: 0, count: 10)) == nil)
        let step = SignalAnalysis.largestStep(silence[...])
        #expect(step.index == 700 && abs(step.step - 0.2) < 1e-7)
        // The specified tone placed at sample 1234 of silence is found there, with no error.
        let tone = SignalAnalysis.specifiedOnset(frequency: 440, sampleRate: Self.rate, count: 960)
        var x = [Float](repeating: 0, count: 4000)
        for (n, value) in tone.enumerated() { x[1234 + n] = Float(value) }
        let found = SignalAnalysis.align(tone, in: x, searching: 1000...1500)
        #expect(found.index == 1234 && found.error < 1e-7)
    }

    @Test("a recording's periods map frames to sample indices and back, and segments split at silences")
    func recording() {
        var recording = Recording(samples: [Float](repeating: 0, count: 3000), firstFrame: 10_000, sampleRate: Self.rate)
        recording.periodStarts = [(0, 10_000), (1024, 11_024), (2048, 13_000)]
        #expect(recording.index(ofFrame: 10_500) == 500)
        #expect(recording.index(ofFrame: 13_010) == 2058)
        #expect(recording.frame(atIndex: 2058) == 13_010)
        for index in 100..<400 { recording.samples[index] = 0.2 }
        for index in 900..<1200 { recording.samples[index] = -0.2 }
        #expect(recording.segments(silence: 200) == [100...399, 900...1199])
        #expect(recording.segments(silence: 600) == [100...1199])
    }

    @Test("placed at their frames, a recording's skipped periods become silence that is named, and a period dated back overwrites")
    func alignedToFrames() {
        var recording = Recording(samples: (0..<3000).map { Float($0) }, firstFrame: 10_000, sampleRate: Self.rate)
        recording.periodStarts = [(0, 10_000), (1024, 11_024), (2048, 13_000)]
        let aligned = recording.alignedToFrames()
        #expect(aligned.missed == [2048..<3000])
        #expect(aligned.samples.count == 3000 + 952)
        #expect(aligned.samples[2047] == 2047 && aligned.samples[2048] == 0 && aligned.samples[2999] == 0)
        #expect(aligned.samples[3000] == 2048 && aligned.samples.last == 2999)
        recording.periodStarts = [(0, 10_000), (1024, 11_024), (2048, 12_000)]
        let overlapping = recording.alignedToFrames()
        #expect(overlapping.missed.isEmpty && overlapping.samples.count == 2000 + 952)
        #expect(overlapping.samples[1999] == 1999 && overlapping.samples[2000] == 2048)
        // A skipped period inside a stretch, or an xrun near it, disturbs it; elsewhere not.
        recording.periodStarts = [(0, 10_000), (1024, 11_024), (2048, 13_000)]
        #expect(recording.isDisturbed(1500...2500, xrunFrames: [], margin: 0))
        #expect(!recording.isDisturbed(100...900, xrunFrames: [], margin: 0))
        #expect(recording.isDisturbed(100...900, xrunFrames: [11_200], margin: 512))
        #expect(!recording.isDisturbed(100...900, xrunFrames: [12_000], margin: 512))
        // Without a period table the samples are taken as contiguous.
        #expect(Recording(samples: [1, 2], firstFrame: 5, sampleRate: Self.rate).alignedToFrames().samples == [1, 2])
    }
}
