import Foundation

/// One note of an echo as the musician played it: its key (or the sung pitch's nearest
/// note, with its error in cents) and its onset, in frames from where the call's first
/// note was heard (both on the audio clock, the latencies taken off).
public struct PlayedNote: Hashable, Sendable, Codable {
    public var note: Int
    public var onsetFrames: Int
    /// A sung or played note's error from `note`, in cents; nil for a key.
    public var cents: Double?

    public init(note: Int, onsetFrames: Int, cents: Double? = nil) {
        self.note = note
        self.onsetFrames = onsetFrames
        self.cents = cents
    }
}
