import Foundation

/// A setting one discipline owns, declared in its own folder and registered with it: a key
/// of the config file's `[training]` table, the words the file may give it, and the one that
/// applies while it gives none. The config file refuses any other word with its line and
/// column; the settings screen steps through the words in their order. Peach's own settings
/// (the note range, the tempo, …) are shared by several disciplines and are not these. The
/// words are quoted in the file (`"2"`, not `2`). A key is its own: no other discipline's (the
/// registry refuses that) and none of Peach's shared settings' (the registry's test checks
/// that: a shared key would be read as Peach's, the discipline's never).
public struct DisciplineSetting: Sendable, Hashable {
    /// The config file's key: `phraseScale`.
    public let key: String
    /// What the file may say, in the order the settings screen steps through them; the first
    /// is the default.
    public let choices: [String]
    /// Who owns it, for a refusal: "Play It Back".
    public let owner: String

    public init(key: String, choices: [String], owner: String) {
        precondition(!choices.isEmpty, "a setting without choices")
        self.key = key
        self.choices = choices
        self.owner = owner
    }

    /// What applies while the file says nothing.
    public var defaultChoice: String { choices[0] }

    /// What it says among a file's `choices` (by key): its word, or its default where the file
    /// says none (or one it does not know: the config reader refuses those).
    public func value(in choices: [String: String]) -> String {
        choices[key].flatMap { self.choices.contains($0) ? $0 : nil } ?? defaultChoice
    }

    /// What a config file may say, for a refusal: `"major", "minor", "chromatic"`.
    public var quotedChoices: String { choices.map { "\"\($0)\"" }.joined(separator: ", ") }
}
