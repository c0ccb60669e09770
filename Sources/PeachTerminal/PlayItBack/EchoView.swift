import Foundation
import PeachCore

/// What the Play It Back screen shows, filled from its session's events.
public struct EchoView: TrainingViewState {
    public var state: PlayItBackSession.State = .idle
    public var phrase: Phrase?
    /// The notes of the echo so far.
    public var played: [PlayedNote] = []
    /// The last note played while the phrase sounded.
    public var tooEarly: Int?
    public var lastJudgement: EchoJudgement?
    /// The phrase judged last: its key spells the verdict's notes while the next one plays.
    public var lastPhrase: Phrase?
    /// How many times the judged phrase was played again before its echo.
    public var lastReplays = 0
    public var phrasesThisRun = 0
    public var rightThisRun = 0
    public var stopMessage: String?
    /// The echo may be sung into the input (anything is connected to it).
    public var hearsInput = false
    public var unusableInput = false
    /// No MIDI keyboard on `midi_in`: the notes are typed on a row of the computer keyboard.
    public var typing = false
    /// Octaves the typed row is moved from where the phrase puts it (z down, x up).
    public var typedOctaveShift = 0

    /// The computer keyboard's row of notes, as a DAW lays it out: white keys on the home row,
    /// black keys above them, from C (a) up an octave and a fourth (').
    public static let typedRow: [Character] = ["a", "w", "s", "e", "d", "f", "t", "g", "y", "h", "u", "j", "k", "o", "l", "p", ";", "'"]

    /// The note the row's first key (a) plays: a C, the one at or below the phrase's lowest
    /// note or the next one up, whichever reaches more of its notes (a phrase from B3 to A4
    /// needs C4 … F5 more than C3 … F4; C4 before a phrase), moved by the octaves chosen,
    /// within MIDI's range.
    public var typedRowStart: Int {
        let notes = (phrase ?? lastPhrase)?.notes.map(\.rawValue) ?? [60]
        let lowest = notes.min()!, below = lowest - lowest % 12
        func reached(_ start: Int) -> Int { notes.filter { (start...(start + Self.typedRow.count - 1)).contains($0) }.count }
        let start = (reached(below + 12) > reached(below) ? below + 12 : below) + 12 * typedOctaveShift
        return min(max(start, 0), 127 - (Self.typedRow.count - 1))
    }

    /// The note a typed key plays; nil for a key not in the row.
    public func typedNote(_ key: Character) -> Int? {
        Self.typedRow.firstIndex(of: key).map { typedRowStart + $0 }
    }

    public init() {}

    public mutating func becomeIdle() {
        state = .idle
    }
}
