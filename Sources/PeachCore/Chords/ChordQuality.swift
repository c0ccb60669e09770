import Foundation

/// What kind of chord: its tones above the root, each with how many letters up it is written
/// (a minor third two letters up, a diminished seventh six), and the vocabulary level that
/// brings it.
public enum ChordQuality: Int, CaseIterable, Sendable, Hashable, Codable {
    case major, minor, diminished, augmented
    case majorSeventh, dominantSeventh, minorSeventh, halfDiminished, diminishedSeventh
    case suspendedSecond, suspendedFourth, addedNinth

    /// (semitones, letters) above the root, in close position from the root up.
    public var tones: [(semitones: Int, letters: Int)] {
        switch self {
        case .major: [(0, 0), (4, 2), (7, 4)]
        case .minor: [(0, 0), (3, 2), (7, 4)]
        case .diminished: [(0, 0), (3, 2), (6, 4)]
        case .augmented: [(0, 0), (4, 2), (8, 4)]
        case .majorSeventh: [(0, 0), (4, 2), (7, 4), (11, 6)]
        case .dominantSeventh: [(0, 0), (4, 2), (7, 4), (10, 6)]
        case .minorSeventh: [(0, 0), (3, 2), (7, 4), (10, 6)]
        case .halfDiminished: [(0, 0), (3, 2), (6, 4), (10, 6)]
        case .diminishedSeventh: [(0, 0), (3, 2), (6, 4), (9, 6)]
        case .suspendedSecond: [(0, 0), (2, 1), (7, 4)]
        case .suspendedFourth: [(0, 0), (5, 3), (7, 4)]
        // The ninth above the fifth: close, but not a cluster of a second at the bottom.
        case .addedNinth: [(0, 0), (4, 2), (7, 4), (14, 1)]
        }
    }

    /// The pitch classes above the root, 0 … 11.
    public var intervals: Set<Int> { Set(tones.map { $0.semitones % 12 }) }

    /// The vocabulary level that brings it (`ChordVocabulary`).
    public var level: Int {
        switch self {
        case .major, .minor: 1
        case .diminished, .augmented: 2
        case .majorSeventh, .dominantSeventh, .minorSeventh, .halfDiminished, .diminishedSeventh: 4
        case .suspendedSecond, .suspendedFourth, .addedNinth: 5
        }
    }

    /// Whether its inversions are chords of their own to hear. Not for the symmetric chords
    /// (an augmented triad or a diminished seventh over another of its notes is the same
    /// chord on that note), nor for the suspended and added ones (Csus2 over G is Gsus4 by
    /// its notes): those are played with their root in the bass.
    public var invertible: Bool {
        switch self {
        case .major, .minor, .diminished, .majorSeventh, .dominantSeventh, .minorSeventh, .halfDiminished: true
        case .augmented, .diminishedSeventh, .suspendedSecond, .suspendedFourth, .addedNinth: false
        }
    }

    /// Its word in the config file and the records.
    public var name: String {
        switch self {
        case .major: "major"
        case .minor: "minor"
        case .diminished: "diminished"
        case .augmented: "augmented"
        case .majorSeventh: "maj7"
        case .dominantSeventh: "7"
        case .minorSeventh: "m7"
        case .halfDiminished: "m7b5"
        case .diminishedSeventh: "dim7"
        case .suspendedSecond: "sus2"
        case .suspendedFourth: "sus4"
        case .addedNinth: "add9"
        }
    }

    public init?(name: String) {
        guard let quality = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = quality
    }
}
