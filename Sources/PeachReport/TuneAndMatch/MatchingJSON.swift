import PeachCore
import PeachJSON

/// Tune & Match in `peach profile --json`, under "matching": every match tuned with the
/// control, then each task's under "tasks"; |error| in cents.
public struct MatchingJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        var matching = snapshot.matching.jsonFields
        matching.append(("tasks", .object(snapshot.matchingTasks.map { ($0.task.description, .object($0.statistics.jsonFields)) })))
        return [("matching", .object(matching))]
    }
}
