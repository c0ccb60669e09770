import Foundation

/// The allowed range of each setting and the clamping that keeps a session safe from a
/// bad config file: an out-of-range value is pulled into range and reported, never fatal.
public enum SettingsLimits {
    public static let lowestNote = 21
    public static let highestNote = 108
    /// The note range spans at least an octave.
    public static let minimumSpan = 12
    public static let noteDuration: ClosedRange<Double> = 0.3...3.0
    public static let referencePitch: ClosedRange<Double> = 380...500
    public static let unitInterval: ClosedRange<Double> = 0...1
    public static let kazezNarrowing: ClosedRange<Double> = 0.01...0.2
    public static let kazezWidening: ClosedRange<Double> = 0.01...0.3
    /// Feedback after an answer: the original's 0.4 s, or longer for a learner who reads it.
    public static let feedbackDuration: ClosedRange<Double> = 0.4...3.0
    /// The original app's tempo range.
    public static let tempo: ClosedRange<Int> = Tempo.trainable
    /// A controller's scan time is a few ms; a wireless one's more. Below zero for an audio server
    /// that reports more latency than there is (the calibration may find that).
    public static let extraLatencyMs: ClosedRange<Double> = -50...200
}
