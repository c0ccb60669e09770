import Foundation

/// The chords a progression is drawn from, by level: (1) major and minor triads in root
/// position, (2) with diminished and augmented, (3) inversions, (4) seventh chords (maj7, 7,
/// m7, m7♭5, dim7), (5) suspended and added tones. Each level keeps the ones before.
public struct ChordVocabulary: Hashable, Sendable, Comparable {
    public static let lowest = 1, highest = 5

    public let level: Int

    public init(level: Int) {
        self.level = min(max(level, Self.lowest), Self.highest)
    }

    public static let all = (lowest...highest).map(ChordVocabulary.init(level:))

    public var qualities: [ChordQuality] { ChordQuality.allCases.filter { $0.level <= level } }
    public var inversions: Bool { level >= 3 }

    public func contains(_ chord: Chord) -> Bool {
        chord.quality.level <= level && (chord.inversion == 0 || inversions)
    }

    public static func < (lhs: ChordVocabulary, rhs: ChordVocabulary) -> Bool { lhs.level < rhs.level }
}
