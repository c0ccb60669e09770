import Foundation

/// A progression played back, judged chord by chord: the played chords matched to the
/// progression's in order (the matching that leaves the fewest and smallest differences:
/// an extra chord or a missing one costs a whole chord, a wrong one more than either and
/// less than both — 1.05 chords and 0.85 of the share of pitch classes it gets wrong — so
/// that a chord left out and one added at the end are read so, not as every chord between
/// them wrong by a place), each chord right, wrong (what was played, what was missing,
/// what was extra, the bass), or missing, and the played chords matched to none extra.
/// Right only when every chord is right and none is extra.
public struct ChordJudgement: Hashable, Sendable {
    /// How close a played chord must come.
    public enum Strictness: Int, CaseIterable, Sendable, Hashable, Codable {
        /// The same pitch classes (doublings allowed, any octave) over the right bass.
        case pitchClasses
        /// The very notes Peach played.
        case voicing

        /// Its word in the config file.
        public var name: String { self == .pitchClasses ? "notes" : "voicing" }

        public init?(name: String) {
            guard let strictness = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = strictness
        }
    }

    /// How a played chord differs from the progression's.
    public struct Difference: Hashable, Sendable {
        /// The chord the played notes make, spelled in the key; nil when they make none Peach knows.
        public var heard: Chord?
        /// The chord's tones not played, and the played pitch classes not in it, as the key spells them.
        public var missing: [SpelledPitchClass]
        public var extra: [SpelledPitchClass]
        /// The played bass, when it is not the chord's.
        public var wrongBass: SpelledPitchClass?
        /// The right pitch classes over the right bass, voiced otherwise (judged by voicing only).
        public var voicingOnly: Bool
    }

    public enum Verdict: Hashable, Sendable {
        case right(played: Int)
        case wrong(played: Int, Difference)
        case missing

        public var isRight: Bool { if case .right = self { true } else { false } }
        /// The played chord it was matched with.
        public var played: Int? {
            switch self {
            case .right(let played), .wrong(let played, _): played
            case .missing: nil
            }
        }
    }

    /// One for each chord of the progression.
    public var verdicts: [Verdict]
    /// The played chords matched to none of the progression's.
    public var extra: [Int]
    public var played: [PlayedChord]

    public var isRight: Bool { extra.isEmpty && verdicts.allSatisfy(\.isRight) }

    /// The echo's timing against its own grid (`EchoGrid`, from the chords matched, right or
    /// wrong, each by its first note): each chord's offset in ms (nil where missing, or the
    /// echo not timed), and the echo's beat. Measured beside the verdict, never a reason for a
    /// wrong progression: the span says how long a progression the ear holds.
    public var offsetsMs: [Double?] = []
    public var echoBeatMs: Double?
    public var isTimed: Bool { echoBeatMs != nil }

    /// The chords (by index) that started more than `EchoGrid.toleranceMs` from their places.
    public var untimely: [(index: Int, offsetMs: Double)] {
        offsetsMs.enumerated().compactMap { index, offset in offset.flatMap { abs($0) > EchoGrid.toleranceMs ? (index, $0) : nil } }
    }

    /// `played` against `progression`; timed against the echo's own grid when the progression's
    /// `tempo` and the frames' `sampleRate` are given.
    public init(progression: Progression, played: [PlayedChord], strictness: ChordJudgement.Strictness, tempo: Tempo? = nil, sampleRate: Int? = nil) {
        self.played = played
        let expected = progression.steps
        func compare(_ step: Progression.Step, _ chord: PlayedChord) -> (cost: Double, verdict: (Int) -> Verdict) {
            let target = step.chord, classes = target.pitchClasses
            let rightClasses = chord.pitchClasses == classes && chord.bassPitchClass == target.bass.pitchClass
            if rightClasses && (strictness == .pitchClasses || chord.pitches == step.notes) { return (0, { .right(played: $0) }) }
            let key = progression.key
            let missing = target.spelledTones.filter { !chord.pitchClasses.contains($0.pitchClass) }
            let heard = Chord.named(chord.pitches, spelling: key.spelling)
            let extraClasses = chord.pitchClasses.subtracting(classes).sorted()
            // As the heard chord spells them, from its root up; otherwise as the key does.
            let extra = heard.map { heard in heard.spelledTones.filter { extraClasses.contains($0.pitchClass) } } ?? extraClasses.map(key.spelling)
            let playedBass = heard?.bass ?? key.spelling(chord.bassPitchClass)
            let difference = Difference(
                heard: heard, missing: missing, extra: extra,
                wrongBass: chord.bassPitchClass == target.bass.pitchClass ? nil : playedBass, voicingOnly: rightClasses)
            let shared = Double(chord.pitchClasses.intersection(classes).count), all = Double(chord.pitchClasses.union(classes).count)
            return (1.05 + 0.85 * (1 - shared / all), { .wrong(played: $0, difference) })
        }
        // The matching of least cost, by dynamic programming over both sequences.
        let rows = expected.count, columns = played.count
        var cost = Array(repeating: Array(repeating: 0.0, count: columns + 1), count: rows + 1)
        for row in 0...rows { cost[row][0] = Double(row) }
        for column in 0...columns { cost[0][column] = Double(column) }
        if rows > 0 && columns > 0 {
            for row in 1...rows {
                for column in 1...columns {
                    cost[row][column] = min(
                        cost[row - 1][column - 1] + compare(expected[row - 1], played[column - 1]).cost,
                        cost[row - 1][column] + 1, cost[row][column - 1] + 1)
                }
            }
        }
        var verdicts = Array(repeating: Verdict.missing, count: rows), extra: [Int] = []
        var row = rows, column = columns
        while row > 0 || column > 0 {
            if row > 0, column > 0 {
                let pair = compare(expected[row - 1], played[column - 1])
                if abs(cost[row][column] - (cost[row - 1][column - 1] + pair.cost)) < 1e-9 {
                    verdicts[row - 1] = pair.verdict(column - 1)
                    row -= 1
                    column -= 1
                    continue
                }
            }
            if row > 0, abs(cost[row][column] - (cost[row - 1][column] + 1)) < 1e-9 {
                verdicts[row - 1] = .missing
                row -= 1
            } else {
                extra.append(column - 1)
                column -= 1
            }
        }
        self.verdicts = verdicts
        self.extra = extra.reversed()
        offsetsMs = Array(repeating: nil, count: verdicts.count)
        guard let tempo, let sampleRate, sampleRate > 0, tempo.bpm > 0 else { return }
        let onsets = progression.onsets
        let points = verdicts.enumerated().compactMap { index, verdict in
            verdict.played.map { (beat: Double(onsets[index]), frame: Double(played[$0].onsetFrames)) }
        }
        let grid = EchoGrid(points, callBeatFrames: 60 * Double(sampleRate) / Double(tempo.bpm), sampleRate: sampleRate)
        guard grid.isTimed else { return }
        echoBeatMs = grid.beatMs
        offsetsMs = verdicts.enumerated().map { index, verdict in
            verdict.played.map { grid.offsetMs(Double(played[$0].onsetFrames), atBeat: Double(onsets[index])) }
        }
    }

    /// Each chord's onset as played (frames from the progression's first heard chord), nil where missing.
    public var onsets: [Int?] { verdicts.map { $0.played.map { played[$0].onsetFrames } } }
}
