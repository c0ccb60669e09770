import Foundation

/// The notes a Play It Back phrase is drawn from: a major or natural minor scale on the
/// phrase's key note, or all twelve (chromatic, no key to lean on). The span is measured per
/// scale: a tonal phrase is held in the ear by its key, a chromatic one is not.
public enum PhraseScale: Int, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    case major, naturalMinor, chromatic

    /// Semitones above the key note of the scale's degrees, within an octave.
    public var steps: [Int] {
        switch self {
        case .major: [0, 2, 4, 5, 7, 9, 11]
        case .naturalMinor: [0, 2, 3, 5, 7, 8, 10]
        case .chromatic: Array(0..<12)
        }
    }

    /// Its name in the config file and the command line: "major", "minor", "chromatic".
    public var name: String {
        switch self {
        case .major: "major"
        case .naturalMinor: "minor"
        case .chromatic: "chromatic"
        }
    }

    public init?(name: String) {
        guard let scale = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = scale
    }

    public var description: String { name }

    /// Whether `note` belongs to the scale on `key`.
    public func contains(_ note: Int, key: Int) -> Bool {
        steps.contains(((note - key) % 12 + 12) % 12)
    }
}
