import Foundation
import Testing
import PeachCore

/// The rule on signals whose envelope is written down: a sine rising in a straight line, and
/// the cases where nothing is there to find.
@Suite("Perceptual onset")
struct PerceptualOnsetTests {
    static let rate = 48_000

    /// `silence` samples of nothing, then a 440 Hz sine rising in a straight line over `rise` samples.
    static func risingSine(silence: Int, rise: Int, hertz: Double = 440) -> [Float] {
        [Float](repeating: 0, count: silence) + (0..<6000).map { n in
            Float(0.5 * min(1, Double(n) / Double(rise)) * sin(2 * Double.pi * hertz * Double(n) / Double(rate)))
        }
    }

    @Test("a straight rise over 2, 10 and 40 ms is heard 10^(−15/20) of the way up, within a millisecond, from a late onset found too")
    func straightRises() {
        for rise in [96, 480, 1920] {
            let samples = Self.risingSine(silence: 4000, rise: rise)
            let truth = 4000 + PerceptualOnset.frames(intoLinearRise: rise)
            // Found at the first sample, and found late, a third of the way up.
            for found in [4000, 4000 + rise / 3] {
                let index = samples.withUnsafeBufferPointer { PerceptualOnset.index(in: $0, found: found, sampleRate: Self.rate) }
                #expect(abs(index - truth) <= Self.rate / 1000, "rise \(rise), found at \(found): \(index), heard at \(truth)")
            }
        }
    }

    @Test("a linear rise's point: 43 frames into 240 (0.1778 of the way)")
    func linearRise() {
        #expect(PerceptualOnset.frames(intoLinearRise: 240) == 43)
        #expect(PerceptualOnset.frames(intoLinearRise: 0) == 0)
    }

    @Test("a note no louder than the one it joins stands out from nothing: the onset found is kept, not a dip of the sum")
    func noLouderThanBefore() {
        let held = (0..<12_000).map { n in Float(0.5 * sin(2 * Double.pi * 440 * Double(n) / Double(Self.rate))) }
        var both = held
        for n in 6000..<12_000 {
            both[n] += Float(0.4 * min(1, Double(n - 6000) / 480) * sin(2 * Double.pi * 587.3 * Double(n) / Double(Self.rate)))
        }
        #expect(both.withUnsafeBufferPointer { PerceptualOnset.index(in: $0, found: 6100, sampleRate: Self.rate) } == 6100)
    }

    @Test("silence, or an onset found past the end: the onset found")
    func nothingToFind() {
        let silence = [Float](repeating: 0, count: 8000)
        #expect(silence.withUnsafeBufferPointer { PerceptualOnset.index(in: $0, found: 5000, sampleRate: Self.rate) } == 5000)
        #expect(silence.withUnsafeBufferPointer { PerceptualOnset.index(in: $0, found: 9000, sampleRate: Self.rate) } == 9000)
    }
}
