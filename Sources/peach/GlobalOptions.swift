import ArgumentParser
import Foundation
import PeachApp
import PeachAudio
import PeachConfig
import PeachCore
import PeachJack
import PeachStore

/// Where Peach's files are: the options every command accepts. The data commands (export,
/// import, reset, report, sounds, midi show) take only these, as they never join JACK.
struct FileOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/peach/config.toml).", valueName: "path"))
    var configPath: String?

    @Option(name: .customLong("db"), help: ArgumentHelp("Training records (default: $XDG_DATA_HOME/peach/peach.sqlite).", valueName: "path"))
    var databasePath: String?

    mutating func validate() throws {
        // An empty path is no file at all: SQLite would open a temporary database and
        // export nothing, and the config reader would read no file.
        if databasePath?.isEmpty == true { throw ValidationError("--db: the path is empty; name the training records' file") }
        if configPath?.isEmpty == true { throw ValidationError("--config: the path is empty; name the configuration file") }
    }

    var resolvedConfigPath: String { configPath ?? PeachConfiguration.defaultPath() }

    var records: StoreLibrary { StoreLibrary(databasePath: databasePath, readFile: { try RegularFile.read($0, limit: $1) }) }

    /// The store, or status 4 with the reason. Readers (`.read`) work beside a process
    /// that trains.
    func openStore(_ access: TrainingStore.Access = .write) throws -> TrainingStore {
        try RecordsOpening.open(console: console) { () throws(RecordsError) in try records.openStore(access) }
    }

    /// The config file, or exit code 2 with the file, line and key on stderr; its warnings
    /// go to `warn` (stderr unless a headless run takes them as events).
    func loadConfiguration(warn: (String) -> Void = warnOnStandardError) throws -> PeachConfiguration {
        do {
            let configuration = try PeachConfiguration.loadChecked(path: resolvedConfigPath, mustExist: configPath != nil)
            for warning in configuration.warnings { warn(warning) }
            return configuration
        } catch {
            throw CommandFailure.usage("\(error)")
        }
    }
}

/// The options of the commands that join JACK (the screens, training, sound-check,
/// devices, midi learn): the files, and where the audio and MIDI go.
struct GlobalOptions: ParsableArguments {
    @OptionGroup var files: FileOptions

    @Option(name: .customLong("jack-name"), help: "JACK client name (default: peach).")
    var jackName: String?

    @Option(name: .customLong("connect"), help: ArgumentHelp("Audio destination for the outputs, instead of the physical playback ports (repeatable).", valueName: "port"))
    var connect: [String] = []

    @Flag(name: .customLong("no-connect"), help: "Leave the outputs unconnected.")
    var noConnect = false

    @Option(name: .customLong("listen"), help: ArgumentHelp("Audio source for the input `in` (a microphone, an instrument, a mixer's send), repeatable; nothing by default.", valueName: "port"))
    var listen: [String] = []

    @Option(name: .customLong("midi-connect"), help: ArgumentHelp("JACK MIDI source for midi_in, instead of the physical MIDI inputs (repeatable).", valueName: "port"))
    var midiConnect: [String] = []

    mutating func validate() throws {
        if noConnect && !connect.isEmpty {
            throw ValidationError("--connect and --no-connect exclude each other")
        }
        if let jackName, let problem = JackClientName.problem(jackName) {
            throw ValidationError("--jack-name: \(problem)")
        }
    }

    /// The engine's options: the command line over the config file.
    func engineOptions(_ configuration: PeachConfiguration) -> AudioEngineOptions {
        var options = AudioEngineOptions(clientName: jackName ?? configuration.jack.clientName)
        if noConnect || !configuration.jack.connect {
            options.destinations = []
        } else if !connect.isEmpty {
            options.destinations = connect
        } else if !configuration.jack.destinations.isEmpty {
            options.destinations = configuration.jack.destinations
        }
        if !midiConnect.isEmpty {
            options.midiSources = midiConnect
        } else if !configuration.midi.sources.isEmpty {
            options.midiSources = configuration.midi.sources
        }
        options.listenSources = listen.isEmpty ? configuration.jack.listen : listen
        options.feedbackOutput = configuration.midi.feedbackOutput
        options.feedbackDestinations = configuration.midi.feedbackDestinations
        return options
    }
}

/// Where the commands speak: standard output, standard error, the terminal.
let console = TerminalConsole()
