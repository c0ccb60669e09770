import PeachConfig
import PeachCore
import PeachJack
import PeachMIDI

extension PeachConfiguration {
    /// The file, with the keys the adapters own checked by their own rules too (the MIDI
    /// input backend, JACK's client names): a bad value there is a config error like any
    /// other, named with its line and column.
    static func loadChecked(path: String, mustExist: Bool, disciplineSettings: [DisciplineSetting]) throws -> PeachConfiguration {
        let configuration = try load(path: path, mustExist: mustExist, disciplineSettings: disciplineSettings)
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

extension PeachFiles {
    /// The config file as the settings screen and the commands that write into it edit it:
    /// the adapters' keys checked by their rules, the disciplines' own keys known.
    var settingsFile: ConfigSettingsFile {
        let path = resolvedConfigPath
        return ConfigSettingsFile(path: path, check: { try $0.checkAdapterKeys(path: path) }, disciplineSettings: registry.ownSettings)
    }
}
