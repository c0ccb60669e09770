import Foundation

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
        case .float: "a number"
        case .boolean: "true or false"
        case .array: "an array"
        case .table: "an inline table"
        }
    }
}

/// `key = value`, with where it stands.
public struct TOMLEntry: Hashable, Sendable {
    public var key: String
    public var value: TOMLValue
    public var line: Int
    public var column: Int
}

/// A syntax error, with the place it was found.
public struct TOMLSyntaxError: Error, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A parsed TOML document: sections (`[name]`, "" for the top) and their entries, in file
/// order. Peach reads the subset its configuration needs: tables, bare keys, strings,
/// integers, floats, booleans, arrays and inline tables; anything else is an error with
/// its line and column, never a guess.
public struct TOMLDocument: Sendable {
    public var sections: [(name: String, line: Int, entries: [TOMLEntry])] = []

    public func section(_ name: String) -> [TOMLEntry] {
        sections.filter { $0.name == name }.flatMap(\.entries)
    }

    public init(parsing text: String) throws {
        var scanner = TOMLScanner(text: text)
        sections = [("", 1, [])]
        var seen: Set<String> = [""]
        while true {
            scanner.skipBlankAndComments()
            guard let character = scanner.peek else { break }
            if character == "[" {
                let (line, column) = (scanner.line, scanner.column)
                scanner.advance()
                scanner.skipSpaces()
                let name = try scanner.bareKey()
                scanner.skipSpaces()
                try scanner.expect("]")
                try scanner.endOfLine()
                guard seen.insert(name).inserted else {
                    throw TOMLSyntaxError(line: line, column: column, message: "section [\(name)] appears twice")
                }
                sections.append((name, line, []))
            } else {
                let entry = try scanner.keyValue()
                try scanner.endOfLine()
                if sections[sections.count - 1].entries.contains(where: { $0.key == entry.key }) {
                    throw TOMLSyntaxError(line: entry.line, column: entry.column, message: "key '\(entry.key)' is set twice")
                }
                sections[sections.count - 1].entries.append(entry)
            }
        }
    }
}

struct TOMLScanner {
    private let characters: [Character]
    private var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(text: String) {
        characters = Array(text)
    }

    var peek: Character? { index < characters.count ? characters[index] : nil }

    mutating func advance() {
        guard let character = peek else { return }
        index += 1
        if character == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    func error(_ message: String) -> TOMLSyntaxError { TOMLSyntaxError(line: line, column: column, message: message) }

    mutating func skipSpaces() {
        while let character = peek, character == " " || character == "\t" { advance() }
    }

    mutating func skipComment() {
        if peek == "#" { while let character = peek, character != "\n" { advance() } }
    }

    /// Blank lines and comments, also across lines (between entries and inside arrays).
    mutating func skipBlankAndComments() {
        while let character = peek {
            if character == " " || character == "\t" || character == "\n" || character == "\r" {
                advance()
            } else if character == "#" {
                skipComment()
            } else {
                break
            }
        }
    }

    mutating func expect(_ wanted: Character) throws {
        guard peek == wanted else { throw error("expected '\(wanted)'\(peek.map { ", found '\($0)'" } ?? " before the end")") }
        advance()
    }

    mutating func endOfLine() throws {
        skipSpaces()
        skipComment()
        if peek == "\r" { advance() }
        guard peek == nil || peek == "\n" else { throw error("unexpected '\(peek!)' after the value") }
        advance()
    }

    mutating func bareKey() throws -> String {
        var key = ""
        while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "-" {
            key.append(character)
            advance()
        }
        guard !key.isEmpty else { throw error(peek.map { "expected a key, found '\($0)'" } ?? "expected a key") }
        return key
    }

    mutating func keyValue() throws -> TOMLEntry {
        let (startLine, startColumn) = (line, column)
        let key = try bareKey()
        skipSpaces()
        if peek == "." { throw error("dotted keys are not supported; use a [section]") }
        try expect("=")
        skipSpaces()
        let value = try self.value()
        return TOMLEntry(key: key, value: value, line: startLine, column: startColumn)
    }

    mutating func value() throws -> TOMLValue {
        guard let character = peek else { throw error("expected a value") }
        switch character {
        case "\"": return .string(try basicString())
        case "'": return .string(try literalString())
        case "[": return try array()
        case "{": return try inlineTable()
        case "t", "f": return try boolean()
        default: return try number()
        }
    }

    private mutating func basicString() throws -> String {
        advance()
        var result = ""
        while true {
            guard let character = peek, character != "\n" else { throw error("unterminated string") }
            advance()
            if character == "\"" { return result }
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard let escaped = peek else { throw error("unterminated string") }
            advance()
            switch escaped {
            case "\"": result.append("\"")
            case "\\": result.append("\\")
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "u", "U":
                var hex = ""
                for _ in 0..<(escaped == "u" ? 4 : 8) {
                    guard let digit = peek, digit.isHexDigit else { throw error("bad unicode escape") }
                    hex.append(digit)
                    advance()
                }
                guard let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) else { throw error("bad unicode escape") }
                result.unicodeScalars.append(scalar)
            default: throw error("unknown escape '\\\(escaped)'")
            }
        }
    }

    private mutating func literalString() throws -> String {
        advance()
        var result = ""
        while true {
            guard let character = peek, character != "\n" else { throw error("unterminated string") }
            advance()
            if character == "'" { return result }
            result.append(character)
        }
    }

    private mutating func array() throws -> TOMLValue {
        advance()
        var items: [TOMLValue] = []
        while true {
            skipBlankAndComments()
            if peek == "]" {
                advance()
                return .array(items)
            }
            items.append(try value())
            skipBlankAndComments()
            if peek == "," {
                advance()
            } else if peek != "]" {
                throw error("expected ',' or ']' in the array")
            }
        }
    }

    private mutating func inlineTable() throws -> TOMLValue {
        advance()
        var entries: [TOMLEntry] = []
        skipSpaces()
        if peek == "}" {
            advance()
            return .table([])
        }
        while true {
            skipSpaces()
            let entry = try keyValue()
            if entries.contains(where: { $0.key == entry.key }) {
                throw TOMLSyntaxError(line: entry.line, column: entry.column, message: "key '\(entry.key)' is set twice")
            }
            entries.append(entry)
            skipSpaces()
            if peek == "," {
                advance()
            } else if peek == "}" {
                advance()
                return .table(entries)
            } else {
                throw error("expected ',' or '}' in the inline table")
            }
        }
    }

    private mutating func boolean() throws -> TOMLValue {
        for word in ["true", "false"] where characters[index...].starts(with: word) {
            for _ in word { advance() }
            return .boolean(word == "true")
        }
        throw error("expected a value")
    }

    private mutating func number() throws -> TOMLValue {
        let (startLine, startColumn) = (line, column)
        var text = ""
        while let character = peek, character.isNumber || "+-._eE".contains(character) || character.isLetter {
            text.append(character)
            advance()
        }
        let digits = text.replacingOccurrences(of: "_", with: "")
        if let integer = Int(digits) { return .integer(integer) }
        if let float = Double(digits), !digits.isEmpty, digits.rangeOfCharacter(from: .letters.subtracting(CharacterSet(charactersIn: "eE"))) == nil {
            return .float(float)
        }
        if digits == "inf" || digits == "+inf" { return .float(.infinity) }
        if digits == "-inf" { return .float(-.infinity) }
        throw TOMLSyntaxError(
            line: startLine, column: startColumn,
            message: text.isEmpty ? "expected a value, found '\(peek.map(String.init) ?? "end of file")'" : "'\(text)' is not a value (strings need quotes)")
    }
}
