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
