/// What a session reports as it goes: for the screen, the headless JSON lines and tests.
public enum SessionEvent: Sendable, Hashable {
    case comparisonState(ComparisonSession.State)
    case matchingState(PitchMatchingSession.State)
    case comparisonCompleted(CompletedComparison, referenceFrequency: Frequency, targetFrequency: Frequency)
    case matchCompleted(CompletedPitchMatching)
    case timingState(CompareTimingSession.State)
    /// A Compare Timing answer, stored.
    case timingCompleted(TimingComparisonRecord)
    case gapState(FillTheGapSession.State)
    /// A tap that filled a gap: feedback at once; it is stored with its trial.
    case gapTapped(GapTapFeedback)
    /// A Fill the Gap trial of sixteen cycles, stored.
    case gapFillCompleted(GapFillRecord)
    /// A trial of sixteen cycles without a tap in any gap: nothing to store.
    case gapTrialUntapped(Tempo)
    case singingState(SingAndMatchSession.State)
    /// Sing & Match: what to sing, as listening begins, and whether anything is connected
    /// to the input (nothing will be heard otherwise).
    case singingTarget(PitchMatchingChallenge, frequency: Frequency, inputConnected: Bool)
    /// Sing & Match: the pitch heard now against the target (nil: none heard), how much of
    /// the hold time it has held, 0 … 1, and the input's level (RMS, dBFS). Up to fifty a
    /// second: the needle.
    case singingHeard(cents: Cents?, hold: Double, level: Double)
    /// A sung or played match, stored: the first attempt as its initial offset.
    case sungMatchCompleted(CompletedPitchMatching)
    case stopped(StopReason, detail: String?)
}
