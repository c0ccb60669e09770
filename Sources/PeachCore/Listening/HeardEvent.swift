/// What an `InputAnalyser` reports. Every analysis hop gives either a pitch or `noPitch`,
/// so the input's level is known whether or not a note is heard (the status line's meter,
/// "the input is silent").
public enum HeardEvent: Hashable, Sendable {
    case pitch(HeardPitch)
    /// Nothing periodic enough to be a note (silence, breath, noise, a chord), with the
    /// span's level in dBFS (−infinity for digital silence) and its frame, as a pitch's.
    case noPitch(frame: UInt64, level: Double)
    case onset(HeardOnset)
    /// Samples that are no sound (NaN, infinite, or far beyond full scale: a broken plug-in
    /// or client upstream), in the hop ending at `frame`: they were taken as silence. Said
    /// once a hop that had any, beside the hop's pitch or `noPitch`.
    case unusable(frame: UInt64, samples: Int)
}
