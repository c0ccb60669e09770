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
    public enum Kind: Sendable, Hashable {
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
    }

    /// The config file's key: `phraseScale`.
    public let key: String
    public let kind: Kind
    /// Who owns it, for a refusal: "Play It Back".
    public let owner: String

    public init(key: String, kind: Kind, owner: String) {
        if case let .words(choices) = kind { precondition(!choices.isEmpty, "a setting without choices") }
        if case let .number(range, value, _, _) = kind { precondition(range.contains(value), "a default outside its range") }
        if case let .list(words, value) = kind { precondition(!value.isEmpty && value.allSatisfy(words.contains), "a default list outside its words") }
        self.key = key
        self.kind = kind
        self.owner = owner
    }

    /// A setting of words, the first the default.
    public init(key: String, choices: [String], owner: String) {
        self.init(key: key, kind: .words(choices), owner: owner)
    }

    /// The words a setting of words (or a list) may be given; none for another kind.
    public var choices: [String] {
        switch kind {
        case let .words(choices), let .list(choices, _): choices
        case .number, .flag: []
        }
    }

    /// What applies while the file says nothing, as the file would say it.
    public var defaultChoice: String {
        switch kind {
        case let .words(choices): choices[0]
        case let .number(_, value, _, _): Self.text(value)
        case let .flag(value): value ? "true" : "false"
        case let .list(_, value): Self.listText(value)
        }
    }

    /// What it says among a file's values (by key): the file's, or its default where the file
    /// says none (or one it does not take: the config reader refuses or clamps those first).
    public func value(in values: [String: String]) -> String {
        values[key].flatMap(accepts) ?? defaultChoice
    }

    /// `text` as it applies: a word it knows, a number clamped into its range, a flag, a list
    /// of its words in their order; nil for a text it cannot take.
    public func accepts(_ text: String) -> String? {
        switch kind {
        case let .words(choices): return choices.contains(text) ? text : nil
        case let .number(range, _, _, _):
            // ±inf is clamped, as the config file's inf is; nan is no number.
            guard let number = Double(text), !number.isNaN else { return nil }
            return Self.text(min(max(number, range.lowerBound), range.upperBound))
        case .flag: return text == "true" || text == "false" ? text : nil
        case let .list(words, _):
            let given = Self.words(text)
            guard !given.isEmpty, given.allSatisfy(words.contains) else { return nil }
            return Self.listText(words.filter(given.contains))
        }
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
