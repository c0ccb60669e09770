import Foundation
import PeachCore
import PeachJSON

/// One line of the headless mode's output: a JSON object whose keys keep their order
/// ("event" first).
public struct JSONLine: Sendable {
    public typealias Value = JSONValue

    private var fields: [(String, JSONValue)] = []

    public init(event: String) {
        fields.append(("event", .string(event)))
    }

    public func with(_ key: String, _ value: JSONValue) -> JSONLine {
        var copy = self
        copy.fields.append((key, value))
        return copy
    }

    public var text: String { JSONValue.object(fields).text }
}
