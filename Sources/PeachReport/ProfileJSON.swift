import Foundation
import PeachCore

/// `peach profile --json`: the profile as one JSON object for scripts. Cents throughout;
/// `threshold`, `thresholdLow` and `thresholdHigh` are null where there are not enough
/// answers to measure one. Single notes under "notes", each interval under "intervals"
/// keyed by its name ("P5", "M3-down") with an overall estimate and notes of its own.
public struct ProfileJSON {
    public var snapshot: ProfileSnapshot

    public init(snapshot: ProfileSnapshot) {
        self.snapshot = snapshot
    }

    public var value: JSONValue {
        let unison = snapshot[.unison]
        var intervals: [(String, JSONValue)] = []
        for task in snapshot.tasks where task.task != .unison {
            intervals.append((task.task.description, .object([
                ("overall", overall(task)),
                ("notes", .array(task.notes.map(note))),
            ])))
        }
        var matching: [(String, JSONValue)] = [("answers", .integer(snapshot.matching.count))]
        matching.append(("meanError", snapshot.matching.meanAbsoluteError.map { JSONValue.rounded($0) } ?? .null))
        matching.append(("errorDeviation", snapshot.matching.standardDeviation.map { JSONValue.rounded($0) } ?? .null))
        matching.append(("trend", snapshot.matching.trend.map { .string($0.rawValue) } ?? .null))
        return .object([
            ("overall", unison.map(overall) ?? Self.nothing),
            ("notes", .array(unison?.notes.map(note) ?? [])),
            ("intervals", .object(intervals)),
            ("matching", .object(matching)),
            ("range", .object([("lowest", .integer(snapshot.range.lowest.rawValue)), ("highest", .integer(snapshot.range.highest.rawValue))])),
        ])
    }

    public var text: String { value.text }

    static let nothing = JSONValue.object([
        ("answers", .integer(0)), ("threshold", .null), ("thresholdLow", .null), ("thresholdHigh", .null),
        ("meanDifference", .null), ("trend", .null),
    ])

    func overall(_ task: ProfileSnapshot.Task) -> JSONValue {
        .object([("answers", .integer(task.answers))] + thresholdFields(task.threshold) + [
            ("meanDifference", .rounded(task.meanDifference)),
            ("trend", task.trend.map { .string($0.rawValue) } ?? .null),
        ])
    }

    func note(_ entry: ProfileSnapshot.Note) -> JSONValue {
        .object([("note", .integer(entry.note.rawValue)), ("answers", .integer(entry.answers))] + thresholdFields(entry.threshold) + [
            ("meanDifference", entry.meanDifference.map { JSONValue.rounded($0) } ?? .null),
        ])
    }

    func thresholdFields(_ estimate: ThresholdEstimate?) -> [(String, JSONValue)] {
        [
            ("threshold", estimate.map { .rounded($0.threshold) } ?? .null),
            ("thresholdLow", estimate.map { .rounded($0.low) } ?? .null),
            ("thresholdHigh", estimate.map { .rounded($0.high) } ?? .null),
        ]
    }
}
