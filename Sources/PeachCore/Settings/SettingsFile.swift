/// The file the settings screen shows and edits: read as it is now (an editor may have
/// changed it), and written one setting at a time with the rest of the file kept as the
/// musician wrote it.
public protocol SettingsFile: Sendable {
    var path: String { get }
    /// The training settings the file asks for, and what reading it said (values out of
    /// range and the ones used instead, unknown keys).
    func read() throws -> (request: SettingsRequest, warnings: [String])
    /// Sets one training setting; a file that no longer parses is never written over, and
    /// then throws `SettingsFileSyntaxError`.
    func write(_ key: String, value: String) throws
}

/// The settings file does not parse: where, and why.
public struct SettingsFileSyntaxError: Error, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
