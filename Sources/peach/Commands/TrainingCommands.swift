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

    // Unconditional: a value that begins with a dash ("- - - -", -1) is the option's value,
    // refused by its option's own rule, not taken for a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("The disciplines played to a tempo only (timing, fill, echo): the tempo for this run, 40 … 200 BPM, instead of the config's.", valueName: "bpm"))
    var tempo: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Timing only: the pattern for this run, e.g. \"* - * *\" (quoted; * a click, - a rest).", valueName: "pattern"))
    var pattern: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Timing only: which click of the pattern moves, counted from its first (the anchor, which never moves): 2 … its number of clicks.", valueName: "click"))
    var position: Int?

    @Option(help: "Seed for a reproducible trial sequence.")
    var seed: UInt64?

    func parsedIntervals() throws -> [DirectedInterval]? {
        guard let intervals else { return nil }
        switch DirectedInterval.parseList(intervals) {
        case let .success(list): return list
        case let .failure(error): throw ValidationError("--intervals: \(error)")
        }
    }

    func parsedPattern() throws -> TimingPattern? {
        guard let pattern else { return nil }
        guard let parsed = TimingPattern(notation: pattern) else {
            // A beat of rests alone (or a first step that rests) has no anchor to hear the moved click against.
            let rests = pattern.contains("*") || pattern.lowercased().contains("x") ? "" : " (a pattern of rests alone has no click to move)"
            throw ValidationError("--pattern '\(Excerpt.of(pattern))' is not one of Compare Timing's patterns\(rests): \(TimingPattern.allCases.map { "\"\($0.notation)\"" }.joined(separator: ", "))")
        }
        return parsed
    }

    mutating func validate() throws {
        _ = try parsedIntervals()
        if let tempo, !SettingsLimits.tempo.contains(tempo) { throw ValidationError("--tempo must be within 40 … 200 BPM") }
    }

    /// After the command has checked that its discipline plays patterns at all. Without
    /// --pattern the file's pattern is known only when the run starts: checked then.
    func validatePattern() throws {
        let pattern = try parsedPattern()
        if let position, !(2...4).contains(position) || pattern.map({ !$0.positions.contains(position) }) ?? false {
            let allowed = pattern.map { $0.positions } ?? 2...4
            let range = allowed.count == 1 ? "\(allowed.lowerBound)" : "\(allowed.lowerBound) … \(allowed.upperBound)"
            throw ValidationError("--position must be \(range)\(pattern.map { " for \"\($0.notation)\"" } ?? ""): the first click is the anchor")
        }
    }

    func overrides() throws -> RunOverrides {
        RunOverrides(intervals: try parsedIntervals(), tempo: tempo, timingPattern: try parsedPattern(), timingPosition: position)
    }
}

/// A training command: `peach compare`, `peach match`, `peach timing`, `peach fill`, `peach
/// sing`, and any discipline registered after them. One generic command, named and
/// described by its discipline: ArgumentParser's commands are types, so each registered
/// discipline takes one of the numbered places below (`TrainingCommands.all`), in the
/// registry's order, and a new discipline needs no edit here.
struct TrainingCommand<Place: TrainingCommandPlace>: AsyncParsableCommand {
    /// The registered discipline in this command's place.
    static var discipline: any TrainingDiscipline { DisciplineRegistry.peach.disciplines[Place.index] }

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: discipline.mode.rawValue, abstract: discipline.summary + " Opens its screen, or runs --headless.",
            discussion: discipline.helpDiscussion)
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: TrainingOptions

    mutating func validate() throws {
        if options.intervals != nil, !Self.discipline.takesIntervals {
            throw ValidationError("--intervals is for the pitch disciplines (\(Self.commands { $0.takesIntervals }))")
        }
        if options.tempo != nil, !Self.discipline.takesTempo {
            throw ValidationError("--tempo is for the disciplines played to a tempo (\(Self.commands { $0.takesTempo }))")
        }
        if options.pattern != nil || options.position != nil, !Self.discipline.takesTimingPattern {
            throw ValidationError("--pattern and --position are for Compare Timing (timing)")
        }
        try options.validatePattern()
    }

    /// The registered disciplines' commands that take an option: "timing, fill, echo".
    static func commands(_ taking: (any TrainingDiscipline) -> Bool) -> String {
        DisciplineRegistry.peach.disciplines.filter(taking).map(\.mode.rawValue).joined(separator: ", ")
    }

    func run() async throws {
        try await global.studio.train(Self.discipline.mode, headless: options.headless, overrides: options.overrides(), seed: options.seed)
    }
}

/// A training command's place in the registry's list of disciplines.
protocol TrainingCommandPlace {
    static var index: Int { get }
}

enum TrainingCommands {
    enum Place0: TrainingCommandPlace { static let index = 0 }
    enum Place1: TrainingCommandPlace { static let index = 1 }
    enum Place2: TrainingCommandPlace { static let index = 2 }
    enum Place3: TrainingCommandPlace { static let index = 3 }
    enum Place4: TrainingCommandPlace { static let index = 4 }
    enum Place5: TrainingCommandPlace { static let index = 5 }
    enum Place6: TrainingCommandPlace { static let index = 6 }
    enum Place7: TrainingCommandPlace { static let index = 7 }
    enum Place8: TrainingCommandPlace { static let index = 8 }
    enum Place9: TrainingCommandPlace { static let index = 9 }
    enum Place10: TrainingCommandPlace { static let index = 10 }
    enum Place11: TrainingCommandPlace { static let index = 11 }

    static let places: [any ParsableCommand.Type] = [
        TrainingCommand<Place0>.self, TrainingCommand<Place1>.self, TrainingCommand<Place2>.self, TrainingCommand<Place3>.self,
        TrainingCommand<Place4>.self, TrainingCommand<Place5>.self, TrainingCommand<Place6>.self, TrainingCommand<Place7>.self,
        TrainingCommand<Place8>.self, TrainingCommand<Place9>.self, TrainingCommand<Place10>.self, TrainingCommand<Place11>.self,
    ]

    /// One command for each registered discipline, in the registry's order. Twelve places
    /// are more than the start screen's disciplines need; a thirteenth discipline adds a place.
    static var all: [any ParsableCommand.Type] {
        let count = DisciplineRegistry.peach.disciplines.count
        precondition(count <= places.count, "\(count) disciplines registered, \(places.count) command places: add places")
        return Array(places.prefix(count))
    }
}
