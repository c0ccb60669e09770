import Foundation

/// The original Peach's strategy: Natural-vs-Mechanical note choice, the Kazez chain for the
/// difference (one per task, with a fast start, bootstrapped from the profile), random sign, vary loudness, and intervals
/// whose both notes stay inside the range.
public struct KazezNoteStrategy: NextPitchMatchingStrategy {
    /// Vary loudness spans ±10 dB at full setting.
    public static let loudnessSpanDecibels = 10.0

    private let selector = NoteSelector()

    public init() {}

    public func nextChallenge(
        profile: PerceptualProfile, settings: TrainingSettings, previousReferenceNote: MIDINote?,
        random: inout some RandomSource
    ) -> PitchMatchingChallenge {
        let (interval, reference) = drawIntervalAndNote(
            profile: profile, settings: settings, previous: previousReferenceNote, random: &random)
        let span = PitchMatchingChallenge.initialOffsetSpan.value
        return PitchMatchingChallenge(
            referenceNote: reference, interval: interval, tuningSystem: settings.tuningSystem,
            initialCentOffset: Cents(random.uniform(in: -span...span)))
    }

    /// Draws the interval first, then the reference note from the part of the range where
    /// the target note also fits.
    func drawIntervalAndNote(
        profile: PerceptualProfile, settings: TrainingSettings, previous: MIDINote?, random: inout some RandomSource
    ) -> (DirectedInterval, MIDINote) {
        let intervals = settings.intervals.isEmpty ? [DirectedInterval.unison] : settings.intervals
        let interval = random.element(of: intervals)!
        let range = Self.referenceRange(for: interval, in: settings.noteRange)
        let note = selector.select(
            in: range, profile: profile, previous: previous,
            naturalVsMechanical: settings.naturalVsMechanical, random: &random
        ).note
        return (interval, note)
    }

    /// Reference notes whose interval target stays inside `range`. Never empty while the
    /// range spans at least an octave.
    public static func referenceRange(for interval: DirectedInterval, in range: NoteRange) -> NoteRange {
        let semitones = interval.semitones
        let low = range.lowest.rawValue + max(0, -semitones)
        let high = range.highest.rawValue - max(0, semitones)
        precondition(low <= high, "note range \(range) is narrower than \(interval)")
        return NoteRange(lowest: MIDINote(low), highest: MIDINote(high))
    }
}
