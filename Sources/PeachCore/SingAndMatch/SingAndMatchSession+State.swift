extension SingAndMatchSession {
    /// What Sing & Match reports: its states; what to sing, as listening begins, and whether
    /// anything is connected to the input (nothing will be heard otherwise); the pitch heard
    /// now against the target (nil: none heard), how much of the hold time it has held,
    /// 0 … 1, and the input's level (RMS, dBFS), up to fifty a second: the needle; and each
    /// sung or played match, stored, the first attempt as its initial offset.
    public enum Event: Sendable, Hashable {
        case state(State)
        case target(PitchMatchingChallenge, frequency: Frequency, inputConnected: Bool)
        /// `needleMoved`: to another pitch, to one from none, or to none (the pitch lost);
        /// otherwise the same needle again, for the level and the hold.
        case heard(cents: Cents?, hold: Double, level: Double, needleMoved: Bool)
        case completed(CompletedPitchMatching)
        /// The input sent samples that are no sound (NaN, infinite, far beyond full scale),
        /// taken as silence: said at most once a second.
        case unusableInput(samples: Int)
    }

    /// Where a trial is, for the screen and the headless `state` events (the raw values).
    public enum State: String, Sendable, Hashable {
        case idle, playingReference, listening, showingFeedback
    }
}
