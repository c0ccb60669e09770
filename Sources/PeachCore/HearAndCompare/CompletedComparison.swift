import Foundation

/// A comparison the listener answered.
public struct CompletedComparison: Hashable, Sendable {
    public var comparison: Comparison
    public var answeredHigher: Bool
    public var timestamp: Date

    public init(comparison: Comparison, answeredHigher: Bool, timestamp: Date) {
        self.comparison = comparison
        self.answeredHigher = answeredHigher
        self.timestamp = timestamp
    }

    /// Correct ⇔ (answered Higher) == (offset > 0).
    public var isCorrect: Bool { answeredHigher == comparison.isTargetHigher }

    public var record: ComparisonRecord {
        ComparisonRecord(
            referenceNote: comparison.referenceNote, targetNote: comparison.targetNote,
            centOffset: comparison.centOffset, isCorrect: isCorrect,
            interval: comparison.interval.interval, tuningSystem: comparison.tuningSystem, timestamp: timestamp)
    }
}

extension CompletedComparison {
    /// Back from a stored record: the answer follows from the offset and correctness.
    public init(record: ComparisonRecord) {
        let semitones = record.targetNote.rawValue - record.referenceNote.rawValue
        let interval = DirectedInterval(record.interval, semitones < 0 ? .down : .up)
        let comparison = Comparison(
            referenceNote: record.referenceNote, interval: interval, tuningSystem: record.tuningSystem, centOffset: record.centOffset)
        self.init(comparison: comparison, answeredHigher: record.isCorrect == (record.centOffset.value > 0), timestamp: record.timestamp)
    }
}
