import CFluidSynth
import Foundation
import PeachCore

extension SoundFontRenderer {
    /// General MIDI's woodblocks, a metronome's sound in every GM kit: the high one for the
    /// accent, the low one for the other steps; a side stick for Rhythm Back's strokes (short,
    /// and a drum's, not a metronome's).
    static func key(of sound: ClickSound) -> Int32 {
        switch sound {
        case .accent: 76
        case .normal: 77
        case .stroke: 37
        }
    }

    /// A click from the font's percussion kit (bank 128, program 0, on MIDI channel 10),
    /// trimmed to start at its attack: the first sample of the buffer is the first that is
    /// heard, so a click scheduled on a frame has its onset on that frame, as the
    /// synthesized click does. Its level is the synthesized click's. Throws when the font
    /// has no kit or the key is silent in it.
    public func renderClick(_ sound: ClickSound) throws -> ToneBuffer {
        try lock.withLock {
            let synth = instance.synth
            guard fluid_synth_program_select(synth, 9, fontID, 128, 0) == FLUID_OK else {
                throw SoundFontUnavailable(description: "\(font.path) has no percussion kit (bank 128)")
            }
            let key = Self.key(of: sound)
            let frames = Int(ClickRenderer.seconds * 2 * Double(sampleRate))
            var left = [Float](repeating: 0, count: frames), right = [Float](repeating: 0, count: frames)
            fluid_synth_noteon(synth, 9, key, sound == .accent ? 127 : 100)
            write(frames, into: &left, &right, at: 0)
            fluid_synth_noteoff(synth, 9, key)
            fluid_synth_all_sounds_off(synth, -1)
            let mono = zip(left, right).map { ($0 + $1) / 2 }
            let peak = mono.map(abs).max() ?? 0
            // The attack: the first sample at a tenth of the peak. What comes before it is
            // the sample's lead-in, too quiet to be heard as the click.
            guard peak > 0, let onset = mono.firstIndex(where: { abs($0) >= peak / 10 }) else {
                throw SoundFontUnavailable(description: "\(font.path): the percussion kit's key \(key) is silent")
            }
            let count = min(mono.count - onset, Int(ClickRenderer.seconds * Double(sampleRate)))
            let level = Float(ClickRenderer.level(sound)) / peak
            let ramp = ToneEnvelope.rampFrames(sampleRate: sampleRate)
            let samples = UnsafeMutablePointer<Float>.allocate(capacity: count)
            for index in 0..<count {
                let fromEnd = count - 1 - index
                samples[index] = mono[onset + index] * level * (fromEnd < ramp ? Float(fromEnd) / Float(ramp) : 1)
            }
            return ToneBuffer(samples: samples, count: count, sampleRate: sampleRate, frequency: Frequency(hertz: 1_000), loop: nil)
        }
    }
}
