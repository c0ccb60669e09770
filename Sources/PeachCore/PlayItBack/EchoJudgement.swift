import Foundation

/// An echo judged note by note against its phrase.
///
/// **Which note is which**: the played notes are aligned with the phrase's by the cheapest
/// edits: a missing note and an extra one cost 3 each, a wrong note 4 — more than either,
/// less than both. So a note played in another's place is a wrong note, and a phrase note
/// played later, after a skipped one, is that note (62 63 66 69 60 for 62 64 66 67 69: the
/// 2nd wrong, the 4th missing, 60 extra — not three wrong notes).
///
/// **When**: the echo is timed against the phrase's grid *as the musician re-plays it*
/// (`EchoGrid`, from the aligned notes' onsets): a slower or later echo of the right rhythm
/// is on time, one note off its place moves neither. A note is in time within `toleranceMs`
/// of its place on that grid; its offset is kept either way. An echo is timed only with
/// `fewestTimed` notes or more in their places.
///
/// **Right**: every note of the phrase played, in its order, at its pitch, and nothing
/// else. In quarter notes, timing is measured beside it (the echo's mean offset and spread),
/// never a reason for a wrong phrase: the span says how long a phrase the ear holds. In a
/// phrase with eighths the rhythm is part of what is held, judged locally: each note placed
/// between two others is where those two put it (their gap shared as the phrase shares it)
/// within a sixth of their own beat, or it is off the rhythm and the phrase wrong. Local,
/// so a slower, faster or drifting echo is judged by its own pulse. An eighth played as a
/// quarter is a quarter of a beat off or more; the right notes evenly spaced put a note
/// next to a quarter and a pair a quarter of a beat off (the composer never draws an even
/// rhythm). Simulated (BENCHMARKS.md, "the rhythm rule"). Two notes have no rhythm to judge
/// (a pair of eighths is two notes at any pace): only from three notes in place.
public struct EchoJudgement: Hashable, Sendable {
    /// How far from its place on the echo's own grid a note may start and be in time.
    public static let toleranceMs = EchoGrid.toleranceMs
    public static let fewestTimed = EchoGrid.fewestTimed
    /// In a phrase with eighths, how far from where its neighbours put it a note may start
    /// and be in the rhythm, in beats of their own pace: a sixth.
    public static let rhythmToleranceBeats = 1.0 / 6

    /// A phrase note that started off its place, and by how much (ms, − early, + late).
    public struct NoteOffset: Hashable, Sendable {
        public var index: Int
        public var offsetMs: Double
    }

    /// What became of each phrase note.
    public enum Outcome: Hashable, Sendable {
        /// Played at its pitch, `offsetMs` from its place (− early, + late).
        case right(offsetMs: Double)
        /// Another note played in its place.
        case wrong(played: Int, offsetMs: Double)
        case missing

        public var offsetMs: Double? {
            switch self {
            case let .right(offset), let .wrong(_, offset): offset
            case .missing: nil
            }
        }
    }

    public var phrase: [Int]
    public var outcomes: [Outcome]
    /// The played notes no phrase note was given to, in the order played.
    public var extras: [Int]
    /// The echo's beat, in ms; nil unless the echo is timed.
    public var echoBeatMs: Double?
    /// Enough notes in their places to time the echo against a grid of its own.
    public var isTimed: Bool
    /// A phrase with eighths: the notes played off its rhythm (none in quarter notes).
    public var offRhythm: [NoteOffset] = []

    public var isRight: Bool {
        extras.isEmpty && offRhythm.isEmpty && outcomes.allSatisfy { if case .right = $0 { true } else { false } }
    }

    /// The offsets of the notes played in their places, whatever their pitch; none unless timed.
    public var offsetsMs: [Double] { isTimed ? outcomes.compactMap(\.offsetMs) : [] }

    /// The phrase notes (by index) that started beyond the tolerance; none unless timed.
    public var untimely: [(index: Int, offsetMs: Double)] {
        guard isTimed else { return [] }
        return outcomes.enumerated().compactMap { index, outcome in
            outcome.offsetMs.flatMap { abs($0) > Self.toleranceMs ? (index, $0) : nil }
        }
    }

    /// Typed on the computer keyboard: judged for its pitches alone (a typed note has no
    /// frame, and a typing hand no rhythm of a keyboard player's), neither timed nor its
    /// rhythm judged.
    public var typed = false

    /// `played` against `phrase`, whose notes start at `beats` (nil: a beat apart), onsets in
    /// frames at `sampleRate`, the phrase at `tempo`; `typed`: the notes typed, their pitches alone judged.
    public init(phrase: [Int], beats: [Double]? = nil, played: [PlayedNote], tempo: Tempo, sampleRate: Int, typed: Bool = false) {
        self.typed = typed
        precondition(beats.map { $0.count == phrase.count } ?? true, "a beat for every phrase note")
        self.phrase = phrase
        let beats = beats ?? phrase.indices.map(Double.init)
        let pairs = Self.align(phrase, played.map(\.note))
        let phraseBeat = 60 * Double(sampleRate) / Double(tempo.bpm)
        // Onset (frames) against the phrase note's beat, for every played note given a phrase note.
        let points = pairs.compactMap { pair in pair.played.map { (beat: beats[pair.phrase], frame: Double(played[$0].onsetFrames)) } }
        let grid = EchoGrid(points, callBeatFrames: phraseBeat, sampleRate: sampleRate)
        isTimed = !typed && grid.isTimed
        echoBeatMs = isTimed ? grid.beatMs : nil
        var outcomes = Array(repeating: Outcome.missing, count: phrase.count)
        var given = Set<Int>()
        for pair in pairs {
            guard let index = pair.played else { continue }
            given.insert(index)
            let offset = grid.offsetMs(Double(played[index].onsetFrames), atBeat: beats[pair.phrase])
            outcomes[pair.phrase] = played[index].note == phrase[pair.phrase] ? .right(offsetMs: offset) : .wrong(played: played[index].note, offsetMs: offset)
        }
        self.outcomes = outcomes
        extras = played.indices.filter { !given.contains($0) }.map { played[$0].note }
        if !typed, beats.contains(where: { $0 != $0.rounded() }) {
            offRhythm = Self.offRhythm(pairs: pairs, beats: beats, played: played, sampleRate: sampleRate)
        }
    }

    /// The notes in their places, between two others in their places, more than
    /// `rhythmToleranceBeats` from where those two put them: the neighbours' gap shared as
    /// the phrase shares it, their beat their gap ÷ the phrase's beats between them. The
    /// furthest off is named and left out, then the rest judged again: one late note bends
    /// its neighbours' pace, and only it is named (the earlier of two as far off).
    static func offRhythm(pairs: [(phrase: Int, played: Int?)], beats: [Double], played: [PlayedNote], sampleRate: Int) -> [NoteOffset] {
        var placed = pairs.compactMap { pair in pair.played.map { (index: pair.phrase, beat: beats[pair.phrase], frame: Double(played[$0].onsetFrames)) } }
        var off: [NoteOffset] = []
        while placed.count >= fewestTimed {
            // Each inner note's offset, in frames and in its neighbours' beats (notes out of order have no pace: infinitely off).
            let judged = (1..<(placed.count - 1)).map { middle in
                let before = placed[middle - 1], note = placed[middle], after = placed[middle + 1]
                let localBeat = (after.frame - before.frame) / (after.beat - before.beat)
                let offset = note.frame - (before.frame + (note.beat - before.beat) * localBeat)
                return (middle: middle, offset: offset, beats: localBeat > 0 ? abs(offset) / localBeat : .infinity)
            }
            guard let worst = judged.max(by: { $0.beats < $1.beats || ($0.beats == $1.beats && $0.middle > $1.middle) }),
                  worst.beats > rhythmToleranceBeats
            else { break }
            off.append(NoteOffset(index: placed[worst.middle].index, offsetMs: worst.offset * 1000 / Double(sampleRate)))
            placed.remove(at: worst.middle)
        }
        return off.sorted { $0.index < $1.index }
    }

    /// The phrase notes each paired with the played note in its place (nil: missing), by the
    /// cheapest edits.
    static func align(_ phrase: [Int], _ played: [Int]) -> [(phrase: Int, played: Int?)] {
        let n = phrase.count, m = played.count
        // cost[i][j]: the cheapest edits from the first i phrase notes to the first j played.
        let wrong = 4, gap = 3
        var cost = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in 0...n { cost[i][0] = i * gap }
        for j in 0...m { cost[0][j] = j * gap }
        if n > 0 && m > 0 {
            for i in 1...n {
                for j in 1...m {
                    let diagonal = cost[i - 1][j - 1] + (phrase[i - 1] == played[j - 1] ? 0 : wrong)
                    cost[i][j] = min(diagonal, cost[i - 1][j] + gap, cost[i][j - 1] + gap)
                }
            }
        }
        var pairs: [(phrase: Int, played: Int?)] = []
        var i = n, j = m
        while i > 0 {
            if j > 0, cost[i][j] == cost[i - 1][j - 1] + (phrase[i - 1] == played[j - 1] ? 0 : wrong) {
                pairs.append((i - 1, j - 1))
                i -= 1
                j -= 1
            } else if j > 0, cost[i][j] == cost[i][j - 1] + gap {
                j -= 1  // an extra note
            } else {
                pairs.append((i - 1, nil))
                i -= 1
            }
        }
        return pairs.reversed()
    }
}
