import Foundation
import PeachCore

/// Rendered samples of one tone, mono, at the server's sample rate. Immutable once made;
/// the engine keeps it alive until the audio thread reports the voice that reads it ended.
public final class ToneBuffer: @unchecked Sendable {
    public let samples: UnsafeMutablePointer<Float>
    public let count: Int
    public let sampleRate: Int
    /// The frequency the samples sound at when read at rate 1 (retuning scales from it).
    public let frequency: Frequency
    /// A loop region for tones that sound until stopped; nil for fixed-length tones.
    public let loop: (start: Double, end: Double)?
    /// Frames until the note's nominal end (its duration); a SoundFont note's release
    /// sounds on after it, so a following note is placed by this, not by `count`.
    public let nominalLength: Int
    /// Frames from the first sample to where the tone is heard to begin, when the renderer
    /// knows its envelope (the sine's ramp).
    let knownAttackFrames: Int?

    /// Takes ownership of `samples`.
    init(
        samples: UnsafeMutablePointer<Float>, count: Int, sampleRate: Int, frequency: Frequency,
        loop: (start: Double, end: Double)?, nominalLength: Int? = nil, attackFrames: Int? = nil
    ) {
        self.samples = samples
        self.count = count
        self.sampleRate = sampleRate
        self.frequency = frequency
        self.loop = loop
        self.nominalLength = nominalLength ?? count
        knownAttackFrames = attackFrames
    }

    /// Frames from the first sample to where the tone is heard to begin (`PerceptualOnset`):
    /// the renderer's when it knows the envelope, else found in the samples (each time it is
    /// asked: the note player keeps what it found).
    public var attackFrames: Int {
        knownAttackFrames ?? PerceptualOnset.index(
            in: UnsafeBufferPointer(start: samples, count: min(count, PerceptualOnset.framesAfter(sampleRate: sampleRate))),
            found: 0, sampleRate: sampleRate)
    }

    public var buffer: UnsafeBufferPointer<Float> { UnsafeBufferPointer(start: samples, count: count) }

    deinit {
        samples.deallocate()
    }
}

/// Turns a tone into samples, off the audio thread.
public protocol ToneRenderer: Sendable {
    /// Fixed tones carry their attack and release; tones without duration are rendered
    /// with a loop so that they can sound until stopped.
    func render(_ tone: Tone, sampleRate: Int) throws -> ToneBuffer
}

public enum ToneEnvelope {
    /// 5 ms attack and release ramps (orig.).
    public static let rampSeconds = 0.005

    public static func rampFrames(sampleRate: Int) -> Int {
        max(1, Int((rampSeconds * Double(sampleRate)).rounded()))
    }
}
