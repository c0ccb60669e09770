/// A MIDI controller heard while its controls are learned: the MIDI side knows which
/// message fits which control (a note-on or a switch for an answer, a wheel or a knob for
/// tuning) and never takes one source twice.
public protocol ControlLearner {
    /// The control asked for now; nil once every one is learned.
    var step: LearnedControl? { get }
    /// The mapping it started from, with what was learned so far.
    var mapping: ControlMapping { get }
    /// Waits for the first message that fits `step` and learns it; nil when MIDI input ended.
    mutating func learnNext() async -> MIDISource?
}
