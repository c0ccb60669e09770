import PeachConfig
import PeachMIDI

extension PeachConfiguration {
    /// The file, with the MIDI side's own key decoded too: a bad value there is a config
    /// error like any other, named with its line and column.
    static func loadChecked(path: String, mustExist: Bool) throws -> PeachConfiguration {
        let configuration = try load(path: path, mustExist: mustExist)
        _ = try configuration.midiInputBackend()
        return configuration
    }

    func midiInputBackend() throws(ConfigError) -> MIDIInputBackend {
        try midi.rtmidiBackend?.decoded { try MIDIInputBackend(configValue: $0) } ?? .alsa
    }
}
