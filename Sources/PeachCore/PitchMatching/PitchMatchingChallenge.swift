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
