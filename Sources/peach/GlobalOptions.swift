import ArgumentParser
import PeachCore
import PeachWiring

/// A path as the command line gives it. Every message about the file names it: one that
/// holds a control character (an escape sequence for the terminal) or is longer than a path
/// can be (4096 bytes) is refused here, quoted short.
func checkPath(_ path: String?, _ what: String) throws {
    guard let path else { return }
    if Excerpt.hasControls(path) {
        throw ValidationError("\(what): '\(Excerpt.of(path))' holds a control character; name a file without one")
    }
    if path.utf8.count > 4096 {
        throw ValidationError("\(what): '\(Excerpt.of(path))' is longer than a path can be (4096 bytes)")
    }
}

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
        try checkPath(databasePath, "--db")
        try checkPath(configPath, "--config")
    }

    var peachFiles: PeachFiles { PeachFiles(configPath: configPath, databasePath: databasePath) }
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
        if let jackName, let problem = StudioOptions.clientNameProblem(jackName) {
            throw ValidationError("--jack-name: \(problem)")
        }
    }

    var studio: StudioOptions {
        StudioOptions(files: files.peachFiles, jackName: jackName, connect: connect, noConnect: noConnect, listen: listen, midiConnect: midiConnect)
    }
}
