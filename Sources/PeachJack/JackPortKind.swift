import CJack

/// What a port carries and which way: the type parameter of `JackPort`, so that an audio
/// output cannot be read as MIDI, nor an input written to.
public protocol JackPortKind: Sendable {
    /// JACK's type string.
    static var type: String { get }
    static var isInput: Bool { get }
}

extension JackPortKind {
    static var flags: UInt { UInt(isInput ? JackPortIsInput.rawValue : JackPortIsOutput.rawValue) }
}

/// Audio into the client (a recorder's input).
public enum AudioIn: JackPortKind {
    public static let type = JackClient.audioType
    public static let isInput = true
}

/// Audio out of the client (Peach's out_L and out_R).
public enum AudioOut: JackPortKind {
    public static let type = JackClient.audioType
    public static let isInput = false
}

/// MIDI into the client (Peach's midi_in).
public enum MIDIIn: JackPortKind {
    public static let type = JackClient.midiType
    public static let isInput = true
}

/// MIDI out of the client (Peach's feedback_out, a stand-in controller's out).
public enum MIDIOut: JackPortKind {
    public static let type = JackClient.midiType
    public static let isInput = false
}
