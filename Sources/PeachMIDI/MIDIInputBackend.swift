import PeachCore

/// How ALSA sequencer inputs are read through RtMidi: its ALSA backend, or its own JACK
/// client. Chosen in the config file (`rtmidiBackend`), which hands the word on to be
/// decoded here.
public enum MIDIInputBackend: String, Sendable, CaseIterable {
    case alsa, jack

    /// The config file's word for it.
    public init(configValue text: String) throws(UnknownName) {
        guard let backend = MIDIInputBackend(rawValue: text) else { throw UnknownName(text: text) }
        self = backend
    }

    public struct UnknownName: Error, CustomStringConvertible {
        public var text: String
        public var description: String { "'\(Excerpt.of(text))' is not \"alsa\" or \"jack\"" }
    }
}
