import Foundation

/// The training mode decides what some controls mean (in Tune & Match any note submits,
/// in Fill the Gap any note taps). Its name is the command's: `peach compare`.
public enum TrainingMode: String, Hashable, Sendable, CaseIterable {
    case compare
    case match
    /// Compare Timing: Early and Late are the Lower and Higher controls.
    case timing
    /// Fill the Gap.
    case fill
    /// Sing & Match: the answer is sung or played; any note-on takes the match now.
    case sing
}
