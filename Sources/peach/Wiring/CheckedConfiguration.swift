import PeachConfig
import PeachJack
import PeachMIDI

extension PeachConfiguration {
    /// The file, with the keys the adapters own checked by their own rules too (the MIDI
    /// input backend, JACK's client names): a bad value there is a config error like any
    /// other, named with its line and column.
    static func loadChecked(path: String, mustExist: Bool) throws -> PeachConfiguration {
        let configuration = try load(path: path, mustExist: mustExist)
        _ = try configuration.midiInputBackend()
        if let problem = JackClientName.problem(configuration.jack.clientName) {
            throw ConfigError(file: path, place: configuration.clientNamePlace, key: "clientName", message: problem)
        }
        return configuration
    }

    func midiInputBackend() throws(ConfigError) -> MIDIInputBackend {
        try midi.rtmidiBackend?.decoded { try MIDIInputBackend(configValue: $0) } ?? .alsa
    }
}
