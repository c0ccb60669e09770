import Foundation

/// A tap of a response, as played: its frame from the count-in's first beat as heard (the
/// latencies taken off), and what it came from.
public struct RhythmTap: Hashable, Sendable {
    public enum Source: Int, CaseIterable, Sendable, Hashable {
        /// A MIDI pad or key, timed by its own frame.
        case pad
        /// An onset on the audio input: a clap, a stick, a "ta".
        case input
        /// The computer keyboard, timed when the terminal delivered it.
        case keyboard

        public var name: String {
            switch self {
            case .pad: "pad"
            case .input: "input"
            case .keyboard: "keyboard"
            }
        }
    }

    public var frame: Int
    public var source: Source

    public init(frame: Int, source: Source) {
        self.frame = frame
        self.source = source
    }
}
