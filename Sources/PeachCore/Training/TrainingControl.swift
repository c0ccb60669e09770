import Foundation

/// What the player does, whatever the device: a MIDI pad, a wheel, or the computer keyboard.
public enum TrainingControl: Hashable, Sendable {
    case higher
    case lower
    case submit
    /// Position of the tuning control, −1 … +1 (0 = centre).
    case tuning(Double)
    case startStop
}

/// The training mode decides what some controls mean (in Tune & Match any note submits).
public enum TrainingMode: String, Hashable, Sendable {
    case compare
    case match
}
