import PeachCore
import PeachJSON

/// Tune & Match in `peach profile --json`, under "matching": every match tuned with the
/// control, then each task's under "tasks"; |error| in cents.
public struct MatchingJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        var matching = Self.matchingFields(snapshot.matching)
        matching.append(("tasks", .object(snapshot.matchingTasks.map { ($0.task.description, .object(Self.matchingFields($0.statistics))) })))
        return [("matching", .object(matching))]
    }

    static func matchingFields(_ statistics: MatchingStatistics) -> [(String, JSONValue)] {
        [
            ("answers", .integer(statistics.count)),
            ("meanError", statistics.meanAbsoluteError.map { JSONValue.rounded($0) } ?? .null),
            ("errorDeviation", statistics.standardDeviation.map { JSONValue.rounded($0) } ?? .null),
            ("trend", statistics.trend.map { .string($0.rawValue) } ?? .null),
        ]
    }
}
