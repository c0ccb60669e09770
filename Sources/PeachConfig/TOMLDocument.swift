import Foundation
import PeachCore

/// A value of the TOML subset Peach's configuration uses.
public indirect enum TOMLValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    case array([TOMLValue])
    case table([TOMLEntry])

    var typeName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .float: "a decimal number"
        case .boolean: "true or false"
        case .array: "an array"
        case .table: "an inline table"
        }
    }
}

/// `key = value`, with where it stands: its line and column for messages, and the byte
/// range of its value in the file, so that an edit replaces exactly that and nothing else.
public struct TOMLEntry: Hashable, Sendable {
    public var key: String
    public var value: TOMLValue
    public var line: Int
    public var column: Int
    /// The value's bytes in the file's UTF-8 text: a multi-line array or an inline table
    /// whole, without the comment after it.
    public var valueRange: Range<Int>
    /// Where the key starts.
    public var keyOffset: Int
}

/// A syntax error, with the place it was found.
public struct TOMLSyntaxError: Error, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    /// The key whose value holds the error ("higher.note" inside an inline table), when
    /// the error is in a value: a refusal names what to fix.
    public var key: String?
    public var description: String { "line \(line), column \(column): \(key.map { "\(Excerpt.of($0)): " } ?? "")\(message)" }
}

/// A parsed TOML document: sections (`[name]`, "" for the top) and their entries, in file
/// order. Peach reads the subset its configuration needs: tables, bare keys, strings,
/// integers, floats (inf and nan included), booleans, arrays and inline tables; anything
/// else is an error with its line and column, never a guess. Lines end in LF or CR LF; a
/// byte-order mark is skipped. Reading is linear in the file's size, and nesting is
/// limited, so no file can make it slow or exhaust the stack.
public struct TOMLDocument: Sendable {
    public struct Section: Sendable {
        public var name: String
        public var line: Int
        public var entries: [TOMLEntry]
        /// Where the section's last line ends (its header's, or its last entry's), before
        /// the line break: where a new key of this section goes.
        public var end: Int
    }

    public static let nestingLimit = 32

    public var sections: [Section] = []
    /// "\r\n" when the file's lines end that way, else "\n": what an edit writes.
    public var lineEnding = "\n"

    public func section(_ name: String) -> [TOMLEntry] {
        sections.filter { $0.name == name }.flatMap(\.entries)
    }

    public init(parsing text: String) throws {
        try self.init(parsing: Array(text.utf8))
    }

    public init(parsing bytes: [UInt8]) throws {
        if let invalid = Self.firstInvalidUTF8(bytes) {
            let (line, column) = TOMLScanner.position(of: invalid, in: bytes)
            throw TOMLSyntaxError(line: line, column: column, message: "the file is not UTF-8 text (an invalid byte here); save it as UTF-8")
        }
        var scanner = TOMLScanner(bytes: bytes)
        scanner.skipByteOrderMark()
        sections = [Section(name: "", line: 1, entries: [], end: scanner.offset)]
        var keys: [Set<String>] = [[]]
        var seen: [String: Int] = ["": 1]
        while true {
            try scanner.skipBlankAndComments()
            guard let byte = scanner.peek else { break }
            if byte == UInt8(ascii: "[") {
                let (line, column) = (scanner.line, scanner.column)
                scanner.advance()
                if scanner.peek == UInt8(ascii: "[") { throw scanner.error("arrays of tables ([[…]]) are not supported") }
                scanner.skipSpaces()
                let name = try scanner.bareKey()
                scanner.skipSpaces()
                try scanner.expect("]")
                let end = scanner.offset
                try scanner.endOfLine()
                if let first = seen[name] {
                    throw TOMLSyntaxError(line: line, column: column, message: "section [\(name)] appears twice (first on line \(first)); merge them")
                }
                seen[name] = line
                sections.append(Section(name: name, line: line, entries: [], end: end))
                keys.append([])
            } else {
                let entry = try scanner.keyValue(depth: 0)
                let end = scanner.offset
                do {
                    try scanner.endOfLine()
                } catch var error as TOMLSyntaxError {
                    error.key = entry.key
                    throw error
                }
                guard keys[keys.count - 1].insert(entry.key).inserted else {
                    throw TOMLSyntaxError(line: entry.line, column: entry.column, message: "key '\(Excerpt.of(entry.key))' is set twice")
                }
                sections[sections.count - 1].entries.append(entry)
                sections[sections.count - 1].end = max(end, entry.valueRange.upperBound)
            }
        }
        lineEnding = scanner.sawCarriageReturn ? "\r\n" : "\n"
        // A comment after the last entry stays after it: the section ends at its entry's line.
        for index in sections.indices {
            sections[index].end = TOMLScanner.endOfLine(from: sections[index].end, in: bytes)
        }
    }

    /// The offset of the first byte that does not belong to valid UTF-8, if any.
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? { UTF8Text.firstInvalidByte(bytes) }
}
