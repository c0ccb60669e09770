import Foundation

/// A chord of the key by its place: the scale degree its root stands on (I ii iii IV V vi vii°
/// in major; i ii° III iv V VI VII vii° in minor), the quality of its triad and of its seventh
/// chord, and what it does: rest (tonic), lead away (subdominant) or pull home (dominant).
public struct HarmonicFunction: Hashable, Sendable {
    public enum Role: Int, Sendable, Hashable, CaseIterable {
        case tonic, subdominant, dominant
    }

    /// 0 … 6: the degree of the root.
    public var degree: Int
    /// On the raised seventh (the minor key's leading tone).
    public var raised: Bool
    public var triad: ChordQuality
    /// Its seventh chord; nil where the chord has none in the vocabulary (an augmented triad).
    public var seventh: ChordQuality?
    public var role: Role
    /// How often it is drawn beside the others (the primary chords most).
    public var weight: Double

    /// Its Roman numeral, as the triad's quality writes it: "V", "ii", "vii°", "III+".
    public var numeral: String {
        let numerals = ["I", "II", "III", "IV", "V", "VI", "VII"]
        let upper = numerals[degree]
        switch triad {
        case .major: return upper
        case .minor: return upper.lowercased()
        case .diminished: return upper.lowercased() + "°"
        case .augmented: return upper + "+"
        default: return upper
        }
    }

    /// The chords of a key, diatonic and (augmented) from harmonic minor or a raised fifth.
    public static func all(in mode: ProgressionKey.Mode) -> [HarmonicFunction] {
        switch mode {
        case .major:
            [
                HarmonicFunction(degree: 0, raised: false, triad: .major, seventh: .majorSeventh, role: .tonic, weight: 4),
                HarmonicFunction(degree: 1, raised: false, triad: .minor, seventh: .minorSeventh, role: .subdominant, weight: 2),
                HarmonicFunction(degree: 2, raised: false, triad: .minor, seventh: .minorSeventh, role: .tonic, weight: 1),
                HarmonicFunction(degree: 3, raised: false, triad: .major, seventh: .majorSeventh, role: .subdominant, weight: 3),
                HarmonicFunction(degree: 4, raised: false, triad: .major, seventh: .dominantSeventh, role: .dominant, weight: 3),
                HarmonicFunction(degree: 5, raised: false, triad: .minor, seventh: .minorSeventh, role: .tonic, weight: 2),
                HarmonicFunction(degree: 6, raised: false, triad: .diminished, seventh: .halfDiminished, role: .dominant, weight: 1),
                // The dominant with its fifth raised, leading up to the tonic's third.
                HarmonicFunction(degree: 4, raised: false, triad: .augmented, seventh: nil, role: .dominant, weight: 0.5),
            ]
        case .minor:
            [
                HarmonicFunction(degree: 0, raised: false, triad: .minor, seventh: .minorSeventh, role: .tonic, weight: 4),
                HarmonicFunction(degree: 1, raised: false, triad: .diminished, seventh: .halfDiminished, role: .subdominant, weight: 1.5),
                HarmonicFunction(degree: 2, raised: false, triad: .major, seventh: .majorSeventh, role: .tonic, weight: 1.5),
                HarmonicFunction(degree: 3, raised: false, triad: .minor, seventh: .minorSeventh, role: .subdominant, weight: 3),
                HarmonicFunction(degree: 4, raised: false, triad: .major, seventh: .dominantSeventh, role: .dominant, weight: 3),
                HarmonicFunction(degree: 5, raised: false, triad: .major, seventh: .majorSeventh, role: .subdominant, weight: 2),
                HarmonicFunction(degree: 6, raised: false, triad: .major, seventh: .dominantSeventh, role: .dominant, weight: 1.5),
                HarmonicFunction(degree: 6, raised: true, triad: .diminished, seventh: .diminishedSeventh, role: .dominant, weight: 1),
                // III+ of harmonic minor: the mediant with the leading tone.
                HarmonicFunction(degree: 2, raised: false, triad: .augmented, seventh: nil, role: .tonic, weight: 0.5),
            ]
        }
    }

    /// Its root in `key`.
    public func root(in key: ProgressionKey) -> SpelledPitchClass { key.degree(degree, raised: raised) }
}
