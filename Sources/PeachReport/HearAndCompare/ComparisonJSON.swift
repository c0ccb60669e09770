import Foundation
import PeachCore
import PeachJSON

/// Hear & Compare in `peach profile --json`: `threshold`, `thresholdLow` and
/// `thresholdHigh` are null where there are not enough answers to measure one; a task's
/// `rough` then holds the estimate so far with `moreAnswers`, roughly how many more
/// answers will make it a measurement. Single notes under "overall" and "notes", each
/// interval under "intervals" keyed by its name ("P5", "M3-down") with an overall estimate
/// and notes of its own.
public struct ComparisonJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        let unison = snapshot[.unison]
        var intervals: [(String, JSONValue)] = []
        for task in snapshot.tasks where task.task != .unison {
            intervals.append((task.task.description, .object([
                ("overall", overall(task)),
                ("notes", .array(task.notes.map(note))),
            ])))
        }
        return [
            ("overall", unison.map(overall) ?? Self.nothing),
            ("notes", .array(unison?.notes.map(note) ?? [])),
            ("intervals", .object(intervals)),
        ]
    }

    static let nothing = JSONValue.object([
        ("answers", .integer(0)), ("threshold", .null), ("thresholdLow", .null), ("thresholdHigh", .null),
        ("rough", .null), ("meanDifference", .null), ("trend", .null), ("lastAnswered", .null),
    ])

    func overall(_ task: ProfileSnapshot.Task) -> JSONValue {
        let rough: JSONValue = task.roughThreshold.map { estimate in
            .object(thresholdFields(estimate) + [
                ("roughness", .string(estimate.roughness.rawValue)), ("moreAnswers", .integer(task.moreAnswersToMeasure ?? estimate.moreAnswersToMeasure)),
            ])
        } ?? .null
        return .object([("answers", .integer(task.answers))] + thresholdFields(task.threshold) + [
            ("rough", rough),
            ("meanDifference", .rounded(task.meanDifference)),
            ("trend", task.trend.map { .string($0.rawValue) } ?? .null),
            ("lastAnswered", task.lastAnswered.map { .string(ProfileJSON.timestamp($0)) } ?? .null),
        ])
    }

    func note(_ entry: ProfileSnapshot.Note) -> JSONValue {
        .object([("note", .integer(entry.note.rawValue)), ("answers", .integer(entry.answers))] + thresholdFields(entry.threshold) + [
            ("meanDifference", entry.meanDifference.map { JSONValue.rounded($0) } ?? .null),
            ("lastAnswered", entry.lastAnswered.map { .string(ProfileJSON.timestamp($0)) } ?? .null),
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
