extension CompareTimingSession {
    /// What Compare Timing reports: its states, and each answer, stored.
    public enum Event: Sendable, Hashable {
        case state(State)
        case completed(TimingComparisonRecord)
    }

    public enum State: String, Sendable, Hashable {
        /// Not training.
        case idle
        /// The first two clicks: too soon to answer.
        case playingClicks
        /// From the third click on: Early or Late.
        case awaitingAnswer
        /// The verdict, until the next trial's first click.
        case showingFeedback
    }
}
