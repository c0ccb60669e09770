import Foundation
import Testing
import PeachAudio
import PeachCore

/// Where each sound Peach plays is heard to begin (its envelope within 15 dB of its peak):
/// what a note's heard frame adds to its frame.
@Suite("Where a tone is heard to begin")
struct ToneBufferTests {
    static let rate = 48_000

    @Test("the sine: 43 frames into its 5 ms ramp, as its envelope says, and as the rule finds it in the samples within a millisecond")
    func sine() throws {
        for hertz in [65.4, 261.6, 440.0, 1046.5] {
            let tone = try SineRenderer().render(Tone(frequency: Frequency(hertz: hertz), duration: 0.5), sampleRate: Self.rate)
            // min(1, n / 240) first reaches 10^(−15/20) = 0.1778 at n = 42.7.
            #expect(tone.attackFrames == 43)
            let found = PerceptualOnset.index(in: UnsafeBufferPointer(rebasing: tone.buffer.prefix(4000)), found: 0, sampleRate: Self.rate)
            #expect(abs(found - tone.attackFrames) <= 48, "\(hertz) Hz: found at \(found)")
        }
    }

    @Test("the clicks, synthesized and from the kit: heard at their first sample (a click on a frame is heard on it)")
    func clicks() throws {
        for sound in [ClickSound.accent, .normal] {
            #expect(ClickRenderer.render(sound, sampleRate: Self.rate).attackFrames == 0)
            let kit = try SoundFontRenderer(fontPath: SoundFontTests.font, sampleRate: Self.rate)
            #expect(try kit.renderClick(sound).attackFrames == 0, "\(sound)")
        }
    }

    @Test("the piano: each note's rise found in its samples, a few milliseconds, differing from note to note")
    func piano() throws {
        let font = try SoundFontRenderer(fontPath: SoundFontTests.font, sampleRate: Self.rate)
        let attacks = try [48, 60, 72].map { note in
            try font.render(Tone(frequency: Frequency(hertz: 440 * pow(2, Double(note - 69) / 12)), duration: 0.5), bank: 0, program: 0).attackFrames
        }
        #expect(attacks.allSatisfy { (1..<(Self.rate / 200)).contains($0) } && Set(attacks).count > 1, "\(attacks)")
    }
}
