import Foundation
import PeachCore

/// The config file as the settings screen edits it: `[training]` read with every warning,
/// and one `key = value` written at a time through `ConfigEditor`, which keeps comments and
/// layout and never writes over a file that does not parse.
public struct ConfigSettingsFile: SettingsFile {
    public let path: String
    /// The adapters' own keys (MIDI backend, JACK client name), checked by their rules:
    /// the config adapter does not know them.
    private let check: @Sendable (PeachConfiguration) throws -> Void
    /// The `[training]` keys the registered disciplines own.
    private let disciplineSettings: [DisciplineSetting]

    public init(
        path: String, check: @escaping @Sendable (PeachConfiguration) throws -> Void = { _ in }, disciplineSettings: [DisciplineSetting]
    ) {
        self.path = path
        self.check = check
        self.disciplineSettings = disciplineSettings
    }

    public func read() throws -> (request: SettingsRequest, warnings: [String]) {
        let configuration = try PeachConfiguration.load(path: path, disciplineSettings: disciplineSettings)
        try check(configuration)
        return (configuration.training, configuration.warnings)
    }

    /// A file Peach would refuse (a value out of its kind, a discipline's word it lacks, an
    /// adapter's key) is never written into either: the setting would be saved into a file
    /// the next start stops at.
    public func write(_ key: String, value: String) throws {
        do {
            // Read once: the text checked is the text edited.
            var editor = try ConfigEditor.opening(path)
            do {
                try check(PeachConfiguration.parse(editor.text, file: path, disciplineSettings: disciplineSettings))
            } catch let error as ConfigError {
                throw SettingsFileSyntaxError(line: error.line, column: error.column, message: (error.key.map { "\($0): " } ?? "") + error.message)
            }
            try editor.set(key, to: value, in: "training")
            try editor.save(to: path)
        } catch let error as TOMLSyntaxError {
            throw SettingsFileSyntaxError(line: error.line, column: error.column, message: error.message)
        }
    }
}
