/// Where the controller's pads are lit from: short MIDI messages, each sent at the start of
/// the next audio period.
public protocol FeedbackOutput: Sendable {
    func sendMIDI(_ bytes: [UInt8])
}
