import Foundation
import PeachCore

/// What the Chords screen shows, filled from its session's events.
public struct ChordEchoView: TrainingViewState {
    public var state: ChordsSession.State = .idle
    /// The progression playing or waiting for its echo: its length and key are shown, its
    /// chords only once judged (naming them first would be the answer).
    public var progression: Progression?
    public var tempo: Tempo?
    /// The echo's notes so far, each with the chord it joins.
    public var played: [(note: PlayedNote, chord: Int)] = []
    /// The last note played while the progression sounded.
    public var tooEarly: Int?
    public var lastJudgement: ChordJudgement?
    /// The progression judged last: named, and its key spells the verdict while the next plays.
    public var lastProgression: Progression?
    /// Its tempo: the echo's beat is said against it.
    public var lastTempo: Tempo?
    public var lastReplays = 0
    /// How together the hands were in the last echo: the median spread of its right chords, in ms.
    public var lastSpreadMs: Double?
    public var progressionsThisRun = 0
    public var rightThisRun = 0
    public var stopMessage: String?
    /// No MIDI keyboard on `midi_in`: chords cannot be played.
    public var noKeyboard = false

    public init() {}

    /// The echo's chords so far, each as the notes that joined it.
    public var playedChords: [PlayedChord] {
        guard let last = played.map(\.chord).max() else { return [] }
        return (0...last).compactMap { index in
            let notes = played.filter { $0.chord == index }.map(\.note)
            return notes.isEmpty ? nil : PlayedChord(notes: notes)
        }
    }

    public mutating func becomeIdle() {
        state = .idle
    }
}
