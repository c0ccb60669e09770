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
    @Option(parsing: .unconditional, help: ArgumentHelp("The disciplines played to a tempo only (timing, fill, rhythm, echo, chords): the tempo for this run, 40 … 200 BPM, instead of the config's.", valueName: "bpm"))
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

    mutating func validate() throws {
        _ = try parsedIntervals()
        if let tempo, !SettingsLimits.tempo.contains(tempo) { throw ValidationError("--tempo must be within 40 … 200 BPM") }
    }

    /// The options of the disciplines' own settings (each setting names its option), as given.
    /// Declared here for ArgumentParser; what they mean is the registered settings'.
    var settingOptions: [(name: String, value: String)] {
        [("pattern", pattern), ("position", position.map(String.init))].compactMap { name, value in value.map { (name, $0) } }
    }

    /// The given options of `discipline`'s own settings, checked as the config file's values
    /// are, by key; an option another discipline's setting takes is refused, naming whose.
    func disciplineChoices(for discipline: any TrainingDiscipline) throws -> [String: String] {
        let own = discipline.ownSettings.map(\.setting)
        let strangers = settingOptions.filter { option in !own.contains { $0.option == option.name } }
        if !strangers.isEmpty {
            let owners = DisciplineRegistry.peach.disciplines.filter { other in
                other.ownSettings.contains { row in strangers.contains { $0.name == row.setting.option } }
            }
            let names = strangers.map { "--\($0.name)" }.joined(separator: " and ")
            // Without the discipline that owns it registered, the option means nothing here.
            let whose = owners.isEmpty ? "no discipline of this Peach" : owners.map { "\($0.ownSettings[0].setting.owner) (\($0.mode.rawValue))" }.joined(separator: ", ")
            throw ValidationError("\(names) \(strangers.count == 1 ? "is" : "are") for \(whose)")
        }
        var choices: [String: String] = [:]
        for option in settingOptions {
            let setting = own.first { $0.option == option.name }!
            choices[setting.key] = try Self.value(option.value, of: setting, given: choices, among: own)
        }
        return choices
    }

    /// `text` as `setting` takes it from its option, or the reason it does not.
    private static func value(_ text: String, of setting: DisciplineSetting, given choices: [String: String], among own: [DisciplineSetting]) throws -> String {
        let option = "--\(setting.option ?? setting.key)"
        switch setting.kind {
        case .words:
            guard let word = setting.word(for: text) else {
                throw ValidationError("\(option) '\(Excerpt.of(text))' is not one of \(setting.owner)'s \(setting.valuesName): \(setting.quotedChoices)")
            }
            return word
        case let .wholeNumber(numbers):
            guard let number = Int(text), numbers.range.contains(number) else {
                throw ValidationError("\(option) must be within \(numbers.range.lowerBound) … \(numbers.range.upperBound)")
            }
            return text
        case let .wholeNumberFollowing(followed, table):
            guard let number = Int(text) else { throw ValidationError("\(option) must be a whole number") }
            // With the option of the setting it follows, that word's range; without it, any
            // word's (the file's is known when the run starts: checked then).
            if let word = choices[followed.key], let numbers = table[word] {
                guard numbers.range.contains(number) else {
                    throw ValidationError("\(option) \(number) \(numbers.outside ?? "is outside \(numbers.range.lowerBound) … \(numbers.range.upperBound)")")
                }
            } else {
                let lowest = table.values.map(\.range.lowerBound).min() ?? 0, highest = table.values.map(\.range.upperBound).max() ?? 0
                guard (lowest...highest).contains(number) else { throw ValidationError("\(option) must be within \(lowest) … \(highest)") }
            }
            return text
        case .number, .flag, .list:
            guard let value = setting.accepts(text) else { throw ValidationError("\(option) '\(Excerpt.of(text))' is not a value of \(setting.key)") }
            return value
        }
    }

    func overrides(for discipline: any TrainingDiscipline) throws -> RunOverrides {
        RunOverrides(intervals: try parsedIntervals(), tempo: tempo, disciplineChoices: try disciplineChoices(for: discipline))
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
        _ = try options.disciplineChoices(for: Self.discipline)
    }

    /// The registered disciplines' commands that take an option: "timing, fill, echo".
    static func commands(_ taking: (any TrainingDiscipline) -> Bool) -> String {
        DisciplineRegistry.peach.disciplines.filter(taking).map(\.mode.rawValue).joined(separator: ", ")
    }

    func run() async throws {
        try await global.studio.train(Self.discipline.mode, headless: options.headless, overrides: options.overrides(for: Self.discipline), seed: options.seed)
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
