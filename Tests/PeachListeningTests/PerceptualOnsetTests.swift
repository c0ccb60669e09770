import Foundation
import Testing
import PeachCore
import PeachListening
import PeachListeningSignals

/// Sounds that rise slowly are placed where they are heard to begin: where their envelope
/// first comes within 15 dB of its maximum over the next 50 ms (Vos & Rasch). The truth is
/// read from each signal's own envelope, a function of time, not from its samples.
@Suite("Perceptual onsets")
struct PerceptualOnsetTests {
    static let options = ListeningOptions(sampleRate: 48_000)

    static func failures(_ sounds: [OnsetTrial.RisingSound]) -> [String] {
        sounds.enumerated().compactMap { index, sound in
            let result = OnsetTrial.measure(sound, options: options, seed: UInt64(index + 1))
            let line = "\(sound.label): heard at \(sound.truth) samples, error \(result.error.map(String.init) ?? "none"), \(result.onsets) onsets"
            print(line)
            return result.onsets != 1 || result.error.map({ abs($0) > options.sampleRate / 1000 }) ?? true ? line : nil
        }
    }

    @Test("sung and played notes rising over 2–50 ms (a voice with vibrato, a bassoon, a plucked string; straight and swelling rises) within 1 ms of their perceptual onset, one onset each")
    func pitchedRises() {
        let failures = Self.failures(OnsetTrial.risingNotes(sampleRate: Self.options.sampleRate))
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("claps, sharp to cupped (rises of 0.3–10 ms), within 1 ms of their perceptual onset")
    func claps() {
        let failures = Self.failures(OnsetTrial.risingClaps(sampleRate: Self.options.sampleRate))
        #expect(failures.isEmpty, "\(failures)")
    }
}
