import ArgumentParser
import Foundation
import PeachApp
import PeachAudio
import PeachConfig
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

    /// The store, or exit code 4 with the reason on stderr. Readers (`.read`) work beside a
    /// process that trains.
    func openStore(_ access: TrainingStore.Access = .write) throws -> TrainingStore {
        do {
            let store = try TrainingStore(path: databasePath ?? TrainingStore.defaultPath(), access: access)
            if let folder = store.createdFolder { printError("created \(folder) for the training records") }
            return store
        } catch {
            printError("\(error)")
            throw PeachExitCode.database
        }
    }

    /// The config file, or exit code 2 with the file, line and key on stderr; its warnings
    /// go to `warn` (stderr unless a headless run takes them as events).
    func loadConfiguration(warn: (String) -> Void = { printError("warning: \($0)") }) throws -> PeachConfiguration {
        do {
            let configuration = try PeachConfiguration.load(path: resolvedConfigPath, mustExist: configPath != nil)
            // JACK's rule for client names is the JACK client's; a refusal names the key's place.
            if let problem = JackClientName.problem(configuration.jack.clientName) {
                throw ConfigError(file: resolvedConfigPath, place: configuration.clientNamePlace, key: "clientName", message: problem)
            }
            for warning in configuration.warnings { warn(warning) }
            return configuration
        } catch {
            printError("\(error)")
            throw PeachExitCode.usage
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

    var configPath: String? {
        get { files.configPath }
        set { files.configPath = newValue }
    }

    var resolvedConfigPath: String { files.resolvedConfigPath }

    func openStore(_ access: TrainingStore.Access = .write) throws -> TrainingStore { try files.openStore(access) }

    func loadConfiguration(warn: (String) -> Void = { printError("warning: \($0)") }) throws -> PeachConfiguration {
        try files.loadConfiguration(warn: warn)
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
        options.feedbackOutput = configuration.midi.feedbackOutput
        options.feedbackDestinations = configuration.midi.feedbackDestinations
        return options
    }
}

/// The exit statuses as ArgumentParser throws them (the numbers live in `ExitStatus`).
enum PeachExitCode {
    static let notConfirmed = ExitCode(ExitStatus.notConfirmed)
    static let usage = ExitCode(ExitStatus.usage)
    static let jackUnavailable = ExitCode(ExitStatus.jackUnavailable)
    static let database = ExitCode(ExitStatus.database)
    static let cannotWrite = ExitCode(ExitStatus.cannotWrite)
}

/// Writes a line to standard output at once, unbuffered even into a pipe: scripts and
/// tests read Peach's output as it happens. A reader that left ends Peach as SIGPIPE ends
/// any tool (status 141, no message); a full or failing device says so and exits 6.
func printLine(_ line: String) {
    do {
        try DescriptorOutput.standardOutput.write(line: line)
    } catch {
        exitOnOutputFailure(error, what: "standard output")
    }
}

func exitOnOutputFailure(_ error: OutputError, what: String) -> Never {
    switch error {
    case .readerGone:
        exit(ExitStatus.readerGone)
    case let .failed(reason):
        printError("cannot write to \(what): \(reason)")
        exit(ExitStatus.cannotWrite)
    }
}

/// Shows progress of long work on a terminal's standard error (nothing when redirected).
func reportProgress(_ what: String, _ done: Int, _ total: Int) {
    guard isatty(2) == 1 else { return }
    let percent = total > 0 ? done * 100 / total : 100
    let filled = percent / 5
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 20 - filled)
    try? DescriptorOutput.standardError.write(bytes: Array("\r\(what) \(bar) \(percent) % (\(done)/\(total))\(done >= total ? "\n" : "")".utf8))
}

/// Writes a line to standard error (where nothing more can be said when it fails).
func printError(_ message: String) {
    try? DescriptorOutput.standardError.write(line: "peach: \(message)")
}
