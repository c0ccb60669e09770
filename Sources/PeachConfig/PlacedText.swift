/// A config value handed on undecoded to the adapter that owns its meaning (the MIDI
/// side's backend names), with its place: a value the adapter refuses is still named
/// with the file, line, column and key, as every other error of the file is.
public struct PlacedText: Sendable, Hashable {
    public var text: String
    public var file: String
    public var line: Int
    public var column: Int
    public var key: String

    public init(text: String, file: String, line: Int, column: Int, key: String) {
        self.text = text
        self.file = file
        self.line = line
        self.column = column
        self.key = key
    }

    /// The adapter's value; its error's words become a `ConfigError` at this place.
    public func decoded<Value>(_ decode: (String) throws -> Value) throws(ConfigError) -> Value {
        do {
            return try decode(text)
        } catch {
            throw ConfigError(file: file, line: line, column: column, key: key, message: "\(error)")
        }
    }
}
