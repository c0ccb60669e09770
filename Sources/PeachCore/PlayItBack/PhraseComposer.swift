import Foundation

/// Draws the phrases of Play It Back: a key note, then notes of the scale within the octave
/// above it (and the range in use), each a leap of at most a fifth from the one before and
/// never the same note twice in a row (a repeated note is heard as one long one when the
/// sound decays). The octave above the key keeps a phrase singable and within a hand. In
/// eighths, each beat holds a quarter note or a pair of eighths, as a coin falls, with at
/// least one pair in a phrase.
public struct PhraseComposer: Sendable {
    /// The widest leap between neighbours, in semitones: a fifth.
    public static let widestLeap = 7

    public init() {}

    /// A phrase of `length` notes at `tempo`, inside `range` (which must hold an octave: a
    /// range narrower than that keeps the phrase within it all the same).
    public func phrase(
        length: Int, scale: PhraseScale, rhythm: PhraseRhythm = .quarters, tempo: Tempo, range: NoteRange, random: inout some RandomSource
    ) -> Phrase {
        let lowestKey = range.lowest.rawValue, highestKey = max(lowestKey, range.highest.rawValue - 12)
        let key = random.integer(in: lowestKey...highestKey)
        let top = min(key + 12, range.highest.rawValue)
        let pool = (key...top).filter { scale.contains($0, key: key) }
        var notes: [Int] = []
        for index in 0..<max(1, length) {
            let choices = index == 0
                ? pool
                : pool.filter { $0 != notes[index - 1] && abs($0 - notes[index - 1]) <= Self.widestLeap }
            notes.append(random.element(of: choices.isEmpty ? pool : choices) ?? key)
        }
        let eighths = rhythm == .eighths ? onsetsInEighths(notes.count, random: &random) : nil
        return Phrase(key: MIDINote(key), scale: scale, notes: notes.map(MIDINote.init), eighths: eighths, tempo: tempo)
    }

    /// Onsets of `count` notes, in eighths: beat after beat a quarter note or a pair of
    /// eighths (while two notes are left), at least one pair (one phrase note is a quarter).
    func onsetsInEighths(_ count: Int, random: inout some RandomSource) -> [Int] {
        guard count >= 2 else { return Phrase.quarters(count) }
        // The beats that hold a pair: as a coin falls, or the one a phrase without any is given.
        var onsets: [Int] = [], beat = 0, pairs = 0
        while onsets.count < count {
            let left = count - onsets.count
            let pair = left >= 2 && (random.integer(in: 0...1) == 1 || (pairs == 0 && left == 2))
            onsets += pair ? [2 * beat, 2 * beat + 1] : [2 * beat]
            if pair { pairs += 1 }
            beat += 1
        }
        return onsets
    }
}
