import ArgumentParser
import PeachApp
import PeachCore

/// Options of both training commands.
struct TrainingOptions: ParsableArguments {
    @Flag(help: "Run without the screen: JSON lines on standard output, commands on standard input.")
    var headless = false

    @Option(help: ArgumentHelp("Directed intervals instead of the config's, e.g. P5,M3-down.", valueName: "list"))
    var intervals: String?

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
    }
}

func runTraining(_ mode: TrainingMode, global: GlobalOptions, options: TrainingOptions) async throws {
    let intervals = try options.parsedIntervals()
    guard options.headless else {
        try await runScreens(global, opening: TrainingLaunch.screen(mode, intervals: intervals), intervals: intervals, seed: options.seed)
        return
    }
    // Without --intervals the screen opens on single notes; headless trains the same, not
    // the config's intervals (which the screens train under "intervals").
    try await TrainingLaunch.headless(mode, console: console) {
        try await TrainingComposition.make(global, intervals: intervals ?? [.unison], seed: options.seed, warn: $0)
    }
}

struct CompareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Hear & Compare: was the second note higher or lower? Opens its screen, or runs --headless."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: TrainingOptions

    func run() async throws {
        try await runTraining(.compare, global: global, options: options)
    }
}

struct MatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Tune & Match: tune the second note to the reference. Opens its screen, or runs --headless."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: TrainingOptions

    func run() async throws {
        try await runTraining(.match, global: global, options: options)
    }
}
