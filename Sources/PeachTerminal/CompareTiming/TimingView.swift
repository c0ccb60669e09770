import Foundation
import PeachCore

/// What Compare Timing shows; filled from the session's events and state.
public struct TimingView: TrainingViewState {
    public var state: CompareTimingSession.State = .idle
    public var tempo: Tempo?
    /// The pattern of the trial playing (or last played) and its moved note.
    public var pattern: TimingPattern?
    public var position: Int?
    /// The pattern has played its repetitions unanswered: said until the answer.
    public var loopEnded: Int?
    /// The last answer: in the box during feedback, then on its own row until the next.
    public var lastAnswer: TimingComparisonRecord?
    /// Per tempo, the smallest offset answered right since the screen opened (ms): how far
    /// down this run reached, not a score.
    public var smallestRight: [Tempo: Double] = [:]
    /// Answers since the screen opened (stopping and starting again keeps counting).
    public var answeredThisRun = 0
    public var stopMessage: String?
    /// Early or Late pressed before the moved click: said, then forgotten when it sounds.
    public var earlyPress = false

    public init() {}

    public mutating func becomeIdle() { state = .idle }

    public var acceptsAnswer: Bool { state == .awaitingAnswer }
}
