import Foundation
import PeachCore
import PeachJSON

/// `peach profile --json`: the profile as one JSON object for scripts, each registered
/// discipline's keys in the registry's order (`ProfileJSONSection`), then the notes the
/// profile is shown for under "range". Cents for pitch, milliseconds for time; a value
/// with too few answers for an estimate is null.
public struct ProfileJSON {
    public var snapshot: ProfileSnapshot
    public var sections: [any ProfileJSONSection]

    public init(snapshot: ProfileSnapshot, sections: [any ProfileJSONSection]) {
        self.snapshot = snapshot
        self.sections = sections
    }

    public var value: JSONValue {
        .object(Self.merged(sections.flatMap { $0.fields(of: snapshot) }) + [
            ("range", .object([("lowest", .integer(snapshot.range.lowest.rawValue)), ("highest", .integer(snapshot.range.highest.rawValue))])),
        ])
    }

    /// The sections' keys, where two sections name the same key with an object each (Compare
    /// Timing and Fill the Gap under "rhythm"), one object of both their keys, in order.
    static func merged(_ fields: [(String, JSONValue)]) -> [(String, JSONValue)] {
        var merged: [(String, JSONValue)] = []
        for (key, value) in fields {
            if let index = merged.firstIndex(where: { $0.0 == key }), case let .object(earlier) = merged[index].1, case let .object(later) = value {
                merged[index].1 = .object(earlier + later)
            } else {
                merged.append((key, value))
            }
        }
        return merged
    }

    public var text: String { value.text }

    /// ISO 8601 in UTC, to the second, as the CSV export writes timestamps.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}

/// One discipline's part of `peach profile --json`: the top-level keys it adds, from its
/// section of the snapshot (an empty one where it has none yet). Disciplines that share a
/// key (the rhythm disciplines' "rhythm") each give an object, merged in the registry's order.
public protocol ProfileJSONSection: Sendable {
    func fields(of snapshot: ProfileSnapshot) -> [(String, JSONValue)]
}
