/// A pitch heard in the audio input: the fundamental of a sung or played note, measured
/// over a short span of the input's most recent samples.
public struct HeardPitch: Hashable, Sendable {
    /// The input frame the measurement stands for, on the clock of the blocks the analyser
    /// was fed: the centre of the energy of the span it was measured over (its middle
    /// while a note is held).
    public var frame: UInt64
    public var frequency: Frequency
    /// How exactly the span repeats at this period, 0…1: a held note is close to 1; breath,
    /// noise and chords, which are not reported as pitches, are far below.
    public var confidence: Double
    /// The span's RMS level in dBFS (a full-scale sine is −3 dBFS).
    public var level: Double

    public init(frame: UInt64, frequency: Frequency, confidence: Double, level: Double) {
        self.frame = frame
        self.frequency = frequency
        self.confidence = confidence
        self.level = level
    }
}
