import ArgumentParser
import PeachApp
import PeachCore
import PeachWiring

/// Options of both training commands.
struct TrainingOptions: ParsableArguments {
    @Flag(help: "Run without the screen: JSON lines on standard output, commands on standard input.")
    var headless = false

    @Option(help: ArgumentHelp("Compare, match and sing only: directed intervals instead of the config's, e.g. P5,M3-down.", valueName: "list"))
    var intervals: String?

    @Option(help: ArgumentHelp("Timing and fill only: the tempo for this run, 40 … 200 BPM, instead of the config's.", valueName: "bpm"))
    var tempo: Int?

    @Option(help: "Seed for a reproducible trial sequence.")
    var seed: UInt64?

    func parsedIntervals() throws -> [DirectedInterval]? {
        guard let intervals else { return nil }
        switch DirectedInterval.parseList(intervals) {
        case let .success(list): return list
        case let .failure(error): throw ValidationError("--intervals: \(error)")
        }
    }

    mutating func validate() throws {
        _ = try parsedIntervals()
        if let tempo, !SettingsLimits.tempo.contains(tempo) { throw ValidationError("--tempo must be within 40 … 200 BPM") }
    }
}

/// A training command: `peach compare`, `peach match`, `peach timing`, `peach fill`, `peach sing`. One
/// generic command, named and described by its discipline: a new discipline's command is
/// its `Training` conformance below and its line in `Peach`'s subcommands.
struct TrainingCommand<Mode: TrainingCommandMode>: AsyncParsableCommand {
    /// The registered discipline of this command's mode (every command's is registered:
    /// the command line's tests run each one).
    static var discipline: any TrainingDiscipline {
        DisciplineRegistry.peach.disciplines.first { $0.mode == Mode.mode }!
    }

    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Mode.mode.rawValue, abstract: discipline.summary + " Opens its screen, or runs --headless.")
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: TrainingOptions

    mutating func validate() throws {
        if options.intervals != nil, !Self.discipline.takesIntervals {
            throw ValidationError("--intervals is for the pitch disciplines (compare, match, sing)")
        }
        if options.tempo != nil, !Self.discipline.takesTempo {
            throw ValidationError("--tempo is for the rhythm disciplines (timing, fill)")
        }
    }

    func run() async throws {
        try await global.studio.train(
            Mode.mode, headless: options.headless, intervals: options.parsedIntervals(), tempo: options.tempo, seed: options.seed)
    }
}

/// Which discipline a `TrainingCommand` runs: ArgumentParser's commands are types.
protocol TrainingCommandMode {
    static var mode: TrainingMode { get }
}

enum CompareMode: TrainingCommandMode { static let mode = TrainingMode.compare }
enum MatchMode: TrainingCommandMode { static let mode = TrainingMode.match }
enum TimingMode: TrainingCommandMode { static let mode = TrainingMode.timing }
enum FillMode: TrainingCommandMode { static let mode = TrainingMode.fill }
enum SingMode: TrainingCommandMode { static let mode = TrainingMode.sing }
