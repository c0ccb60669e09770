import Foundation

/// A phrase to play back: its key, its scale, its notes and where each starts, in eighths
/// of a beat from the first (0 2 4 6 for quarter notes; 0 2 3 4 with a pair of eighths on
/// the second beat), at its tempo. What the musician hears and what the echo is judged
/// against.
public struct Phrase: Hashable, Sendable {
    public var key: MIDINote
    public var scale: PhraseScale
    public var notes: [MIDINote]
    /// Each note's onset in eighths from the first note's: increasing, the first 0.
    public var eighths: [Int]
    public var tempo: Tempo

    /// `eighths` nil: quarter notes, a beat apart.
    public init(key: MIDINote, scale: PhraseScale, notes: [MIDINote], eighths: [Int]? = nil, tempo: Tempo) {
        precondition(eighths.map { $0.count == notes.count } ?? true, "an onset for every note")
        self.key = key
        self.scale = scale
        self.notes = notes
        self.eighths = eighths ?? Self.quarters(notes.count)
        self.tempo = tempo
    }

    /// Onsets of `count` quarter notes, in eighths.
    public static func quarters(_ count: Int) -> [Int] { (0..<count).map { 2 * $0 } }

    public var length: Int { notes.count }

    /// Quarter notes only, or eighths among them.
    public var rhythm: PhraseRhythm { eighths == Self.quarters(length) ? .quarters : .eighths }

    public var style: PhraseStyle { PhraseStyle(scale, rhythm) }

    /// Each note's onset in beats from the first.
    public var beats: [Double] { eighths.map { Double($0) / 2 } }

    /// How long each note lasts, in eighths, to the next one's onset; the last a quarter.
    public var durations: [Int] { zip(eighths, eighths.dropFirst()).map { $1 - $0 } + (eighths.isEmpty ? [] : [2]) }

    /// Frames a beat lasts at `sampleRate`.
    public func framesPerBeat(sampleRate: Int) -> Double { 60 * Double(sampleRate) / Double(tempo.bpm) }
}
