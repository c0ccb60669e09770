import PeachCore
import PeachJSON

extension MatchingStatistics {
    /// Matches as both matching disciplines' parts of `profile --json` give them.
    var jsonFields: [(String, JSONValue)] {
        [
            ("answers", .integer(count)),
            ("meanError", meanAbsoluteError.map { JSONValue.rounded($0) } ?? .null),
            ("errorDeviation", standardDeviation.map { JSONValue.rounded($0) } ?? .null),
            ("trend", trend.map { .string($0.rawValue) } ?? .null),
        ]
    }
}
