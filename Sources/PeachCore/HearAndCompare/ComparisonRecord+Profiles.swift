import Foundation

/// The comparisons feed the ear's profile and the thresholds: each comparison at its
/// reference note, its |difference| and whether it was answered right.
extension PerceptualProfile {
    public init<S: Sequence>(records: S) where S.Element == ComparisonRecord {
        self.init()
        for record in records { add(record) }
    }

    public mutating func add(_ record: ComparisonRecord) {
        add(note: record.referenceNote, difference: record.centOffset.magnitude, correct: record.isCorrect)
    }
}

extension TaskProfile {
    public mutating func add(_ record: ComparisonRecord) {
        add(note: record.referenceNote, difference: record.centOffset.magnitude.value, correct: record.isCorrect, at: record.timestamp)
    }
}

extension ThresholdProfile {
    public init<S: Sequence>(records: S, calendar: Calendar = .current) where S.Element == ComparisonRecord {
        self.init(calendar: calendar)
        for record in records { add(record) }
    }

    public mutating func add(_ record: ComparisonRecord) {
        add(task: record.task, note: record.referenceNote, difference: record.centOffset.magnitude.value, correct: record.isCorrect, at: record.timestamp)
    }
}
