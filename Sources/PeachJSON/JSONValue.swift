import Foundation

/// A JSON value written with its keys in the order given (so "event" comes first in a
/// headless line) and numbers as the shortest decimal that reads back to the same value.
public indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// On one line, no spaces.
    public var text: String {
        switch self {
        case let .string(text): Self.quoted(text)
        // Swift's description of a Double is the shortest text that reads back exactly.
        case let .number(number): number.isFinite ? "\(number)" : "null"
        case let .integer(number): "\(number)"
        case let .bool(flag): flag ? "true" : "false"
        case .null: "null"
        case let .array(values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case let .object(fields): "{" + fields.map { "\(Self.quoted($0.0)):\($0.1.text)" }.joined(separator: ",") + "}"
        }
    }

    /// A number rounded to `decimals` places (cents to the hundredth say all an estimate can).
    public static func rounded(_ value: Double, decimals: Int = 2) -> JSONValue {
        let scale = pow(10, Double(decimals))
        return .number((value * scale).rounded() / scale)
    }

    public static func quoted(_ text: String) -> String {
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
