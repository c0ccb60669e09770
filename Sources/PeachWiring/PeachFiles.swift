import PeachApp
import PeachConfig
import PeachCore
import PeachStore

/// Where Peach's files are, as the command line named them: the config file and the
/// training records, with the XDG defaults where it named none.
public struct PeachFiles: Sendable {
    public var configPath: String?
    public var databasePath: String?
    /// The disciplines whose records, profile and report these files hold.
    public var registry: DisciplineRegistry
    /// Where the commands on these files speak: the terminal's standard output and error.
    public var console: any Console

    public init(
        configPath: String? = nil, databasePath: String? = nil, registry: DisciplineRegistry = .peach, console: any Console = TerminalConsole()
    ) {
        self.configPath = configPath
        self.databasePath = databasePath
        self.registry = registry
        self.console = console
    }

    var resolvedConfigPath: String { configPath ?? PeachConfiguration.defaultPath() }

    var records: StoreLibrary {
        StoreLibrary(databasePath: databasePath, kinds: registry.storedKinds, readFile: { try RegularFile.read($0, limit: $1) })
    }

    /// The store, or status 4 with the reason. Readers (`.read`) work beside a process
    /// that trains.
    func openStore(_ access: TrainingStore.Access = .write) throws -> TrainingStore {
        try RecordsOpening.open(console: console) { () throws(RecordsError) in try records.openStore(access) }
    }

    /// The config file, or exit code 2 with the file, line and key on stderr; its warnings
    /// go to `warn` (stderr unless a headless run takes them as events).
    func loadConfiguration(warn: (String) -> Void = warnOnStandardError) throws -> PeachConfiguration {
        do {
            let configuration = try PeachConfiguration.loadChecked(path: resolvedConfigPath, mustExist: configPath != nil, disciplineSettings: registry.ownSettings)
            for warning in configuration.warnings { warn(warning) }
            return configuration
        } catch {
            throw CommandFailure.usage("\(error)")
        }
    }
}

/// Where the commands speak: standard output, standard error, the terminal.
public let console = TerminalConsole()

/// A warning said on standard error, as the commands without a screen say them.
@Sendable func warnOnStandardError(_ message: String) { console.tell("warning: \(message)") }
