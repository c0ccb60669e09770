/// What a session reports as it goes: for the screen, the headless JSON lines and tests.
public enum SessionEvent: Sendable, Hashable {
    case comparisonState(ComparisonSession.State)
    case matchingState(PitchMatchingSession.State)
    case comparisonCompleted(CompletedComparison, referenceFrequency: Frequency, targetFrequency: Frequency)
    case matchCompleted(CompletedPitchMatching)
    case stopped(StopReason, detail: String?)
}
