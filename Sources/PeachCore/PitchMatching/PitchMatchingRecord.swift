import Foundation

/// How a match was made: tuned with the control (a wheel, the arrow keys), or sung or
/// played into the audio input. The two are different skills, shown apart.
public enum MatchedBy: String, Hashable, Sendable, CaseIterable {
    case control, voice
}

/// A match as it is stored (and exchanged as CSV). For a sung or played match the initial
/// offset is the first attempt (where the first settled pitch landed), the error the held one.
public struct PitchMatchingRecord: DisciplineRecord {
    public var referenceNote: MIDINote
    public var targetNote: MIDINote
    public var initialCentOffset: Cents
    public var userCentError: Cents
    public var interval: Interval
    public var tuningSystem: TuningSystem
    public var timestamp: Date
    public var matchedBy: MatchedBy

    public init(
        referenceNote: MIDINote, targetNote: MIDINote, initialCentOffset: Cents, userCentError: Cents,
        interval: Interval, tuningSystem: TuningSystem, timestamp: Date, matchedBy: MatchedBy = .control
    ) {
        self.matchedBy = matchedBy
        self.referenceNote = referenceNote
        self.targetNote = targetNote
        self.initialCentOffset = initialCentOffset
        self.userCentError = userCentError
        self.interval = interval
        self.tuningSystem = tuningSystem
        self.timestamp = timestamp
    }
}

extension PitchMatchingRecord {
    /// A sung match's first attempt as a match of its own: its initial offset as the error.
    public var firstAttempt: PitchMatchingRecord {
        var record = self
        record.userCentError = initialCentOffset
        return record
    }
}

extension PitchMatchingRecord {
    public static let kind = RecordKind.pitchMatching
    public var distinguishingValues: [Int] { [referenceNote.rawValue, targetNote.rawValue] }
    /// A match more than 30 cents off is a miss, as its feedback says ("far").
    public var verdict: TrialVerdict? { MatchingFeedbackBand(error: userCentError) == .far ? .wrong : .right }
}

extension RecordKind {
    public static let pitchMatching = RecordKind(id: "pitchMatching", rank: 1, one: "match", many: "matches", unit: "match", isCountedWhenNone: true)
}

extension PitchMatchingRecord {
    /// The directed interval this match was about (unison for single notes).
    public var task: ListeningTask {
        DirectedInterval(interval, targetNote < referenceNote ? .down : .up)
    }
}
