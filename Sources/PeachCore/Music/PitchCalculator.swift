import Foundation

/// The one place where notes, cents, intervals and tuning become hertz, in double precision.
///
/// Just intonation is measured from the reference note itself (not from A, as the original
/// did), so every interval sounds pure whichever note it starts on.
public struct PitchCalculator: Hashable, Sendable {
    public var referencePitch: Frequency

    public init(referencePitch: Frequency = .concertA) {
        self.referencePitch = referencePitch
    }

    /// `referencePitch · 2^((n − 69 + c/100)/12)`.
    public func frequency(of note: MIDINote, detunedBy cents: Cents = 0) -> Frequency {
        let semitones = Double(note.rawValue - MIDINote.a4.rawValue) + cents.value / 100
        return Frequency(hertz: referencePitch.hertz * exp2(semitones / 12))
    }

    /// The target of an interval above or below `reference`, sized by `tuning`, then detuned.
    public func frequency(
        of interval: DirectedInterval, from reference: MIDINote, tuning: TuningSystem, detunedBy cents: Cents = 0
    ) -> Frequency {
        frequency(of: reference, detunedBy: tuning.offset(of: interval) + cents)
    }

    /// Where a frequency lies: the nearest note and the remaining cents (−50…+50).
    public func nearestNote(to frequency: Frequency) -> (note: MIDINote, cents: Cents)? {
        let semitonesFromA4 = 12 * log2(frequency.hertz / referencePitch.hertz)
        let nearest = Int((semitonesFromA4).rounded()) + MIDINote.a4.rawValue
        guard let note = MIDINote(rawValue: nearest) else { return nil }
        return (note, Cents((semitonesFromA4 - Double(nearest - MIDINote.a4.rawValue)) * 100))
    }
}
