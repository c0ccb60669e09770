extension PitchMatchingSession {
    /// What Tune & Match reports: its states, and each match, stored.
    public enum Event: Sendable, Hashable {
        case state(State)
        case completed(CompletedPitchMatching)
    }

    /// Where a trial is, for the screen and the headless `state` events (the raw values).
    public enum State: String, Sendable, Hashable {
        case idle, playingReference, awaitingControl, playingTunable, showingFeedback
    }
}
