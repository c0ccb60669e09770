/// Where the training sessions run: neither the audio thread nor the screen's thread.
@globalActor
public actor TrainingActor {
    public static let shared = TrainingActor()
}

/// Why a session stopped. The raw values are the headless mode's `stopped` reasons.
public enum StopReason: String, Sendable, Hashable {
    /// The `stop` command, or leaving the screen.
    case stopped
    /// End of standard input in headless mode.
    case endOfInput
    /// Ctrl-C.
    case interrupted
    /// SIGTERM.
    case terminated
    /// Ctrl-Z: like sending the app to the background.
    case suspended
    case jackShutdown
    /// Every output connection was removed: the studio's "headphones unplugged".
    case outputsDisconnected
    case audioError
    /// Headless: whoever read standard output went away (a closed pipe).
    case outputClosed
    /// Headless: standard output cannot be written (a full or failing device).
    case outputFailed
    /// An answer could not be stored (a full or failing disk): training stops.
    case saveFailed

    /// From the audio side's error.
    public init(_ error: AudioError) {
        switch error {
        case .serverShutDown: self = .jackShutdown
        case .outputsDisconnected: self = .outputsDisconnected
        case .playbackFailed: self = .audioError
        }
    }
}

/// What a session reports as it goes: for the screen, the headless JSON lines and tests.
public enum SessionEvent: Sendable, Hashable {
    case comparisonState(ComparisonSession.State)
    case matchingState(PitchMatchingSession.State)
    case comparisonCompleted(CompletedComparison, referenceFrequency: Frequency, targetFrequency: Frequency)
    case matchCompleted(CompletedPitchMatching)
    case stopped(StopReason, detail: String?)
}

/// Supplies where a task's stored Kazez chain stands, so that training continues it after a
/// restart; nil when the task was never trained.
public protocol ChainHistory: Sendable {
    func chain(of task: ListeningTask) async -> ChainState?
}

extension CompletedComparison {
    /// Back from a stored record: the answer follows from the offset and correctness.
    public init(record: ComparisonRecord) {
        let semitones = record.targetNote.rawValue - record.referenceNote.rawValue
        let interval = DirectedInterval(record.interval, semitones < 0 ? .down : .up)
        let comparison = Comparison(
            referenceNote: record.referenceNote, interval: interval, tuningSystem: record.tuningSystem, centOffset: record.centOffset)
        self.init(comparison: comparison, answeredHigher: record.isCorrect == (record.centOffset.value > 0), timestamp: record.timestamp)
    }
}
