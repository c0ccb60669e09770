import Foundation

/// A comparison as it is stored (and exchanged as CSV). The direction of an interval follows from the
/// two notes; `interval` holds its size.
public struct ComparisonRecord: DisciplineRecord {
    public var referenceNote: MIDINote
    public var targetNote: MIDINote
    public var centOffset: Cents
    public var isCorrect: Bool
    public var interval: Interval
    public var tuningSystem: TuningSystem
    public var timestamp: Date

    public init(
        referenceNote: MIDINote, targetNote: MIDINote, centOffset: Cents, isCorrect: Bool,
        interval: Interval, tuningSystem: TuningSystem, timestamp: Date
    ) {
        self.referenceNote = referenceNote
        self.targetNote = targetNote
        self.centOffset = centOffset
        self.isCorrect = isCorrect
        self.interval = interval
        self.tuningSystem = tuningSystem
        self.timestamp = timestamp
    }

    public var variant: PitchVariant { interval == .unison ? .singleNotes : .intervals }
}

extension ComparisonRecord {
    public static let kind = RecordKind.comparison
    public var distinguishingValues: [Int] { [referenceNote.rawValue, targetNote.rawValue] }
    public var verdict: TrialVerdict? { isCorrect ? .right : .wrong }
}

extension RecordKind {
    public static let comparison = RecordKind(id: "comparison", rank: 0, one: "comparison", many: "comparisons", unit: "answer", isCountedWhenNone: true)
}

extension ComparisonRecord {
    /// The directed interval this comparison was about; the direction follows from the notes.
    public var task: ListeningTask {
        DirectedInterval(interval, targetNote < referenceNote ? .down : .up)
    }
}
