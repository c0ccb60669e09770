import Foundation

/// One Tune & Match trial: a reference note, and a tunable note that starts `initialCentOffset`
/// away from the target (the interval above or below the reference).
public struct PitchMatchingChallenge: Hashable, Sendable {
    /// The tuning control moves the tunable note over ±20 cents around its start offset.
    public static let tuningSpan: Cents = 20
    /// The initial offset is drawn from ±20 cents.
    public static let initialOffsetSpan: Cents = 20

    public var referenceNote: MIDINote
    public var interval: DirectedInterval
    public var tuningSystem: TuningSystem
    public var initialCentOffset: Cents

    public init(
        referenceNote: MIDINote, interval: DirectedInterval = .unison,
        tuningSystem: TuningSystem = .equalTemperament, initialCentOffset: Cents
    ) {
        precondition(referenceNote.transposed(by: interval.semitones) != nil, "target note out of MIDI range")
        self.referenceNote = referenceNote
        self.interval = interval
        self.tuningSystem = tuningSystem
        self.initialCentOffset = initialCentOffset
    }

    public var targetNote: MIDINote { referenceNote.transposed(by: interval.semitones)! }

    /// The tunable note's offset from the target for a control position v ∈ −1…1: initial + 20·v.
    public func centError(atControl position: Double) -> Cents {
        let v = min(max(position, -1), 1)
        return initialCentOffset + Cents(Self.tuningSpan.value * v)
    }

    public func referenceFrequency(_ pitch: PitchCalculator) -> Frequency { pitch.frequency(of: referenceNote) }

    /// The in-tune target: what a perfect match sounds.
    public func targetFrequency(_ pitch: PitchCalculator) -> Frequency {
        pitch.frequency(of: interval, from: referenceNote, tuning: tuningSystem)
    }

    /// The tunable note for a control position.
    public func tunableFrequency(_ pitch: PitchCalculator, control position: Double) -> Frequency {
        pitch.frequency(of: interval, from: referenceNote, tuning: tuningSystem, detunedBy: centError(atControl: position))
    }
}

/// A submitted match. `userCentError` is signed: + is sharp.
public struct CompletedPitchMatching: Hashable, Sendable {
    public var challenge: PitchMatchingChallenge
    public var userCentError: Cents
    public var timestamp: Date

    public init(challenge: PitchMatchingChallenge, userCentError: Cents, timestamp: Date) {
        self.challenge = challenge
        self.userCentError = userCentError
        self.timestamp = timestamp
    }

    public var record: PitchMatchingRecord {
        PitchMatchingRecord(
            referenceNote: challenge.referenceNote, targetNote: challenge.targetNote,
            initialCentOffset: challenge.initialCentOffset, userCentError: userCentError,
            interval: challenge.interval.interval, tuningSystem: challenge.tuningSystem, timestamp: timestamp)
    }
}

/// A match as it is stored (and exchanged as CSV).
public struct PitchMatchingRecord: Hashable, Sendable {
    public var referenceNote: MIDINote
    public var targetNote: MIDINote
    public var initialCentOffset: Cents
    public var userCentError: Cents
    public var interval: Interval
    public var tuningSystem: TuningSystem
    public var timestamp: Date

    public init(
        referenceNote: MIDINote, targetNote: MIDINote, initialCentOffset: Cents, userCentError: Cents,
        interval: Interval, tuningSystem: TuningSystem, timestamp: Date
    ) {
        self.referenceNote = referenceNote
        self.targetNote = targetNote
        self.initialCentOffset = initialCentOffset
        self.userCentError = userCentError
        self.interval = interval
        self.tuningSystem = tuningSystem
        self.timestamp = timestamp
    }
}

/// How close a match was, on the rounded |error|: the original app's bands.
public enum MatchingFeedbackBand: String, Hashable, Sendable {
    case deadCentre, close, moderate, far

    public init(error: Cents) {
        switch abs(error.value).rounded() {
        case 0: self = .deadCentre
        case ..<10: self = .close
        case ...30: self = .moderate
        default: self = .far
        }
    }
}
