extension SingAndMatchSession {
    /// Where a trial is, for the screen and the headless `state` events (the raw values).
    public enum State: String, Sendable, Hashable {
        case idle, playingReference, listening, showingFeedback
    }
}
