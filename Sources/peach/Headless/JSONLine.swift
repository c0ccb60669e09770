import Foundation
import PeachReport

/// One line of the headless mode's output: a JSON object whose keys keep their order
/// ("event" first), written unbuffered.
struct JSONLine {
    typealias Value = JSONValue

    private var fields: [(String, JSONValue)] = []

    init(event: String) {
        fields.append(("event", .string(event)))
    }

    func with(_ key: String, _ value: JSONValue) -> JSONLine {
        var copy = self
        copy.fields.append((key, value))
        return copy
    }

    var text: String { JSONValue.object(fields).text }

    func emit() { printLine(text) }
}
