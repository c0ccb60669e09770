extension FillTheGapSession {
    public enum State: String, Sendable, Hashable {
        /// Not training.
        case idle
        /// The loop is being scheduled; the first click has not sounded yet.
        case starting
        /// The loop runs: tap into the gaps.
        case running
    }
}
