import Foundation

/// What Peach plays and the musician plays back: block chords in a key, each voiced in close
/// position (its MIDI notes) and lasting `beats` beats.
public struct Progression: Hashable, Sendable {
    public struct Step: Hashable, Sendable {
        public var chord: Chord
        /// Its Roman numeral in the key ("V7", "ii"): what it does there.
        public var numeral: String
        /// Its notes, lowest first.
        public var notes: [Int]
        public var beats: Int

        public init(chord: Chord, numeral: String, notes: [Int], beats: Int) {
            self.chord = chord
            self.numeral = numeral
            self.notes = notes
            self.beats = beats
        }
    }

    public var key: ProgressionKey
    public var vocabulary: ChordVocabulary
    public var steps: [Step]

    public init(key: ProgressionKey, vocabulary: ChordVocabulary, steps: [Step]) {
        self.key = key
        self.vocabulary = vocabulary
        self.steps = steps
    }

    public var length: Int { steps.count }
    public var chords: [Chord] { steps.map(\.chord) }
    /// Where each chord starts, in beats from the first.
    public var onsets: [Int] { steps.indices.map { index in steps[..<index].reduce(0) { $0 + $1.beats } } }
}
