import Foundation

/// A setting one discipline owns, declared in its own folder and registered with it: a key
/// of the config file's `[training]` table, what the file may give it, and what applies
/// while it gives nothing. Peach's own settings (the note range, the tempo, …) are shared
/// by several disciplines and are not these. A key is its own: no other discipline's (the
/// registry refuses that) and none of Peach's shared settings' (the registry's test checks
/// that: a shared key would be read as Peach's, the discipline's never).
///
/// The file's value is kept as its text (`TrainingSettings.disciplineChoices`): a word, a
/// number, `true`/`false` or a list of words (joined by commas), as the kind says.
public struct DisciplineSetting: Sendable, Hashable {
    /// What a whole number may be: its range, what applies without one, and the values the
    /// settings screen steps through.
    public struct WholeNumbers: Sendable, Hashable {
        public var range: ClosedRange<Int>
        public var defaultValue: Int
        /// The values ←→ steps through, from a value between them to the next each way (Compare
        /// Timing's repetitions: 1, 2, 3, 5, 10, 20); empty: every number of the range, round it.
        public var stops: [Int]
        /// What a value outside the range is, in the warning that clamps it ("is not a click the
        /// pattern "* - * -" may move …"); nil: "is outside 1 … 20".
        public var outside: String?

        public init(_ range: ClosedRange<Int>, default defaultValue: Int, stops: [Int] = [], outside: String? = nil) {
            precondition(range.contains(defaultValue) && stops.allSatisfy(range.contains), "a default or a stop outside its range")
            self.range = range
            self.defaultValue = defaultValue
            self.stops = stops
            self.outside = outside
        }

        /// `value` moved `steps` on the settings screen.
        public func stepped(_ value: Int, by steps: Int) -> Int {
            guard !stops.isEmpty else {
                let count = range.count, index = min(max(value, range.lowerBound), range.upperBound) - range.lowerBound
                return range.lowerBound + ((index + steps) % count + count) % count
            }
            var value = value
            for _ in 0..<abs(steps) {
                value = steps > 0 ? stops.first { $0 > value } ?? stops.last! : stops.last { $0 < value } ?? stops.first!
            }
            return value
        }
    }

    public indirect enum Kind: Sendable, Hashable {
        /// Words, quoted in the file (`"2"`, not `2`), in the order the settings screen steps
        /// through them; the first is the default. Any other word is refused with its place.
        case words([String])
        /// A number within `range` (the file's number, clamped into it with a warning), moved
        /// on the settings screen by `step` (or `coarseStep`), and what applies without one.
        case number(ClosedRange<Double>, default: Double, step: Double, coarseStep: Double)
        /// `true` or `false`.
        case flag(default: Bool)
        /// Some of these words, at least one, in a list in the file (`["beat", "and"]`); kept
        /// in their order, each once; an empty list is replaced by the default with a warning.
        case list([String], default: [String])
        /// A whole number, written bare in the file (`20`), clamped into its range with a warning.
        case wholeNumber(WholeNumbers)
        /// A whole number whose range, default and steps follow the word another setting of the
        /// discipline has (the click Compare Timing moves: one its pattern has). Set for one
        /// word, it is clamped into the next one's range.
        case wholeNumberFollowing(DisciplineSetting, [String: WholeNumbers])
    }

    /// The config file's key: `phraseScale`.
    public let key: String
    public let kind: Kind
    /// Who owns it, for a refusal: "Play It Back".
    public let owner: String
    /// What a refusal calls its words: "is not one of Compare Timing's patterns".
    public let valuesName: String
    /// The command-line option that sets it for one run on its discipline's command, without
    /// its dashes (`pattern` for `--pattern`); nil: only the file and the settings screen do.
    public let option: String?
    /// Other ways a musician writes one of its words, to the word: Compare Timing's patterns
    /// written without spaces ("*-**") or with x for a click. Nil: the words as listed.
    public let spelling: Spelling?

    /// How a word may be written besides exactly.
    public enum Spelling: Sendable, Hashable {
        /// Spaces left out or added, and these characters standing for those ("x" for "*").
        case spacesFree(standIns: [Character: Character])

        func word(for text: String, among words: [String]) -> String? {
            switch self {
            case let .spacesFree(standIns):
                func plain(_ text: String) -> String { String(text.filter { !$0.isWhitespace }.map { standIns[$0] ?? $0 }) }
                return words.first { plain($0) == plain(text) }
            }
        }
    }

    public init(key: String, kind: Kind, owner: String, valuesName: String = "choices", option: String? = nil, spelling: Spelling? = nil) {
        if case let .words(choices) = kind { precondition(!choices.isEmpty, "a setting without choices") }
        if case let .number(range, value, _, _) = kind { precondition(range.contains(value), "a default outside its range") }
        if case let .list(words, value) = kind { precondition(!value.isEmpty && value.allSatisfy(words.contains), "a default list outside its words") }
        self.key = key
        self.kind = kind
        self.owner = owner
        self.valuesName = valuesName
        self.option = option
        self.spelling = spelling
    }

    /// A setting of words, the first the default.
    public init(key: String, choices: [String], owner: String) {
        self.init(key: key, kind: .words(choices), owner: owner)
    }

    /// The words a setting of words (or a list) may be given; none for another kind.
    public var choices: [String] {
        switch kind {
        case let .words(choices), let .list(choices, _): choices
        case .number, .flag, .wholeNumber, .wholeNumberFollowing: []
        }
    }

    /// A word of its words as a musician may write it (`spelling`), as listed; nil for none.
    public func word(for text: String) -> String? {
        let words = choices
        if words.contains(text) { return text }
        return spelling?.word(for: text, among: words)
    }

    /// What a whole number may be where the file's values are `values` (by key): for one that
    /// follows another setting, what that setting's word allows.
    public func wholeNumbers(in values: [String: String]) -> WholeNumbers? {
        switch kind {
        case let .wholeNumber(numbers): return numbers
        case let .wholeNumberFollowing(followed, table): return table[followed.value(in: values)]
        case .words, .number, .flag, .list: return nil
        }
    }

    /// The settings `all` holds that follow this one (their range is this one's word's).
    public func followers(among all: [DisciplineSetting]) -> [DisciplineSetting] {
        all.filter { if case let .wholeNumberFollowing(followed, _) = $0.kind { followed.key == key } else { false } }
    }

    /// What applies while the file says nothing, as the file would say it (for a whole number
    /// that follows another setting: with that setting at its own default; `value(in:)` gives
    /// it for the word the file has).
    public var defaultChoice: String {
        switch kind {
        case let .words(choices): choices[0]
        case let .number(_, value, _, _): Self.text(value)
        case let .flag(value): value ? "true" : "false"
        case let .list(_, value): Self.listText(value)
        case let .wholeNumber(numbers): "\(numbers.defaultValue)"
        case let .wholeNumberFollowing(followed, table): table[followed.defaultChoice].map { "\($0.defaultValue)" } ?? ""
        }
    }

    /// What it says among a file's values (by key): the file's, or its default where the file
    /// says none (or one it does not take: the config reader refuses or clamps those first).
    public func value(in values: [String: String]) -> String {
        if case .wholeNumberFollowing = kind, let numbers = wholeNumbers(in: values) {
            // The default of the word followed now, not of its default word.
            return values[key].flatMap { accepts($0, numbers) } ?? "\(numbers.defaultValue)"
        }
        return values[key].flatMap { accepts($0) } ?? defaultChoice
    }

    /// `text` as it applies: a word it knows, a number clamped into its range, a flag, a list
    /// of its words in their order; nil for a text it cannot take.
    public func accepts(_ text: String) -> String? {
        switch kind {
        case .words: return word(for: text)
        case let .number(range, _, _, _):
            // ±inf is clamped, as the config file's inf is; nan is no number.
            guard let number = Double(text), !number.isNaN else { return nil }
            return Self.text(min(max(number, range.lowerBound), range.upperBound))
        case .flag: return text == "true" || text == "false" ? text : nil
        case let .list(words, _):
            let given = Self.words(text)
            guard !given.isEmpty, given.allSatisfy(words.contains) else { return nil }
            return Self.listText(words.filter(given.contains))
        case let .wholeNumber(numbers): return accepts(text, numbers)
        case let .wholeNumberFollowing(followed, table):
            return table[followed.defaultChoice].flatMap { accepts(text, $0) }
        }
    }

    private func accepts(_ text: String, _ numbers: WholeNumbers) -> String? {
        Int(text).map { "\(min(max($0, numbers.range.lowerBound), numbers.range.upperBound))" }
    }

    /// A list as the settings keep it: its words joined by commas ("beat,and").
    public static func listText(_ words: [String]) -> String { words.joined(separator: ",") }

    /// The words of a list kept so.
    public static func words(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }

    /// A number as the settings keep it and the file gets it back, written as a float: "0.7",
    /// "1.0"; exactly the file's value (the settings screen's steps keep to their grid).
    public static func text(_ number: Double) -> String { String(number) }

    /// What a config file may say, for a refusal: `"major", "minor", "chromatic"`; a list
    /// written so: `["beat", "and"]`.
    public var quotedChoices: String { Self.quoted(choices) }

    public static func quoted(_ words: [String]) -> String { words.map { "\"\($0)\"" }.joined(separator: ", ") }
}
