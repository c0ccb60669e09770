import Foundation

/// A training discipline's mode: its name is the command's (`peach compare`) and the
/// headless events' `mode`, and it decides what a played note means (in Tune & Match any
/// note submits, in Fill the Gap any note taps). Each discipline declares its mode in its
/// folder (`TrainingMode.compare`).
public struct TrainingMode: Hashable, Sendable, CustomStringConvertible {
    /// What a note-on that is no learned control means in this mode.
    public enum Notes: Hashable, Sendable {
        /// Lower or higher: the learned notes, else the keyboard's split.
        case answer
        /// Any note takes the answer now (a pad or a key, whichever is at hand).
        case submit
        /// Every note-on is a tap, on any channel: a drum module's pads play on channel 10
        /// whatever channel answers are learned on.
        case tap
        /// Every note-on is a note played, with its key, on any channel (Play It Back).
        case play
    }

    public let rawValue: String
    public let notes: Notes

    public init(_ name: String, notes: Notes) {
        rawValue = name
        self.notes = notes
    }

    public var description: String { rawValue }

    public static func == (lhs: TrainingMode, rhs: TrainingMode) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
