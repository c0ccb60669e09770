import Foundation

/// A chord as the ear knows it: its root as the key spells it, its quality, and which of its
/// tones is in the bass (0: the root, root position; 1: the third, first inversion; 2: the
/// fifth; 3: the seventh).
public struct Chord: Hashable, Sendable {
    public var root: SpelledPitchClass
    public var quality: ChordQuality
    public var inversion: Int

    public init(root: SpelledPitchClass, quality: ChordQuality, inversion: Int = 0) {
        precondition(inversion >= 0 && inversion < quality.tones.count, "an inversion puts one of the chord's tones in the bass")
        self.root = root
        self.quality = quality
        self.inversion = inversion
    }

    /// Its tones spelled from the root, root first.
    public var spelledTones: [SpelledPitchClass] { quality.tones.map { root.above(semitones: $0.semitones, letters: $0.letters) } }
    public var pitchClasses: Set<Int> { Set(spelledTones.map(\.pitchClass)) }
    public var bass: SpelledPitchClass { spelledTones[inversion] }

    /// Its notes in close position over `bassNote` (a MIDI note of the bass's pitch class):
    /// the bass, then each further tone the next one above, in the order of the tones from
    /// the bass up (the ninth of an added-ninth chord above its fifth).
    public func closeVoicing(bassNote: Int) -> [Int] {
        let tones = quality.tones.map(\.semitones)
        var notes = [bassNote]
        for index in 1..<tones.count {
            let tone = tones[(inversion + index) % tones.count]
            // Semitones above the bass's tone, then lifted above the last note placed.
            var note = bassNote + ((tone - tones[inversion]) % 12 + 12) % 12
            while note <= notes.last! { note += 12 }
            notes.append(note)
        }
        return notes
    }

    /// How many accidentals its spelled tones carry.
    static func accidentals(_ chord: Chord) -> Int { chord.spelledTones.reduce(0) { $0 + abs($1.accidental) } }

    /// The chord `notes` sound, by their pitch classes and the lowest note: nil when no
    /// quality of `ChordQuality` has those pitch classes. Where the notes could be named more
    /// than one way, the reading with the bass as the root wins (C D G over G is Gsus4, not
    /// Csus2 over its fifth), then one whose inversion is a chord of its own, then the lower
    /// level. `spelling`: how a root is written (the key's way).
    public static func named(_ notes: [Int], spelling: (Int) -> SpelledPitchClass) -> Chord? {
        guard let lowest = notes.min() else { return nil }
        let classes = Set(notes.map { (($0 % 12) + 12) % 12 }), bass = ((lowest % 12) + 12) % 12
        var candidates: [Chord] = []
        for rootClass in classes.sorted() {
            let intervals = Set(classes.map { (($0 - rootClass) % 12 + 12) % 12 })
            for quality in ChordQuality.allCases where quality.intervals == intervals {
                // The key's spelling of the root where the chord is spelled as the key spells every
                // one of its tones (G♯ B♯ D♯ in C♯ minor, not A♭ C E♭); otherwise (outside the key)
                // whichever of its names spells the chord with the fewest accidentals: E♭ major in C, not D♯.
                let inKey = Chord(root: spelling(rootClass), quality: quality).spelledTones.allSatisfy { spelling($0.pitchClass) == $0 }
                let root = inKey ? spelling(rootClass)
                    : [spelling(rootClass), SpelledPitchClass(pitchClass: rootClass, flats: true), SpelledPitchClass(pitchClass: rootClass, flats: false)]
                        .min { Self.accidentals(Chord(root: $0, quality: quality)) < Self.accidentals(Chord(root: $1, quality: quality)) }!
                guard let inversion = quality.tones.firstIndex(where: { (rootClass + $0.semitones) % 12 == bass }) else { continue }
                candidates.append(Chord(root: root, quality: quality, inversion: inversion))
            }
        }
        func rank(_ chord: Chord) -> (Int, Int, Int) {
            (chord.inversion == 0 ? 0 : 1, chord.inversion == 0 || chord.quality.invertible ? 0 : 1, chord.quality.level)
        }
        return candidates.min { rank($0) < rank($1) }
    }
}
