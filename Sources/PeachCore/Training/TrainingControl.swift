import Foundation

/// What the player does, whatever the device: a MIDI pad, a wheel, or the computer keyboard.
public enum TrainingControl: Hashable, Sendable {
    case higher
    case lower
    case submit
    /// Position of the tuning control, −1 … +1 (0 = centre).
    case tuning(Double)
    case startStop
    /// A tap in time with the clicks: its moment is what counts.
    case tap
}
