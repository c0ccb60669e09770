import Foundation
import PeachCore

/// Reads TOML byte by byte (the file is valid UTF-8 by the time it gets here), keeping the
/// line and column (in characters) of where it is.
struct TOMLScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1
    /// A line ended in CR LF somewhere: edits keep that style.
    private(set) var sawCarriageReturn = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func advance() {
        guard let byte = peek else { return }
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // A continuation byte belongs to the character before it.
            column += 1
        }
    }

    func error(_ message: String) -> TOMLSyntaxError { TOMLSyntaxError(line: line, column: column, message: message) }

    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        // As the scanner counts: a byte-order mark takes no column.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0
        for byte in bytes[start..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The offset of the line break (CR or LF) that ends the line `offset` is on, or the end.
    static func endOfLine(from offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    mutating func skipSpaces() {
        while let byte = peek, byte == 0x20 || byte == 0x09 { advance() }
    }

    mutating func skipComment() throws {
        guard peek == UInt8(ascii: "#") else { return }
        while let byte = peek, byte != 0x0A {
            if byte == 0x0D { try lineBreak() ; return }
            advance()
        }
    }

    /// At a CR: it must start a CR LF.
    private mutating func lineBreak() throws {
        guard offset + 1 < bytes.count, bytes[offset + 1] == 0x0A else {
            throw error("a carriage return without a line feed: lines end in LF or CR LF")
        }
        sawCarriageReturn = true
        advance()
    }

    /// Blank lines and comments, also across lines (between entries and inside arrays).
    mutating func skipBlankAndComments() throws {
        while let byte = peek {
            switch byte {
            case 0x20, 0x09, 0x0A: advance()
            case 0x0D: try lineBreak()
            case UInt8(ascii: "#"): try skipComment()
            default: return
            }
        }
    }

    mutating func expect(_ wanted: Character) throws {
        guard let byte = peek, byte == wanted.asciiValue! else {
            throw error("expected '\(wanted)'\(peek.map { ", found '\(describe($0))'" } ?? " before the end")")
        }
        advance()
    }

    mutating func endOfLine() throws {
        skipSpaces()
        try skipComment()
        if peek == 0x0D { try lineBreak() }
        guard let byte = peek else { return }
        guard byte == 0x0A else { throw error("unexpected '\(describe(byte))' after the value") }
        advance()
    }

    /// The character starting at the current byte, for messages.
    private func describe(_ byte: UInt8) -> String {
        guard byte >= 0x20 else { return byte == 0x09 ? "\\t" : String(format: "\\u%04x", byte) }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    mutating func bareKey() throws -> String {
        let start = offset
        while let byte = peek, Self.isKeyByte(byte) { advance() }
        guard offset > start else {
            if peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "'") { throw error("quoted keys are not supported; use a bare key") }
            throw error(peek.map { "expected a key, found '\(describe($0))'" } ?? "expected a key")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    mutating func keyValue(depth: Int) throws -> TOMLEntry {
        let (startLine, startColumn, keyOffset) = (line, column, offset)
        let key = try bareKey()
        skipSpaces()
        if peek == UInt8(ascii: ".") { throw error("dotted keys are not supported; use a [section]") }
        try expect("=")
        skipSpaces()
        let start = offset
        let value: TOMLValue
        do {
            value = try self.value(depth: depth)
        } catch var error as TOMLSyntaxError {
            error.key = error.key.map { "\(key).\($0)" } ?? key
            throw error
        }
        return TOMLEntry(key: key, value: value, line: startLine, column: startColumn, valueRange: start..<offset, keyOffset: keyOffset)
    }

    mutating func value(depth: Int) throws -> TOMLValue {
        guard let byte = peek else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try basicString())
        case UInt8(ascii: "'"): return .string(try literalString())
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "{"): return try inlineTable(depth: depth + 1)
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return try boolean()
        case 0x0A, 0x0D, UInt8(ascii: "#"): throw error("expected a value before the end of the line")
        default: return try number()
        }
    }

    private mutating func checkDepth(_ depth: Int) throws {
        guard depth <= TOMLDocument.nestingLimit else {
            throw error("arrays and tables nest more than \(TOMLDocument.nestingLimit) deep")
        }
    }

    private mutating func basicString() throws -> String {
        if bytes[offset...].starts(with: [0x22, 0x22, 0x22]) { throw error("multi-line strings (\"\"\") are not supported") }
        advance()
        var result: [UInt8] = []
        while true {
            guard let byte = peek, byte != 0x0A, byte != 0x0D else { throw error("unterminated string") }
            advance()
            if byte == 0x22 { return String(decoding: result, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                if byte < 0x20 && byte != 0x09 { throw error("a control character inside a string") }
                result.append(byte)
                continue
            }
            guard let escaped = peek else { throw error("unterminated string") }
            advance()
            switch escaped {
            case UInt8(ascii: "\""): result.append(0x22)
            case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                var hex = ""
                for _ in 0..<(escaped == UInt8(ascii: "u") ? 4 : 8) {
                    guard let digit = peek, Character(Unicode.Scalar(digit)).isHexDigit else { throw error("bad unicode escape") }
                    hex.append(Character(Unicode.Scalar(digit)))
                    advance()
                }
                guard let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) else { throw error("bad unicode escape") }
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw error("unknown escape '\\\(String(decoding: [escaped], as: UTF8.self))'")
            }
        }
    }

    private mutating func literalString() throws -> String {
        if bytes[offset...].starts(with: [0x27, 0x27, 0x27]) { throw error("multi-line strings (''') are not supported") }
        advance()
        let start = offset
        while true {
            guard let byte = peek, byte != 0x0A, byte != 0x0D else { throw error("unterminated string") }
            if byte == 0x27 {
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                advance()
                return text
            }
            advance()
        }
    }

    private mutating func array(depth: Int) throws -> TOMLValue {
        try checkDepth(depth)
        advance()
        var items: [TOMLValue] = []
        while true {
            try skipBlankAndComments()
            if peek == UInt8(ascii: "]") {
                advance()
                return .array(items)
            }
            items.append(try value(depth: depth))
            try skipBlankAndComments()
            if peek == UInt8(ascii: ",") {
                advance()
            } else if peek != UInt8(ascii: "]") {
                throw error(peek == nil ? "the array is not closed with ']'" : "expected ',' or ']' in the array")
            }
        }
    }

    private mutating func inlineTable(depth: Int) throws -> TOMLValue {
        try checkDepth(depth)
        advance()
        var entries: [TOMLEntry] = []
        var keys: Set<String> = []
        skipSpaces()
        if peek == UInt8(ascii: "}") {
            advance()
            return .table([])
        }
        while true {
            skipSpaces()
            let entry = try keyValue(depth: depth)
            guard keys.insert(entry.key).inserted else {
                throw TOMLSyntaxError(line: entry.line, column: entry.column, message: "key '\(Excerpt.of(entry.key))' is set twice")
            }
            entries.append(entry)
            skipSpaces()
            if peek == UInt8(ascii: ",") {
                advance()
            } else if peek == UInt8(ascii: "}") {
                advance()
                return .table(entries)
            } else {
                throw error(peek == nil ? "the inline table is not closed with '}'" : "expected ',' or '}' in the inline table (it stays on one line)")
            }
        }
    }

    private mutating func boolean() throws -> TOMLValue {
        for word in ["true", "false"] where bytes[offset...].starts(with: Array(word.utf8)) {
            for _ in word.utf8 { advance() }
            return .boolean(word == "true")
        }
        return try number()
    }

    /// Integers (decimal, 0x, 0o, 0b, with underscores between digits), floats (decimal
    /// with fraction or exponent, inf, nan, signed).
    private mutating func number() throws -> TOMLValue {
        let (startLine, startColumn) = (line, column)
        let start = offset
        while let byte = peek, Self.isKeyByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") { advance() }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        func failure() -> TOMLSyntaxError {
            TOMLSyntaxError(
                line: startLine, column: startColumn,
                message: text.isEmpty
                    ? "expected a value, found '\(peek.map { describe($0) } ?? "the end of the file")'"
                    : "'\(Excerpt.of(text))' is not a value (strings need quotes)")
        }
        guard !text.isEmpty else { throw failure() }
        var body = Substring(text)
        var sign = ""
        if let first = body.first, first == "+" || first == "-" {
            sign = first == "-" ? "-" : ""
            body = body.dropFirst()
        }
        guard !body.isEmpty else { throw failure() }
        switch body {
        case "inf": return .float(sign == "-" ? -.infinity : .infinity)
        case "nan": return .float(.nan)
        default: break
        }
        // Underscores only between two digits.
        let characters = Array(body)
        for (index, character) in characters.enumerated() where character == "_" {
            guard index > 0, index + 1 < characters.count, characters[index - 1].isHexDigit, characters[index + 1].isHexDigit else {
                throw failure()
            }
        }
        let digits = body.replacingOccurrences(of: "_", with: "")
        for (prefix, radix, allowed) in [("0x", 16, "0123456789abcdefABCDEF"), ("0o", 8, "01234567"), ("0b", 2, "01")] where digits.hasPrefix(prefix) {
            let rest = digits.dropFirst(2)
            guard sign.isEmpty, text.first != "+", !rest.isEmpty, rest.allSatisfy({ allowed.contains($0) }),
                  let value = Int(rest, radix: radix) else { throw failure() }
            return .integer(value)
        }
        if digits.allSatisfy(\.isNumber) {
            // TOML forbids leading zeros in decimal integers.
            guard digits == "0" || !digits.hasPrefix("0") else { throw failure() }
            guard let value = Int(sign + digits) else {
                throw TOMLSyntaxError(line: startLine, column: startColumn, message: "'\(Excerpt.of(text))' is too large for an integer")
            }
            return .integer(value)
        }
        guard Self.isDecimalFloat(digits), let value = Double(sign + digits) else { throw failure() }
        guard value.isFinite else {
            throw TOMLSyntaxError(line: startLine, column: startColumn, message: "'\(Excerpt.of(text))' is too large for a number")
        }
        return .float(value)
    }

    /// `1.5`, `3e-2`, `6.02E23`: digits (no leading zero), then a fraction, an exponent or both.
    static func isDecimalFloat(_ text: String) -> Bool {
        let characters = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < characters.count, (0x30...0x39).contains(characters[index]) { index += 1 }
            return index - start
        }
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || characters[0] != 0x30 else { return false }
        var hasFraction = false, hasExponent = false
        if index < characters.count, characters[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
            hasFraction = true
        }
        if index < characters.count, characters[index] == UInt8(ascii: "e") || characters[index] == UInt8(ascii: "E") {
            index += 1
            if index < characters.count, characters[index] == UInt8(ascii: "+") || characters[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
            hasExponent = true
        }
        return index == characters.count && (hasFraction || hasExponent)
    }
}
