extension FillTheGapSession {
    /// What Fill the Gap reports: its states; a tap that filled a gap (feedback at once; it
    /// is stored with its trial); a trial of sixteen cycles, stored; a trial without a tap
    /// in any gap (nothing to store).
    public enum Event: Sendable, Hashable {
        case state(State)
        case tapped(GapTapFeedback)
        case completed(GapFillRecord)
        case untapped(Tempo)
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
