import Foundation

/// Draws the phrases of Play It Back: an octave of the range in use and a key (any of the
/// twelve, its key note within that octave), then notes of the key's scale within the octave,
/// each a leap of at most a fifth from the one before and never the same note twice in a row
/// (a repeated note is heard as one long one when the sound decays). One octave keeps a
/// phrase singable and within a hand; the key drawn apart from it keeps a voice range of one
/// octave from hearing every phrase in the key its lowest note names. In
/// eighths, each beat holds a quarter note or a pair of eighths, as a coin falls, and the
/// rhythm is never even.
public struct PhraseComposer: Sendable {
    /// The widest leap between neighbours, in semitones: a fifth.
    public static let widestLeap = 7

    public init() {}

    /// A phrase of `length` notes at `tempo`, inside `range` (which must hold an octave: a
    /// range narrower than that keeps the phrase within it all the same).
    public func phrase(
        length: Int, scale: PhraseScale, rhythm: PhraseRhythm = .quarters, tempo: Tempo, range: NoteRange, random: inout some RandomSource
    ) -> Phrase {
        let low = random.integer(in: range.lowest.rawValue...max(range.lowest.rawValue, range.highest.rawValue - 12))
        let key = low + random.integer(in: 0...11)
        let top = min(low + 12, range.highest.rawValue)
        let pool = (low...top).filter { scale.contains($0, key: key) }
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
    /// eighths (while two notes are left), as a coin falls. From three notes on, the rhythm
    /// is never even: at least one pair and one quarter before the last note (evenly spaced
    /// onsets, all eighths or a pair and a last quarter, would ask nothing of the rhythm: the
    /// right notes played evenly would be right). Two notes are a pair.
    func onsetsInEighths(_ count: Int, random: inout some RandomSource) -> [Int] {
        guard count >= 2 else { return Phrase.quarters(count) }
        var onsets: [Int] = []
        for _ in 0..<64 {
            onsets = []
            var beat = 0
            while onsets.count < count {
                let left = count - onsets.count
                let pair = left >= 2 && (count == 2 || random.integer(in: 0...1) == 1)
                onsets += pair ? [2 * beat, 2 * beat + 1] : [2 * beat]
                beat += 1
            }
            let gaps = Set(zip(onsets, onsets.dropFirst()).map { $1 - $0 })
            if count == 2 || gaps == [1, 2] { return onsets }
        }
        // Never reached in practice (the coin gives an uneven rhythm half the time or more):
        // a quarter, then pairs, then a quarter if one is left.
        onsets = [0]
        while onsets.count < count {
            let beat = onsets.last! / 2 + 1
            onsets += count - onsets.count >= 2 ? [2 * beat, 2 * beat + 1] : [2 * beat]
        }
        return onsets
    }
}
