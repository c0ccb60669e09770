import ArgumentParser
import Foundation
import PeachApp
import PeachCore
import PeachTerminal

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
        let variant = intervals.map { TrainingSettings(intervals: $0).discipline } ?? .singleNotes
        let item = Disciplines.named(mode).menuItem(for: variant)
        try await runScreens(global, opening: item, intervals: intervals, seed: options.seed)
        return
    }
    let warn: @Sendable (String) -> Void = { try? DescriptorOutput.standardOutput.write(line: JSONLine(event: "warning").with("message", .string($0)).text) }
    // Without --intervals the screen opens on single notes; headless trains the same, not
    // the config's intervals (which the screens train under "intervals").
    let composition = try await TrainingComposition.make(global, intervals: intervals ?? [.unison], seed: options.seed, warn: warn)
    composition.ready()
    // Under a session manager quitting is SIGTERM, and standard input is what the manager
    // left: /dev/null (its end must not stop training) or the manager's own terminal (not
    // Peach's to read: a background read would stop Peach with SIGTTIN).
    let managed = composition.session != nil
    let readsInput = !(managed && isatty(STDIN_FILENO) == 1)
    let input: @Sendable () -> String? = { readsInput ? readLine() : nil }
    let run = await HeadlessRun(
        studio: composition, services: composition.services, discipline: Disciplines.named(mode), input: input, endOfInputStops: !managed
    )
    let code = await run.run()
    composition.shutDown()
    if let message = await run.faultMessage { console.tell(message) }
    if code != 0 { throw CommandFailure(code) }
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
