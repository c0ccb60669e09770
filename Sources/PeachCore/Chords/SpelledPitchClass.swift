import Foundation

/// A pitch class as a key writes it: a letter and its accidental (F♯ in D major, G♭ in
/// E♭ minor's ♭ii). Chords are spelled from their root by letters (a third two letters up, a
/// fifth four), so D minor in F major is D F A and the leading-tone chord of A minor G♯ B D.
public struct SpelledPitchClass: Hashable, Sendable {
    /// C = 0, D = 1 … B = 6.
    public var letter: Int
    /// Semitones from the letter's natural: −2 (𝄫) … +2 (𝄪).
    public var accidental: Int

    /// The semitones of C D E F G A B above C.
    public static let naturals = [0, 2, 4, 5, 7, 9, 11]

    public init(letter: Int, accidental: Int) {
        self.letter = ((letter % 7) + 7) % 7
        self.accidental = accidental
    }

    /// `pitchClass` written with `letter`: the accidental that takes the letter there.
    public init(pitchClass: Int, letter: Int) {
        let letter = ((letter % 7) + 7) % 7
        var accidental = ((pitchClass - Self.naturals[letter]) % 12 + 12) % 12
        if accidental > 6 { accidental -= 12 }
        self.init(letter: letter, accidental: accidental)
    }

    /// `pitchClass` with the fewest accidentals, sharps or flats as `flats` says.
    public init(pitchClass: Int, flats: Bool) {
        let pitchClass = ((pitchClass % 12) + 12) % 12
        if let natural = Self.naturals.firstIndex(of: pitchClass) {
            self.init(letter: natural, accidental: 0)
        } else {
            self.init(pitchClass: pitchClass, letter: Self.naturals.firstIndex(of: flats ? pitchClass + 1 : pitchClass - 1)!)
        }
    }

    public var pitchClass: Int { ((Self.naturals[letter] + accidental) % 12 + 12) % 12 }

    /// The pitch class `semitones` and `letters` above: a major third is (4, 2).
    public func above(semitones: Int, letters: Int) -> SpelledPitchClass {
        SpelledPitchClass(pitchClass: pitchClass + semitones, letter: letter + letters)
    }
}
