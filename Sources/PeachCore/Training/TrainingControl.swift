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
    /// A key played, as a note of a melody (Play It Back): its MIDI note number.
    case note(Int)
    /// A note typed on a row of the computer keyboard, where no MIDI keyboard is connected:
    /// it has no frame of the audio clock, so it counts for its pitch only.
    case typedNote(Int)
    /// Play the last thing heard again (Play It Back's phrase).
    case replay
}
