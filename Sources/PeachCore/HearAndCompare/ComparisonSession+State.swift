extension ComparisonSession {
    /// What Hear & Compare reports: its states, and each answer, stored, with the two
    /// notes' frequencies as they sounded.
    public enum Event: Sendable, Hashable {
        case state(State)
        case completed(CompletedComparison, referenceFrequency: Frequency, targetFrequency: Frequency)
    }

    /// Where a trial is, for the screen and the headless `state` events (the raw values).
    public enum State: String, Sendable, Hashable {
        case idle, playingNote1, playingNote2, awaitingAnswer, showingFeedback
    }
}
