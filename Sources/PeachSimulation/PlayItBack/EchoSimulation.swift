import Foundation
import PeachCore

/// A player of Play It Back with a known span: the chance of a phrase of N notes played back
/// right, and the span that follows from it (the length right 75 % of the time).
public struct SimulatedEchoPlayer: Sendable {
    public var name: String
    public var probabilityRight: @Sendable (Int) -> Double
    public var span: Double

    /// The fit's own shape: logistic in N with steepness `k` per note and lapses.
    public static func logistic(span: Double, steepness k: Double, lapse: Double) -> SimulatedEchoPlayer {
        // P(N) = (1 − λ) / (1 + q·e^(k(N − m))) with P(span) = 0.75 where 0.75 < 1 − λ.
        let q = (1 - lapse) / 0.75 - 1
        return SimulatedEchoPlayer(
            name: String(format: "logistic, span %g, k %g, lapses %g %%", span, k, lapse * 100),
            probabilityRight: { n in (1 - lapse) / (1 + q * exp(k * (Double(n) - span))) }, span: span)
    }

    /// Another shape: every note held (99 %) up to a capacity of `capacity` notes, each note
    /// beyond it a coin toss. Its span is where 0.99^min(N,C)·0.5^max(0,N−C) is 75 %.
    public static func capacity(_ capacity: Int) -> SimulatedEchoPlayer {
        let c = Double(capacity), held = log(0.99), beyond = log(0.5), target = log(0.75)
        let span = c * held <= target ? target / held : c + (target - c * held) / beyond
        return SimulatedEchoPlayer(
            name: "capacity \(capacity) notes, then a coin toss a note",
            probabilityRight: { n in pow(0.99, Double(min(n, capacity))) * pow(0.5, Double(max(0, n - capacity))) }, span: span)
    }
}

/// Runs of Play It Back's staircase and span fit against simulated players.
public enum EchoSimulation {
    public struct Outcome: Sendable {
        public var relativeError: Double
        public var holds: Bool
        public var measured: Bool
    }

    /// One run of `phrases` phrases from the staircase's first length; the fit checked at each of `checkpoints`.
    public static func run(_ player: SimulatedEchoPlayer, checkpoints: [Int], seed: UInt64) -> [Int: Outcome] {
        var random = SeededRandom(seed: seed), staircase = LengthStaircase(.phrases), tally = LengthTally()
        var outcomes: [Int: Outcome] = [:]
        for phrase in 1...(checkpoints.max() ?? 0) {
            let length = staircase.length
            let right = random.nextUnit() < player.probabilityRight(length)
            tally.add(length: length, right: right)
            staircase.answered(right: right)
            if checkpoints.contains(phrase), let estimate = SpanEstimate(tally, shortestPossible: LengthStaircase.Bounds.phrases.shortest) {
                outcomes[phrase] = Outcome(
                    relativeError: abs(estimate.span - player.span) / player.span, holds: estimate.contains(player.span), measured: estimate.isMeasured)
            }
        }
        return outcomes
    }
}

/// The rhythm rule of a phrase with eighths, against players of known timing: an honest
/// echo (the phrase's rhythm at a pace of its own, 0.7 … 1.5 times the phrase's beat, each
/// onset off by a normal error of a share of that beat) should be in the rhythm; the right
/// notes evenly spaced over the phrase's length, or as quarter notes (the same error),
/// should not.
public enum RhythmRuleSimulation {
    public enum Player: String, CaseIterable, Sendable {
        case honest = "in the phrase's rhythm"
        case even = "right notes, evenly spaced"
        case quarters = "right notes, as quarters"
    }

    /// The share of `runs` echoes of phrases of `lengths` notes in eighths, at tempos of
    /// 60 … 200 BPM, that are judged right, each onset off by a normal error of `spread` beats.
    public static func shareRight(_ player: Player, lengths: ClosedRange<Int>, spread: Double, runs: Int, seed: UInt64) -> Double {
        var random = SeededRandom(seed: seed)
        let rate = 48_000, composer = PhraseComposer(), range = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))
        var right = 0
        for run in 0..<runs {
            let length = lengths.lowerBound + run % lengths.count
            let phrase = composer.phrase(
                length: length, scale: .major, rhythm: .eighths, tempo: Tempo(bpm: random.integer(in: 60...200)), range: range, random: &random)
            let beat = phrase.framesPerBeat(sampleRate: rate) * (0.7 + 0.8 * random.nextUnit())
            let beats: [Double] = switch player {
            case .honest: phrase.beats
            case .even: phrase.notes.indices.map { phrase.beats.last! * Double($0) / Double(max(1, phrase.length - 1)) }
            case .quarters: phrase.notes.indices.map(Double.init)
            }
            let played = zip(phrase.notes, beats).map { note, at in
                PlayedNote(note: note.rawValue, onsetFrames: 20_000 + Int(((at + gaussian(&random) * spread) * beat).rounded()))
            }
            if PhraseRecord(phrase: phrase, played: played, sampleRate: rate, timestamp: Date()).judgement.isRight { right += 1 }
        }
        return Double(right) / Double(runs)
    }

    static func gaussian(_ random: inout SeededRandom) -> Double {
        sqrt(-2 * log(max(random.nextUnit(), 1e-12))) * cos(2 * Double.pi * random.nextUnit())
    }
}
