import Foundation

/// The key a progression is in: its tonic as musicians write it (D♭ major, not C♯ major; C♯
/// minor, not D♭ minor) and major or minor. The minor key's dominant and leading-tone chords
/// take the raised seventh (harmonic minor), its subtonic chord the natural one.
public struct ProgressionKey: Hashable, Sendable {
    public enum Mode: Int, CaseIterable, Sendable, Hashable, Codable {
        case major, minor

        /// The natural scale's steps above the tonic.
        public var steps: [Int] {
            switch self {
            case .major: [0, 2, 4, 5, 7, 9, 11]
            case .minor: [0, 2, 3, 5, 7, 8, 10]
            }
        }

        public var name: String { self == .major ? "major" : "minor" }
    }

    public var tonic: SpelledPitchClass
    public var mode: Mode

    /// The tonic's spelling for each pitch class, at most six sharps or flats.
    static let majorTonics = [(0, 0), (1, -1), (1, 0), (2, -1), (2, 0), (3, 0), (3, 1), (4, 0), (5, -1), (5, 0), (6, -1), (6, 0)]
    static let minorTonics = [(0, 0), (0, 1), (1, 0), (2, -1), (2, 0), (3, 0), (3, 1), (4, 0), (4, 1), (5, 0), (6, -1), (6, 0)]

    public init(tonic: SpelledPitchClass, mode: Mode) {
        self.tonic = tonic
        self.mode = mode
    }

    /// The key on `pitchClass`, spelled as it is written.
    public init(pitchClass: Int, mode: Mode) {
        let (letter, accidental) = (mode == .major ? Self.majorTonics : Self.minorTonics)[((pitchClass % 12) + 12) % 12]
        self.init(tonic: SpelledPitchClass(letter: letter, accidental: accidental), mode: mode)
    }

    /// The degree's note (0: the tonic … 6: the seventh), `raised` a semitone with its letter kept
    /// (the minor key's leading tone).
    public func degree(_ degree: Int, raised: Bool = false) -> SpelledPitchClass {
        SpelledPitchClass(pitchClass: tonic.pitchClass + mode.steps[degree] + (raised ? 1 : 0), letter: tonic.letter + degree)
    }

    /// Whether the key's signature is written in flats (F major, D minor: B♭), for notes
    /// outside the key.
    public var flats: Bool {
        let signature = (0..<7).map { degree($0).accidental }
        return signature.contains { $0 < 0 }
    }

    /// How a pitch class is written in this key: as the scale (or, in minor, the raised
    /// sixth and seventh) writes it, otherwise with the signature's accidentals.
    public func spelling(_ pitchClass: Int) -> SpelledPitchClass {
        let pitchClass = ((pitchClass % 12) + 12) % 12
        for step in 0..<7 where degree(step).pitchClass == pitchClass { return degree(step) }
        if mode == .minor {
            for step in [5, 6] where degree(step, raised: true).pitchClass == pitchClass { return degree(step, raised: true) }
        }
        return SpelledPitchClass(pitchClass: pitchClass, flats: flats)
    }
}
