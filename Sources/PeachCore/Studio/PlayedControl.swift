/// A control as a MIDI device played it: what it means in the current mode, and the audio
/// frame it was played at when the input knows it (the audio server's MIDI does; other inputs do not).
public struct PlayedControl: Hashable, Sendable {
    public var control: TrainingControl
    public var frame: UInt64?

    public init(_ control: TrainingControl, frame: UInt64?) {
        self.control = control
        self.frame = frame
    }
}
