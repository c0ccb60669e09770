import Foundation

/// Each note's answers, weighted so that the estimate is the listener's current threshold:
/// an answer counts half as much as one given `halfLife` later. Ages are measured from the
/// newest answer, not from today, so the profile does not fade while nobody trains, and
/// incremental updates equal a rebuild.
///
/// Weights are kept relative to an epoch (2^((t − epoch)/halfLife)) so that adding an
/// answer never touches the others; the scale to "now" is one factor when reading.
public struct RecencyWeightedNotes: Hashable, Sendable {
    /// An answer 3 days older than the newest counts half. Short enough that a learner whose
    /// ear improves fast is measured where it is now: ten days into improving from 30 towards
    /// 10 cents, the estimate is 12 % behind with its interval holding the truth 96 % of the
    /// time; with 7 days it was 17 % behind and held it 60 % of the time (`scripts/simulate`).
    /// A session a week ago still counts a fifth.
    public static let halfLife: TimeInterval = 3 * 86_400
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
    private var epoch: Date?
    public private(set) var newest: Date?

    public init() {}

    public mutating func add(note: MIDINote, difference: Double, correct: Bool, at time: Date) {
        let epoch = self.epoch ?? time
        var halfLives = time.timeIntervalSince(epoch) / Self.halfLife
        if halfLives > Self.rebaseAfterHalfLives {
            rebase(to: time)
            halfLives = 0
        }
        if self.epoch == nil { self.epoch = time }
        let weight = exp2(halfLives)
        let bin = AnswerHistogram.bin(of: difference)
        if notes[note.rawValue] == nil { notes[note.rawValue] = AnswerHistogram() }
        notes[note.rawValue]!.add(bin: bin, correct: correct, weight: weight)
        all.add(bin: bin, correct: correct, weight: weight)
        if newest.map({ time > $0 }) ?? true { newest = time }
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
        guard let epoch, let newest else { return 1 }
        return exp2(-newest.timeIntervalSince(epoch) / Self.halfLife)
    }

    private mutating func rebase(to time: Date) {
        guard let epoch else { return }
        let factor = exp2(-time.timeIntervalSince(epoch) / Self.halfLife)
        for index in notes.indices where notes[index] != nil { notes[index]!.scale(by: factor) }
        all.scale(by: factor)
        self.epoch = time
    }
}
