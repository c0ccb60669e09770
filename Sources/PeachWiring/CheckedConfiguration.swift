import PeachConfig
import PeachJack
import PeachMIDI

extension PeachConfiguration {
    /// The file, with the keys the adapters own checked by their own rules too (the MIDI
    /// input backend, JACK's client names): a bad value there is a config error like any
    /// other, named with its line and column.
    static func loadChecked(path: String, mustExist: Bool) throws -> PeachConfiguration {
        let configuration = try load(path: path, mustExist: mustExist)
        try configuration.checkAdapterKeys(path: path)
        return configuration
    }

    /// The keys the adapters decode by their own rules; the settings screen checks them too,
    /// so that it shows a file Peach would refuse at start and never writes into it.
    func checkAdapterKeys(path: String) throws {
        _ = try midiInputBackend()
        if let problem = JackClientName.problem(jack.clientName) {
            throw ConfigError(file: path, place: clientNamePlace, key: "clientName", message: problem)
        }
    }

    func midiInputBackend() throws(ConfigError) -> MIDIInputBackend {
        try midi.rtmidiBackend?.decoded { try MIDIInputBackend(configValue: $0) } ?? .alsa
    }
}
