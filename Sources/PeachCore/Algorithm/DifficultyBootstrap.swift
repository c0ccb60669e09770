import Foundation

/// Where the chain starts when there is nothing to continue from: the difficulties the
/// profile holds around the chosen note, weighted by closeness.
public enum DifficultyBootstrap {
    /// Up to this many trained notes on each side take part.
    public static let neighboursPerSide = 5

    /// One note that contributes, with its distance and weight.
    public struct Contribution: Hashable, Sendable {
        public var note: MIDINote
        public var distance: Int
        public var weight: Double
        public var difficulty: Cents
    }

    /// The note itself (if trained) at distance 0, plus the nearest trained notes below and
    /// above inside `range`, each weighted 1/(1+d).
    public static func contributions(for note: MIDINote, profile: PerceptualProfile, range: NoteRange) -> [Contribution] {
        func contribution(_ candidate: MIDINote) -> Contribution? {
            guard let difficulty = profile[candidate].currentDifficulty else { return nil }
            let distance = abs(candidate.rawValue - note.rawValue)
            return Contribution(note: candidate, distance: distance, weight: 1 / Double(1 + distance), difficulty: difficulty)
        }
        var result: [Contribution] = []
        if range.contains(note), let own = contribution(note) { result.append(own) }
        let below = stride(from: note.rawValue - 1, through: range.lowest.rawValue, by: -1)
            .lazy.compactMap { contribution(MIDINote($0)) }.prefix(neighboursPerSide)
        let above = stride(from: note.rawValue + 1, through: range.highest.rawValue, by: 1)
            .lazy.compactMap { contribution(MIDINote($0)) }.prefix(neighboursPerSide)
        result.append(contentsOf: below)
        result.append(contentsOf: above)
        return result
    }

    /// The weighted mean difficulty, clamped to the chain's limits; 100 cents when no note
    /// around has been trained.
    public static func difficulty(for note: MIDINote, profile: PerceptualProfile, range: NoteRange) -> Cents {
        let parts = contributions(for: note, profile: profile, range: range)
        guard !parts.isEmpty else { return KazezChain.easiest }
        let weightSum = parts.reduce(0) { $0 + $1.weight }
        let weighted = parts.reduce(0) { $0 + $1.weight * $1.difficulty.value }
        return KazezChain.clamp(Cents(weighted / weightSum))
    }

    /// Where a session starts in the middle of `range`: what a profile says of the chain's
    /// next answers before a note is chosen ("more answers to measure").
    public static func difficulty(atCentreOf range: NoteRange, profile: PerceptualProfile) -> Cents {
        difficulty(for: MIDINote((range.lowest.rawValue + range.highest.rawValue) / 2), profile: profile, range: range)
    }
}
