import PeachCore
import PeachJSON

/// Sing & Match in `peach profile --json`, under "sungMatching": sung or played into the
/// input, apart from the control's matches; the held note's errors, and the first
/// attempt's under "firstAttempt".
public struct SungMatchingJSON: ProfileJSONSection {
    public init() {}

    public func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)] {
        [("sungMatching", .object(snapshot.sungMatching.jsonFields + [
            ("firstAttempt", .object(snapshot.sungFirstAttempts.jsonFields)),
        ]))]
    }
}
