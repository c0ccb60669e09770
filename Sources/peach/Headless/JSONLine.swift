import Foundation

/// One line of the headless mode's output: a JSON object whose keys keep their order
/// ("event" first), written unbuffered.
struct JSONLine {
    enum Value {
        case string(String)
        case number(Double)
        case integer(Int)
        case bool(Bool)
    }

    private var fields: [(String, Value)] = []

    init(event: String) {
        fields.append(("event", .string(event)))
    }

    func with(_ key: String, _ value: Value) -> JSONLine {
        var copy = self
        copy.fields.append((key, value))
        return copy
    }

    var text: String {
        "{" + fields.map { "\(Self.quoted($0.0)):\(Self.encode($0.1))" }.joined(separator: ",") + "}"
    }

    func emit() { printLine(text) }

    private static func encode(_ value: Value) -> String {
        switch value {
        case let .string(text): quoted(text)
        case let .number(number): number.isFinite ? "\(number)" : "null"
        case let .integer(number): "\(number)"
        case let .bool(flag): flag ? "true" : "false"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
