import Foundation

/// A phrase to play back: its key, its scale and its notes, one a beat at its tempo
/// (quarter notes). What the musician hears and what the echo is judged against.
public struct Phrase: Hashable, Sendable {
    public var key: MIDINote
    public var scale: PhraseScale
    public var notes: [MIDINote]
    public var tempo: Tempo

    public init(key: MIDINote, scale: PhraseScale, notes: [MIDINote], tempo: Tempo) {
        self.key = key
        self.scale = scale
        self.notes = notes
        self.tempo = tempo
    }

    public var length: Int { notes.count }

    /// Frames a beat lasts at `sampleRate`.
    public func framesPerBeat(sampleRate: Int) -> Double { 60 * Double(sampleRate) / Double(tempo.bpm) }
}
