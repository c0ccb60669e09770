extension FillTheGapSession {
    /// What Fill the Gap reports: its states; where the next trial's gap is (as its
    /// announcing cycle is scheduled); a tap that filled a gap (feedback at once; it is
    /// stored with its trial); a tap on a sounding step; a trial of sixteen cycles, stored;
    /// a trial without a tap in any gap (nothing to store; how many taps were extra).
    public enum Event: Sendable, Hashable {
        case state(State)
        case announced(StepPosition, trial: Int)
        case tapped(GapTapFeedback)
        case extraTap(GapExtraTap)
        case completed(GapFillRecord)
        case untapped(Tempo, extraTaps: Int)
        /// The audio input sent samples that are no sound (NaN, infinite, far beyond full
        /// scale), taken as silence: no tap is heard in them. Said at most once a second.
        case unusableInput(samples: Int)
    }

    public enum State: String, Sendable, Hashable {
        /// Not training.
        case idle
        /// The loop is being scheduled; the first click has not sounded yet.
        case starting
        /// The loop runs: tap into the gaps.
        case running
    }
}
