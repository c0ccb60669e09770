import Foundation

/// Each note's answers, weighted so that the estimate is the listener's current threshold:
/// an answer counts half as much as one given `halfLife` later. Ages are measured from the
/// newest answer, not from today, so the profile does not fade while nobody trains, and
/// incremental updates equal a rebuild.
///
/// Weights are kept relative to an epoch (2^((t − epoch)/halfLife)) so that adding an
/// answer never touches the others; the scale to "now" is one factor when reading.
public struct RecencyWeightedNotes: Hashable, Sendable {
    /// An answer 30 days older than the newest counts half.
    public static let halfLife: TimeInterval = 30 * 86_400
    /// Neighbouring notes are pooled with a Gaussian weight of this width in semitones:
    /// a note 2 semitones away counts 0.88, 4 away 0.61, 8 away 0.14, beyond an octave nothing.
    public static let poolingWidth = 6.0
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

    /// The answers at `note` and its neighbours, each neighbour weighted by its distance.
    public func pooled(at note: MIDINote) -> AnswerHistogram {
        var result = AnswerHistogram()
        let scale = currentScale
        let low = max(0, note.rawValue - Self.poolingReach), high = min(127, note.rawValue + Self.poolingReach)
        var weighted = 0.0, squared = 0.0
        for other in low...high {
            guard let histogram = notes[other] else { continue }
            let weight = Self.poolingWeight(distance: other - note.rawValue)
            result.add(histogram, weight: scale * weight)
            let answers = histogram.answers
            weighted += weight * answers
            squared += weight * weight * answers
        }
        if squared > 0 { result.scale(by: weighted / squared) }
        return result
    }

    public static func poolingWeight(distance: Int) -> Double {
        guard abs(distance) <= poolingReach else { return 0 }
        let d = Double(distance) / poolingWidth
        return exp(-0.5 * d * d)
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
