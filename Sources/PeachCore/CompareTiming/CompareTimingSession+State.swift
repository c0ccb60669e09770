extension CompareTimingSession {
    /// What Compare Timing reports: its states, each answer, stored, and a loop that
    /// reached its repetitions unanswered.
    public enum Event: Sendable, Hashable {
        case state(State)
        /// A trial's first click sounds: its tempo, pattern and moved click are known.
        case playing(TimingTrial)
        case completed(TimingComparisonRecord)
        /// The pattern has played `repetitions` times, the setting's most: it waits, silent.
        case loopEnded(repetitions: Int)
    }

    public enum State: String, Sendable, Hashable {
        /// Not training.
        case idle
        /// The pattern's first beat up to the moved click: too soon to answer.
        case playingClicks
        /// From the moved click on, while the pattern repeats: Early or Late.
        case awaitingAnswer
        /// The verdict, until the next trial's first click.
        case showingFeedback
    }
}
