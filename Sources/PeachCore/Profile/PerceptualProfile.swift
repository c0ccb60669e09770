import Foundation

/// What the profile knows of one MIDI note: the trials the chain placed there (what the
/// strategy needs to find weak spots and bootstrap the chain), not the threshold itself.
public struct PerceptualNote: Hashable, Sendable {
    /// |cent difference| of every comparison at this note: the mean difference.
    public private(set) var differences = Welford()
    public private(set) var correctCount = 0
    /// |cent difference| of the latest comparison at this note: where the chain was here.
    public private(set) var currentDifficulty: Cents?

    public init() {}

    public var count: Int { differences.count }
    public var isTrained: Bool { differences.count > 0 }
    public var mean: Double? { isTrained ? differences.mean : nil }
    public var standardDeviation: Double? { differences.standardDeviation }

    mutating func add(difference: Cents, correct: Bool) {
        differences.add(difference.value)
        if correct { correctCount += 1 }
        currentDifficulty = difference
    }
}

/// The listener's ear, note by note (128 slots). Never stored: rebuilt from the records
/// at start-up, then updated with each completed comparison, and both give the same result.
/// Comparisons are filed under their reference note, whatever the interval.
public struct PerceptualProfile: Hashable, Sendable {
    public private(set) var notes = [PerceptualNote](repeating: PerceptualNote(), count: 128)

    public init() {}

    /// A comparison at reference note `note`: its |difference|, and whether it was answered right.
    public mutating func add(note: MIDINote, difference: Cents, correct: Bool) {
        notes[note.rawValue].add(difference: difference, correct: correct)
    }

    public subscript(note: MIDINote) -> PerceptualNote { notes[note.rawValue] }

    public var totalCount: Int { notes.reduce(0) { $0 + $1.count } }

    /// Mean and SD of the per-note means over the trained notes in `range`.
    public func summary(in range: NoteRange) -> ProfileSummary {
        let means = range.notes.compactMap { self[$0].mean }
        let stats = Welford(means)
        return ProfileSummary(
            trainedNotes: means.count,
            mean: means.isEmpty ? nil : stats.mean,
            standardDeviation: stats.standardDeviation)
    }

    /// Notes of `range` from weakest to strongest: untrained first (in note order), then
    /// the highest mean difference first.
    public func notesByWeakness(in range: NoteRange) -> [MIDINote] {
        let untrained = range.notes.filter { !self[$0].isTrained }
        let trained = range.notes.filter { self[$0].isTrained }
            .sorted { self[$0].differences.mean > self[$1].differences.mean }
        return untrained + trained
    }

    /// The `count` weakest notes of `range`, widened to include every note tied with the
    /// last one, so ties (above all, many untrained notes) are not broken by note order.
    public func weakSpots(in range: NoteRange, count: Int = 10) -> [MIDINote] {
        let ranked = notesByWeakness(in: range)
        guard ranked.count > count else { return ranked }
        let boundary = self[ranked[count - 1]].mean
        return Array(ranked.prefix(count)) + ranked.dropFirst(count).prefix { self[$0].mean == boundary }
    }
}
