import Foundation

/// Each note's answers, weighted so that the estimate is the listener's current threshold.
/// An ear changes with training, so an answer counts half as much as one given `halfLife`
/// answers of the same task later. Counted in answers, not days: a pause changes nothing
/// (an ear that was not trained has no reason to have moved, and a history imported from
/// the phone still counts when training goes on here), and one who trains a lot is
/// followed as closely as their ear changes. Incremental updates equal a rebuild.
///
/// Weights are kept relative to an epoch (2^((k − epoch)/halfLife) for the k-th answer) so
/// that adding an answer never touches the others; the scale to "now" is one factor when
/// reading.
public struct RecencyWeightedNotes: Hashable, Sendable {
    /// An answer 300 answers older than the newest counts half. Short enough that a learner
    /// whose ear improves fast is measured where it is now: 100 answers a day, improving
    /// from 30 towards 10 cents, after ten days the estimate is 11 % behind with its
    /// interval holding the truth 85–96 % of the time; with 700 answers (a week) it was
    /// 17 % behind and held it 60 % of the time (`scripts/simulate`).
    public static let halfLife = 300.0
    /// Neighbouring notes' answers count towards a note's threshold, less the farther away
    /// they are: thresholds drift across the keyboard, by up to about 30 % an octave
    /// (2.5 % a semitone), so however many answers a neighbour has, they pin this note's
    /// threshold down only to within that drift. Modelled as a neighbour's answers counting
    /// 1 / (1 + I·n·(drift·d)²) each, where n is its number of answers, d its distance in
    /// semitones and I the information one answer near the threshold carries about it
    /// (about ½ for a two-alternative task): a few answers a fifth away count almost fully,
    /// a thousand an octave away add no more than a couple of dozen would.
    public static let driftPerSemitone = 0.025
    public static let informationPerAnswer = 0.5
    public static let poolingReach = 12
    /// Weights are rebased before they could overflow a Double (2^1023).
    private static let rebaseAfterHalfLives = 256.0

    private var notes: [AnswerHistogram?] = Array(repeating: nil, count: 128)
    private var all = AnswerHistogram()
    /// Answers so far, and the answer count the weights are relative to.
    public private(set) var count = 0
    private var epoch = 0

    public init() {}

    /// Adds the next answer (answers come in the order they were given).
    public mutating func add(note: MIDINote, difference: Double, correct: Bool) {
        if Double(count - epoch) / Self.halfLife > Self.rebaseAfterHalfLives { rebase(to: count) }
        let weight = exp2(Double(count - epoch) / Self.halfLife)
        count += 1
        let bin = AnswerHistogram.bin(of: difference)
        if notes[note.rawValue] == nil { notes[note.rawValue] = AnswerHistogram() }
        notes[note.rawValue]!.add(bin: bin, correct: correct, weight: weight)
        all.add(bin: bin, correct: correct, weight: weight)
    }

    /// Every note's answers pooled, scaled to the newest answer.
    public var overall: AnswerHistogram {
        var result = AnswerHistogram()
        result.add(all, weight: currentScale)
        return result
    }

    /// The answers at `note` and its neighbours within an octave, each neighbour's counting
    /// as much as it can say about this note.
    public func pooled(at note: MIDINote) -> AnswerHistogram {
        var result = AnswerHistogram()
        let scale = currentScale
        let low = max(0, note.rawValue - Self.poolingReach), high = min(127, note.rawValue + Self.poolingReach)
        for other in low...high {
            guard let histogram = notes[other] else { continue }
            let weight = Self.poolingWeight(distance: other - note.rawValue, answers: scale * histogram.answers)
            result.add(histogram, weight: scale * weight)
        }
        return result
    }

    /// What one of `answers` answers `distance` semitones away counts for here.
    public static func poolingWeight(distance: Int, answers: Double) -> Double {
        guard abs(distance) <= poolingReach else { return 0 }
        let drift = driftPerSemitone * Double(distance)
        return 1 / (1 + informationPerAnswer * answers * drift * drift)
    }

    /// 2^(−(newest − epoch)/halfLife): turns weights relative to the epoch into weights
    /// relative to the newest answer (which counts 1).
    private var currentScale: Double {
        count > 0 ? exp2(-Double(count - 1 - epoch) / Self.halfLife) : 1
    }

    private mutating func rebase(to answer: Int) {
        let factor = exp2(-Double(answer - epoch) / Self.halfLife)
        for index in notes.indices where notes[index] != nil { notes[index]!.scale(by: factor) }
        all.scale(by: factor)
        epoch = answer
    }
}
