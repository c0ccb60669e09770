/// The start of a sound in the audio input (a clap, a stick on a pad, a drum, a plucked or
/// sung note's attack), at the frame where it begins, on the input's frame clock. The
/// capture latency is not taken off: that is the session's, as for a MIDI tap.
public struct HeardOnset: Hashable, Sendable {
    public var frame: UInt64

    public init(frame: UInt64) { self.frame = frame }
}
