import Foundation
import PeachCore

/// What Hear & Compare shows; filled from the session's events and state.
public struct ComparisonView: TrainingViewState {
    public var variant: PitchVariant
    public var state: ComparisonSession.State = .idle
    public var comparison: Comparison?
    /// Per task, the smallest difference answered right since the screen opened: how far
    /// down this session reached (not a score), kept apart per task since a fifth up and a
    /// third down are heard differently.
    public var smallestRight: [ListeningTask: Cents] = [:]
    /// The last answered trial: shown in the box during feedback, then on its own row until
    /// the next answer.
    public var lastAnswer: AnswerFeedback?
    public var trend: Trend?
    /// Answers since the screen opened (stopping and starting again keeps counting).
    public var answeredThisRun = 0
    public var stopMessage: String?
    /// Higher or Lower pressed during note 1 or the gap: said, then forgotten at note 2.
    public var earlyPress = false

    public init(variant: PitchVariant) { self.variant = variant }

    public mutating func becomeIdle() { state = .idle }

    /// Higher and Lower take an answer from note 2's start until the answer.
    public var acceptsAnswer: Bool { state == .playingNote2 || state == .awaitingAnswer }

    /// The answer of the trial whose feedback is showing.
    public var lastCorrect: Bool? { lastAnswer?.correct }
}
