extension CompareTimingSession {
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
