import Foundation

/// One Hear & Compare trial: a reference note, then a target note detuned by `centOffset`
/// from the interval above or below it. Positive `centOffset` means the target is higher.
public struct Comparison: Hashable, Sendable {
    public var referenceNote: MIDINote
    public var interval: DirectedInterval
    public var tuningSystem: TuningSystem
    public var centOffset: Cents
    /// Gain of note 2 relative to note 1 (vary loudness); note 1 is always 0 dB.
    public var targetGainDecibels: Double

    public init(
        referenceNote: MIDINote, interval: DirectedInterval = .unison, tuningSystem: TuningSystem = .equalTemperament,
        centOffset: Cents, targetGainDecibels: Double = 0
    ) {
        precondition(referenceNote.transposed(by: interval.semitones) != nil, "target note out of MIDI range")
        self.referenceNote = referenceNote
        self.interval = interval
        self.tuningSystem = tuningSystem
        self.centOffset = centOffset
        self.targetGainDecibels = targetGainDecibels
    }

    /// The note the target is written as (before detuning).
    public var targetNote: MIDINote { referenceNote.transposed(by: interval.semitones)! }

    public var isTargetHigher: Bool { centOffset.value > 0 }

    public func referenceFrequency(_ pitch: PitchCalculator) -> Frequency { pitch.frequency(of: referenceNote) }

    public func targetFrequency(_ pitch: PitchCalculator) -> Frequency {
        pitch.frequency(of: interval, from: referenceNote, tuning: tuningSystem, detunedBy: centOffset)
    }
}

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

/// A comparison as it is stored (and exchanged as CSV). The direction of an interval follows from the
/// two notes; `interval` holds its size.
public struct ComparisonRecord: Hashable, Sendable {
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

    public var discipline: Discipline { interval == .unison ? .singleNotes : .intervals }
}
