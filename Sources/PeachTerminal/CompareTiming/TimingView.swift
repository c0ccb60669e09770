import Foundation
import PeachCore

/// What Compare Timing shows; filled from the session's events and state.
public struct TimingView: TrainingViewState {
    public var state: CompareTimingSession.State = .idle
    public var tempo: Tempo?
    /// The pattern of the trial playing (or last played) and its moved click.
    public var pattern: TimingPattern?
    public var position: Int?
    /// The pattern has played its repetitions unanswered: said until the answer.
    public var loopEnded: Int?
    /// The last answer: in the box during feedback, then on its own row until the next.
    public var lastAnswer: TimingComparisonRecord?
    /// Per tempo and pattern's moved click, the smallest offset answered right since the
    /// screen opened (ms): how far down this run reached, not a score.
    public var smallestRight: [Place: Double] = [:]

    /// Where a trial's offset is heard: its tempo, pattern and moved click.
    public struct Place: Hashable, Sendable {
        public var tempo: Tempo
        public var pattern: TimingPattern?
        public var position: Int?

        public init(tempo: Tempo, pattern: TimingPattern?, position: Int?) {
            self.tempo = tempo
            self.pattern = pattern
            self.position = position
        }
    }

    /// The place of the trial playing, once its first click sounds.
    public var place: Place? { tempo.map { Place(tempo: $0, pattern: pattern, position: position) } }
    /// Answers since the screen opened (stopping and starting again keeps counting).
    public var answeredThisRun = 0
    public var stopMessage: String?
    /// Early or Late pressed before the moved click: said, then forgotten when it sounds.
    public var earlyPress = false

    public init() {}

    public mutating func becomeIdle() { state = .idle }

    public var acceptsAnswer: Bool { state == .awaitingAnswer }
}
