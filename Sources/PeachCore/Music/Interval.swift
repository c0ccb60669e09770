import Foundation

/// A simple interval from unison to octave, by its number of equal-tempered semitones.
public enum Interval: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case unison = 0, minorSecond, majorSecond, minorThird, majorThird, perfectFourth,
         tritone, perfectFifth, minorSixth, majorSixth, minorSeventh, majorSeventh, octave

    public var semitones: Int { rawValue }

    /// The short names the original app's CSV uses: P1 m2 M2 m3 M3 P4 d5 P5 m6 M6 m7 M7 P8.
    public static let shortNames = ["P1", "m2", "M2", "m3", "M3", "P4", "d5", "P5", "m6", "M6", "m7", "M7", "P8"]

    public var shortName: String { Self.shortNames[rawValue] }
    public var description: String { shortName }

    /// Accepts the CSV names, plus "TT" and "A4" for the tritone.
    public init?(shortName: String) {
        if let index = Self.shortNames.firstIndex(of: shortName) {
            self.init(rawValue: index)
        } else if shortName == "TT" || shortName == "A4" {
            self = .tritone
        } else {
            return nil
        }
    }
}

/// Up or down from the reference note.
public enum IntervalDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case up, down

    public var sign: Int { self == .up ? 1 : -1 }
}

/// An interval with a direction: "P5" (up, the default), "M3-down".
public struct DirectedInterval: Hashable, Sendable, Codable, CustomStringConvertible {
    public var interval: Interval
    public var direction: IntervalDirection

    public init(_ interval: Interval, _ direction: IntervalDirection = .up) {
        self.interval = interval
        // A unison has no direction; normalising keeps "P1" and "P1-down" the same value.
        self.direction = interval == .unison ? .up : direction
    }

    public static let unison = DirectedInterval(.unison)

    /// Signed semitones from the reference note to the target note.
    public var semitones: Int { interval.semitones * direction.sign }

    public var description: String {
        direction == .down ? "\(interval.shortName)-down" : interval.shortName
    }

    /// Parses "P5", "P5-up", "M3-down".
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "-", maxSplits: 1)
        guard let first = parts.first, let interval = Interval(shortName: String(first)) else { return nil }
        var direction = IntervalDirection.up
        if parts.count == 2 {
            guard let parsed = IntervalDirection(rawValue: String(parts[1]).lowercased()) else { return nil }
            direction = parsed
        }
        self.init(interval, direction)
    }

    /// Parses a comma-separated list such as "P5,M3-down"; returns nil naming the first bad item.
    public static func parseList(_ text: String) -> Result<[DirectedInterval], IntervalListError> {
        var result: [DirectedInterval] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let interval = DirectedInterval(String(item)) else {
                return .failure(IntervalListError(item: String(item)))
            }
            if !result.contains(interval) { result.append(interval) }
        }
        return result.isEmpty ? .failure(IntervalListError(item: text)) : .success(result)
    }
}

public struct IntervalListError: Error, CustomStringConvertible, Equatable {
    public let item: String
    public init(item: String) { self.item = item }
    public var description: String {
        "'\(Excerpt.of(item))' is not an interval (use P1 m2 M2 m3 M3 P4 d5 P5 m6 M6 m7 M7 P8, optionally with -up or -down)"
    }
}
