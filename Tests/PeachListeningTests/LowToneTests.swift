import Foundation
import Testing
import PeachCore
import PeachListening
import PeachListeningSignals

/// Low pure tones, where aubio's guess lies 10–25 % high: the fit looks wider and finds them.
@Suite("Low pure tones")
struct LowToneTests {
    @Test("pure sines of 55–90 Hz (A1 to F♯2) are heard in nearly every hop, to a cent", arguments: [55.0, 61.74, 65.41, 73.42, 82.41, 90])
    func lowSine(hertz: Double) {
        let rate = 48_000
        let samples = (0..<rate).map { Float(0.5 * sin(2 * .pi * hertz * Double($0) / Double(rate))) }
        let run = ListeningRun(samples, through: AubioInputAnalyser(sampleRate: rate), blockSizes: [256])
        let errors = run.pitches.map { abs(1200 * log2($0.pitch.frequency.hertz / hertz)) }.sorted()
        #expect(errors.count >= run.hops - 10, "\(hertz) Hz: \(errors.count) pitches of \(run.hops) hops")
        #expect((errors.last ?? .infinity) < 1, "\(hertz) Hz: worst \(errors.last ?? .infinity) cents")
    }

    @Test("below the range (45 Hz): no pitch, not a wrong one")
    func belowTheRange() {
        let rate = 48_000
        let samples = (0..<rate).map { Float(0.5 * sin(2 * .pi * 45 * Double($0) / Double(rate))) }
        let run = ListeningRun(samples, through: AubioInputAnalyser(sampleRate: rate), blockSizes: [256])
        #expect(run.pitches.allSatisfy { abs(1200 * log2($0.pitch.frequency.hertz / 45)) < 5 })
    }
}
