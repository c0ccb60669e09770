import Foundation

/// Notes played as one chord: every note that starts within the window after the chord's
/// first note-on joins it (a rolled chord counts); a note after the window starts the next.
public struct PlayedChord: Hashable, Sendable {
    /// In the order they were played.
    public var notes: [PlayedNote]

    public init(notes: [PlayedNote]) {
        precondition(!notes.isEmpty, "a played chord has a note")
        self.notes = notes
    }

    /// When it was played: its first note.
    public var onsetFrames: Int { notes[0].onsetFrames }
    /// How far apart its notes began: how together the hands are.
    public var spreadFrames: Int { notes.map(\.onsetFrames).max()! - onsetFrames }
    /// Its keys, lowest first, each once (a key struck twice in the window is one note).
    public var pitches: [Int] { Array(Set(notes.map(\.note))).sorted() }
    public var pitchClasses: Set<Int> { Set(notes.map { (($0.note % 12) + 12) % 12 }) }
    public var bassPitchClass: Int { ((pitches[0] % 12) + 12) % 12 }

    /// `notes` (in any order) as chords, `windowFrames` the longest a chord's notes may spread.
    public static func grouped(_ notes: [PlayedNote], windowFrames: Int) -> [PlayedChord] {
        var chords: [PlayedChord] = []
        for note in notes.sorted(by: { $0.onsetFrames < $1.onsetFrames }) {
            if let last = chords.last, note.onsetFrames - last.onsetFrames <= windowFrames {
                chords[chords.count - 1].notes.append(note)
            } else {
                chords.append(PlayedChord(notes: [note]))
            }
        }
        return chords
    }
}
