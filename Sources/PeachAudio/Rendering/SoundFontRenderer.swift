import CFluidSynth
import Foundation
import PeachCore

/// Notes of a SoundFont's presets rendered by FluidSynth into buffers, off the audio thread,
/// at the server's sample rate. The pitch is exact: the nearest key is retuned to the
/// requested frequency (FluidSynth's key tuning), not rounded to a MIDI note. Note-off comes
/// at the duration so the preset's own release is heard, then a 5 ms ramp ends the buffer.
/// The font is loaded once; each render selects its preset.
public final class SoundFontRenderer: @unchecked Sendable {
    public let font: SoundFontInfo
    public let sampleRate: Int
    let fontID: Int32
    /// How much of the preset's release is kept after note-off.
    static let releaseTail = 0.3
    /// A tone without duration (the tunable note) is held this long; a piano has long decayed by then.
    static let sustainedLength = 8.0

    let lock = NSLock()
    let instance: FluidSynthInstance

    /// Loads the font (throws when it is missing, unreadable or not a SoundFont).
    public init(fontPath: String, sampleRate: Int) throws {
        instance = try FluidSynthInstance(sampleRate: sampleRate)
        fontID = try instance.load(fontPath)
        font = SoundFontInfo(path: fontPath, presets: instance.presets(of: fontID))
        guard !font.presets.isEmpty else { throw SoundFontUnavailable(description: "\(fontPath) has no melodic presets") }
        self.sampleRate = sampleRate
    }

    public func has(_ preset: SoundSource) -> Bool {
        guard case let .soundFont(bank, program) = preset else { return false }
        return font.presets.contains { $0.bank == bank && $0.program == program }
    }

    public func render(_ tone: Tone, bank: Int, program: Int) throws -> ToneBuffer {
        try lock.withLock { try renderLocked(tone, bank: bank, program: program) }
    }

    private func renderLocked(_ tone: Tone, bank: Int, program: Int) throws -> ToneBuffer {
        let synth = instance.synth
        guard let preset = font.presets.first(where: { $0.bank == bank && $0.program == program }),
              fluid_synth_program_select(synth, 0, fontID, Int32(bank), Int32(program)) == FLUID_OK else {
            throw SoundFontUnavailable(description: "\(font.path) has no melodic preset \(bank):\(program)")
        }
        // FluidSynth's scale: key k sounds at 100·k cents, 6900 = A4 = 440 Hz. It drops the
        // fraction of a cent (measured: −0.5 ¢ plays as −1 ¢), so it is asked for whole cents
        // and the fraction is added here, off the audio thread, by resampling.
        let cents = 6900 + 1200 * log2(tone.frequency.hertz / 440)
        let whole = cents.rounded(.down)
        let ratio = exp2((cents - whole) / 1200)
        let key = Int32(min(max((whole / 100).rounded(), 0), 127))
        var pitches = (0..<128).map { Double($0) * 100 }
        pitches[Int(key)] = whole
        guard fluid_synth_activate_key_tuning(synth, 0, 0, "peach", &pitches, 1) == FLUID_OK,
              fluid_synth_activate_tuning(synth, 0, 0, 0, 1) == FLUID_OK else {
            throw AudioError.playbackFailed("FluidSynth refused the key tuning")
        }
        let duration = tone.duration ?? Self.sustainedLength
        // Rendered a little longer, so that after resampling note-off falls on the duration.
        let held = Int((duration * Double(sampleRate) * ratio).rounded())
        let tail = Int(Self.releaseTail * Double(sampleRate))
        let rendered = held + tail
        var left = [Float](repeating: 0, count: rendered), right = [Float](repeating: 0, count: rendered)
        fluid_synth_noteon(synth, 0, key, 100)
        write(held, into: &left, &right, at: 0)
        fluid_synth_noteoff(synth, 0, key)
        write(tail, into: &left, &right, at: held)
        fluid_synth_all_sounds_off(synth, -1)

        // Mono, resampled by the cent's fraction (cubic), peak at the sine's level, and a
        // 5 ms ramp at the very end.
        let mono = zip(left, right).map { ($0 + $1) / 2 }
        let count = max(2, Int((Double(rendered - 3) / ratio).rounded(.down)))
        let samples = UnsafeMutablePointer<Float>.allocate(capacity: count)
        var peak: Float = 0
        for index in 0..<count {
            let position = Double(index) * ratio
            let i = Int(position), t = Float(position - Double(i))
            let y0 = mono[max(i - 1, 0)], y1 = mono[i], y2 = mono[min(i + 1, rendered - 1)], y3 = mono[min(i + 2, rendered - 1)]
            let value = ((((-0.5 * y0 + 1.5 * y1 - 1.5 * y2 + 0.5 * y3) * t) + (y0 - 2.5 * y1 + 2 * y2 - 0.5 * y3)) * t + (-0.5 * y0 + 0.5 * y2)) * t + y1
            samples[index] = value
            peak = max(peak, abs(value))
        }
        guard peak > 0 else {
            samples.deallocate()
            throw AudioError.playbackFailed("preset \(preset.name) is silent at \(tone.frequency)")
        }
        let scale = SineRenderer.baseLevel / peak
        let ramp = ToneEnvelope.rampFrames(sampleRate: sampleRate)
        for index in 0..<count {
            let fromEnd = count - 1 - index
            let envelope = fromEnd < ramp ? Float(fromEnd) / Float(ramp) : 1
            samples[index] *= scale * envelope
        }
        let nominal = min(count, Int((duration * Double(sampleRate)).rounded()))
        return ToneBuffer(samples: samples, count: count, sampleRate: sampleRate, frequency: tone.frequency, loop: nil, nominalLength: nominal)
    }

    func write(_ frames: Int, into left: inout [Float], _ right: inout [Float], at offset: Int) {
        var done = 0
        while done < frames {
            let chunk = Int32(min(4096, frames - done))
            left.withUnsafeMutableBufferPointer { l in
                right.withUnsafeMutableBufferPointer { r in
                    _ = fluid_synth_write_float(instance.synth, chunk, l.baseAddress! + offset + done, 0, 1, r.baseAddress! + offset + done, 0, 1)
                }
            }
            done += Int(chunk)
        }
    }
}
