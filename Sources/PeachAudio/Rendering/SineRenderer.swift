import Foundation
import PeachCore

/// Sine tones at −12 dBFS (0.25), leaving room for vary loudness's +10 dB, with linear
/// 5 ms attack and release ramps. Phase starts at zero; a sustained tone loops over a
/// whole number of periods, so its loop is seamless at any frequency.
public struct SineRenderer: ToneRenderer {
    public static let baseLevel: Float = 0.25
    /// A sustained tone's loop covers at least this many frames.
    static let minimumLoopFrames = 8192

    public init() {}

    public func render(_ tone: Tone, sampleRate: Int) throws -> ToneBuffer {
        let frequency = tone.frequency.hertz
        let rate = Double(sampleRate)
        guard frequency > 0, frequency < rate / 2 else {
            throw AudioError.playbackFailed("cannot render \(tone.frequency) at \(sampleRate) Hz")
        }
        let ramp = ToneEnvelope.rampFrames(sampleRate: sampleRate)

        let count: Int
        var loop: (start: Double, end: Double)?
        if let duration = tone.duration {
            count = max(2, Int((duration * rate).rounded()))
        } else {
            let periods = (Double(Self.minimumLoopFrames) * frequency / rate).rounded(.up)
            let start = Double(ramp + 2)
            let end = start + periods * rate / frequency
            loop = (start, end)
            // Past the loop's end, room for the interpolator's look-ahead.
            count = Int(end) + 4
        }

        let samples = UnsafeMutablePointer<Float>.allocate(capacity: count)
        let cyclesPerFrame = frequency / rate
        let level = Double(Self.baseLevel)
        for n in 0..<count {
            // Reduce to one cycle before sin() so precision holds for long tones.
            let cycles = Double(n) * cyclesPerFrame
            let phase = 2 * Double.pi * (cycles - cycles.rounded(.down))
            var envelope = min(1, Double(n) / Double(ramp))
            if tone.duration != nil {
                envelope = min(envelope, Double(count - 1 - n) / Double(ramp))
            }
            samples[n] = Float(level * envelope * sin(phase))
        }
        return ToneBuffer(
            samples: samples, count: count, sampleRate: sampleRate, frequency: tone.frequency, loop: loop,
            attackFrames: PerceptualOnset.frames(intoLinearRise: min(ramp, count / 2)))
    }
}
