import Foundation
import PeachCore

/// What Tune & Match shows; filled from the session's events and state.
public struct MatchingView: TrainingViewState {
    public var variant: PitchVariant
    public var state: PitchMatchingSession.State = .idle
    public var challenge: PitchMatchingChallenge?
    /// The tuning control, −1 … +1.
    public var control = 0.0
    /// The error of the last match: in the box during feedback, then on its own row.
    public var lastError: Cents?
    /// Matches since the screen opened (stopping and starting again keeps counting).
    public var matchedThisRun = 0
    public var stopMessage: String?
    /// Submit before the tunable note started (nothing to submit yet): said, until it starts.
    public var earlySubmit = false

    public init(variant: PitchVariant) { self.variant = variant }

    public mutating func becomeIdle() { state = .idle }
}
