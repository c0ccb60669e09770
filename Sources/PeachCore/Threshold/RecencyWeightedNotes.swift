import Foundation

/// Each note's answers, weighted so that the estimate is the listener's current threshold.
/// An ear changes with training, so an answer counts half once about `halfLife` newer
/// answers tell about the same note: answers at the note itself count one each, answers at
/// its neighbours as much as a half-life's worth of them would count there when pooled.
/// Training another register does not age a note (300 answers around E2, then 300 around
/// G3, then 300 at the top keep all three thresholds), and neither does a pause: counted in
/// answers, not days, so a history imported from the phone still counts when training goes
/// on here. The overall threshold of the task, which every answer tells about, ages with
/// every answer of the task. Incremental updates equal a rebuild.
///
/// Weights are kept relative to an epoch per note (2^((clock − epoch)/halfLife), where a
/// note's clock counts the answers that told about it) so that adding an answer never
/// touches the others; the scale to "now" is one factor per note when reading.
public struct RecencyWeightedNotes: Hashable, Sendable {
    /// An answer with 300 newer answers about its note counts half. Short enough that a
    /// learner whose ear improves fast is measured where it is now: 100 answers a day,
    /// improving from 30 towards 10 cents, after ten days the estimate is about 10 % behind
    /// with its interval holding the truth about 90 % of the time (`scripts/simulate`).
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

    /// How much one answer `distance` semitones away ages a note: what it counts for when
    /// pooled among a half-life's worth of answers there.
    private static let agingByDistance: [Double] = (0...poolingReach).map { poolingWeight(distance: $0, answers: halfLife) }

    private var notes: [AnswerHistogram?] = Array(repeating: nil, count: 128)
    /// The same answers, each counting one: what an ear that has not moved is measured by.
    private var unaged: [AnswerHistogram?] = Array(repeating: nil, count: 128)
    private var allUnaged = AnswerHistogram()
    /// Per note: how many answers have told about it (neighbours weighted), and the clock
    /// reading its weights are relative to.
    private var clocks = [Double](repeating: 0, count: 128)
    private var epochs = [Double](repeating: 0, count: 128)
    private var all = AnswerHistogram()
    /// Answers so far, and the answer count the overall weights are relative to.
    public private(set) var count = 0
    private var epoch = 0

    public init() {}

    /// Adds the next answer (answers come in the order they were given).
    public mutating func add(note: MIDINote, difference: Double, correct: Bool) {
        if Double(count - epoch) / Self.halfLife > Self.rebaseAfterHalfLives { rebaseOverall(to: count) }
        let overallWeight = exp2(Double(count - epoch) / Self.halfLife)
        count += 1
        let index = note.rawValue
        for other in max(0, index - Self.poolingReach)...min(127, index + Self.poolingReach) {
            clocks[other] += Self.agingByDistance[abs(other - index)]
        }
        if (clocks[index] - epochs[index]) / Self.halfLife > Self.rebaseAfterHalfLives { rebase(note: index) }
        let weight = exp2((clocks[index] - epochs[index]) / Self.halfLife)
        let bin = AnswerHistogram.bin(of: difference)
        if notes[index] == nil { notes[index] = AnswerHistogram() }
        notes[index]!.add(bin: bin, correct: correct, weight: weight)
        all.add(bin: bin, correct: correct, weight: overallWeight)
        if unaged[index] == nil { unaged[index] = AnswerHistogram() }
        unaged[index]!.add(bin: bin, correct: correct)
        allUnaged.add(bin: bin, correct: correct)
    }

    /// Every note's answers pooled, scaled to the newest answer; with `aged` false, each
    /// answer counting one.
    public func overall(aged: Bool = true) -> AnswerHistogram {
        guard aged else { return allUnaged }
        var result = AnswerHistogram()
        result.add(all, weight: currentScale)
        return result
    }

    /// The answers at `note` and its neighbours within an octave, each neighbour's counting
    /// as much as it can say about this note; with `aged` false, each answer at the note
    /// itself counting one.
    public func pooled(at note: MIDINote, aged: Bool = true) -> AnswerHistogram {
        var result = AnswerHistogram()
        let low = max(0, note.rawValue - Self.poolingReach), high = min(127, note.rawValue + Self.poolingReach)
        if !aged {
            for other in low...high {
                guard let histogram = unaged[other] else { continue }
                result.add(histogram, weight: Self.poolingWeight(distance: other - note.rawValue, answers: histogram.answers))
            }
            return result
        }
        for other in low...high {
            guard let histogram = notes[other] else { continue }
            let scale = currentScale(of: other)
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

    /// 2^(−(newest − epoch)/halfLife): turns overall weights relative to the epoch into
    /// weights relative to the newest answer (which counts 1).
    private var currentScale: Double {
        count > 0 ? exp2(-Double(count - 1 - epoch) / Self.halfLife) : 1
    }

    /// The same for one note: an answer there with nothing newer about the note counts 1.
    private func currentScale(of note: Int) -> Double {
        exp2(-(clocks[note] - epochs[note]) / Self.halfLife)
    }

    private mutating func rebaseOverall(to answer: Int) {
        all.scale(by: exp2(-Double(answer - epoch) / Self.halfLife))
        epoch = answer
    }

    private mutating func rebase(note: Int) {
        let factor = currentScale(of: note)
        notes[note]?.scale(by: factor)
        epochs[note] = clocks[note]
    }
}
