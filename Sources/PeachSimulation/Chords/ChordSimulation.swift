import Foundation
import PeachCore

/// A player of Chords whose errors come from a model other than the fit's: a memory that
/// holds about `capacity` chords of a progression (drawn again for each progression, SD
/// `capacityJitter`: some progressions are lost early, chord after chord, and errors
/// cluster), each held chord named right with its quality's own chance (inverted a little
/// less often), each chord beyond what is held right by a guess. Its true span: where a
/// progression of the composer's at its level is right 75 % of the time (followed from
/// P(0) = 1, by simulation).
public struct SimulatedChordPlayer: Sendable {
    public var name: String
    public var capacity: Double
    public var capacityJitter: Double
    /// The chance of naming a held chord right, by quality.
    public var identification: @Sendable (ChordQuality) -> Double
    public var invertedFactor: Double
    public var guess: Double

    public init(
        name: String, capacity: Double, capacityJitter: Double = 1, identification: @escaping @Sendable (ChordQuality) -> Double,
        invertedFactor: Double = 0.9, guess: Double = 0.2
    ) {
        self.name = name
        self.capacity = capacity
        self.capacityJitter = capacityJitter
        self.identification = identification
        self.invertedFactor = invertedFactor
        self.guess = guess
    }

    /// Triads well, the rest less well: a player who knows major and minor best.
    public static func typical(capacity: Double, triads: Double = 0.96) -> SimulatedChordPlayer {
        SimulatedChordPlayer(
            name: String(format: "holds %g chords, triads %.0f %%", capacity, 100 * triads), capacity: capacity,
            identification: { quality in
                switch quality {
                case .major, .minor: triads
                case .diminished, .augmented: triads - 0.12
                default: triads - 0.08
                }
            })
    }

    /// Each chord of `progression`: right or not.
    public func play(_ progression: Progression, random: inout some RandomSource) -> [Bool] {
        let held = capacity + capacityJitter * ChordSimulation.gaussian(&random)
        return progression.chords.enumerated().map { place, chord in
            let p = Double(place) + 0.5 < held
                ? identification(chord.quality) * (chord.inversion > 0 ? invertedFactor : 1)
                : guess
            return random.nextUnit() < p
        }
    }

    /// The chance of `chord` at `place` right, over the memory's draws: what a share of
    /// chords right estimates.
    public func chance(of chord: Chord, at place: Int) -> Double {
        let held = 0.5 * erfc(-(capacity - Double(place) - 0.5) / (capacityJitter * 2.0.squareRoot()))
        return held * identification(chord.quality) * (chord.inversion > 0 ? invertedFactor : 1) + (1 - held) * guess
    }

    /// Its span at `level`: P(N) from `runs` progressions of each length, where it falls through 75 %.
    public func span(level: Int, runs: Int = 4000, seed: UInt64 = 99) -> Double {
        var random = SeededRandom(seed: seed)
        var curve = [1.0]
        for length in 1...CallSpanFit.longestModelled {
            var right = 0
            for run in 0..<runs {
                let progression = ChordSimulation.progression(length: length, level: level, run: run, random: &random)
                if play(progression, random: &random).allSatisfy({ $0 }) { right += 1 }
            }
            curve.append(Double(right) / Double(runs))
            if curve.last! < 0.5 { break }
        }
        for length in 1..<curve.count where curve[length] < CallSpanFit.target {
            return Double(length - 1) + (curve[length - 1] - CallSpanFit.target) / (curve[length - 1] - curve[length])
        }
        return Double(CallSpanFit.longestModelled)
    }
}

/// Runs of Chords' staircase and span fit against simulated players.
public enum ChordSimulation {
    public struct Outcome: Sendable {
        public var relativeError: Double
        /// (estimate − span) ÷ span: above 0, the span overestimated.
        public var signedError: Double
        public var holds: Bool
        public var measured: Bool
        /// For each quality and inversion played at least `ChordSimulation.fewestForShare`
        /// times: whether its share's interval held the player's mean chance on those chords.
        public var sharesHeld: [Bool]
    }

    public static let fewestForShare = 5

    /// A progression of the composer's in a key of its own (every key, both modes).
    static func progression(length: Int, level: Int, run: Int, random: inout some RandomSource) -> Progression {
        let key = ProgressionKey(pitchClass: random.integer(in: 0...11), mode: run % 2 == 0 ? .major : .minor)
        return ProgressionComposer().progression(length: length, key: key, vocabulary: ChordVocabulary(level: level), random: &random)
    }

    /// One run from the staircase's first length; the fit checked at each of `checkpoints`.
    public static func run(_ player: SimulatedChordPlayer, span: Double, level: Int, checkpoints: [Int], seed: UInt64) -> [Int: Outcome] {
        var random = SeededRandom(seed: seed), staircase = LengthStaircase(.progressions)
        var outcomes: [Int: Outcome] = [:], played: [ProgressionOutcome] = []
        // Each quality and inversion's tally, and its chords' chances summed.
        var tallies: [ChordQuality: [Bool: (tally: ChordQualityTally, chance: Double)]] = [:]
        for index in 1...(checkpoints.max() ?? 0) {
            let progression = Self.progression(length: staircase.length, level: level, run: index, random: &random)
            let rights = player.play(progression, random: &random)
            for (place, (chord, right)) in zip(progression.chords, rights).enumerated() {
                let inverted = chord.inversion > 0
                var entry = tallies[chord.quality]?[inverted] ?? (ChordQualityTally(quality: chord.quality, inverted: inverted), 0)
                entry.tally.add(right ? .right(played: 0) : .missing)
                entry.chance += player.chance(of: chord, at: place)
                tallies[chord.quality, default: [:]][inverted] = entry
            }
            played.append(ProgressionOutcome(chords: zip(progression.chords, rights).map {
                ProgressionOutcome.ChordOutcome(quality: $0.quality, inverted: $0.inversion > 0, right: $1)
            }))
            staircase.answered(right: rights.allSatisfy { $0 })
            if checkpoints.contains(index), let estimate = HarmonicSpanFit.estimate(played) {
                let shares = tallies.values.flatMap(\.values).filter { $0.tally.played >= fewestForShare }.map { entry in
                    let truth = entry.chance / Double(entry.tally.played), share = entry.tally.shareRight!
                    return share.low <= truth && truth <= share.high
                }
                outcomes[index] = Outcome(
                    relativeError: abs(estimate.span - span) / span, signedError: (estimate.span - span) / span, holds: estimate.contains(span),
                    measured: estimate.isMeasured, sharesHeld: shares)
            }
        }
        return outcomes
    }

    static func gaussian(_ random: inout some RandomSource) -> Double {
        sqrt(-2 * log(max(random.nextUnit(), 1e-12))) * cos(2 * Double.pi * random.nextUnit())
    }
}
