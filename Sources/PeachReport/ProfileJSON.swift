import Foundation
import PeachCore
import PeachJSON

/// `peach profile --json`: the profile as one JSON object for scripts. Cents throughout;
/// `threshold`, `thresholdLow` and `thresholdHigh` are null where there are not enough
/// answers to measure one; a task's `rough` then holds the estimate so far with
/// `moreAnswers`, roughly how many more answers will make it a measurement. Single notes under "notes", each interval under "intervals"
/// keyed by its name ("P5", "M3-down") with an overall estimate and notes of its own;
/// Compare Timing and Fill the Gap per tempo band under "rhythm" (see `RhythmJSON`).
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
        var matching = Self.matchingFields(snapshot.matching)
        matching.append(("tasks", .object(snapshot.matchingTasks.map { ($0.task.description, .object(Self.matchingFields($0.statistics))) })))
        return .object([
            ("overall", unison.map(overall) ?? Self.nothing),
            ("notes", .array(unison?.notes.map(note) ?? [])),
            ("intervals", .object(intervals)),
            ("matching", .object(matching)),
            // Sung or played into the input, apart from the control's matches.
            ("sungMatching", .object(Self.matchingFields(snapshot.sungMatching) + [
                ("firstAttempt", .object(Self.matchingFields(snapshot.sungFirstAttempts))),
            ])),
            ("rhythm", RhythmJSON(rhythm: snapshot.rhythm).value),
            ("range", .object([("lowest", .integer(snapshot.range.lowest.rawValue)), ("highest", .integer(snapshot.range.highest.rawValue))])),
        ])
    }

    public var text: String { value.text }

    static let nothing = JSONValue.object([
        ("answers", .integer(0)), ("threshold", .null), ("thresholdLow", .null), ("thresholdHigh", .null),
        ("rough", .null), ("meanDifference", .null), ("trend", .null), ("lastAnswered", .null),
    ])

    static func matchingFields(_ statistics: MatchingStatistics) -> [(String, JSONValue)] {
        [
            ("answers", .integer(statistics.count)),
            ("meanError", statistics.meanAbsoluteError.map { JSONValue.rounded($0) } ?? .null),
            ("errorDeviation", statistics.standardDeviation.map { JSONValue.rounded($0) } ?? .null),
            ("trend", statistics.trend.map { .string($0.rawValue) } ?? .null),
        ]
    }

    func overall(_ task: ProfileSnapshot.Task) -> JSONValue {
        let rough: JSONValue = task.roughThreshold.map { estimate in
            .object(thresholdFields(estimate) + [("moreAnswers", .integer(estimate.moreAnswersToMeasure))])
        } ?? .null
        return .object([("answers", .integer(task.answers))] + thresholdFields(task.threshold) + [
            ("rough", rough),
            ("meanDifference", .rounded(task.meanDifference)),
            ("trend", task.trend.map { .string($0.rawValue) } ?? .null),
            ("lastAnswered", task.lastAnswered.map { .string(Self.timestamp($0)) } ?? .null),
        ])
    }

    /// ISO 8601 in UTC, to the second, as the CSV export writes timestamps.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec)
    }

    func note(_ entry: ProfileSnapshot.Note) -> JSONValue {
        .object([("note", .integer(entry.note.rawValue)), ("answers", .integer(entry.answers))] + thresholdFields(entry.threshold) + [
            ("meanDifference", entry.meanDifference.map { JSONValue.rounded($0) } ?? .null),
            ("lastAnswered", entry.lastAnswered.map { .string(Self.timestamp($0)) } ?? .null),
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
