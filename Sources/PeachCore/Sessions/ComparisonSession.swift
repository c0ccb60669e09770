import Foundation

/// Hear & Compare: the sole orchestrator of its training loop and its error boundary.
/// Plays note 1 and note 2 as one sample-accurate pair, takes one answer from note 2's
/// start on (an early answer cuts note 2 with the release ramp), lets every observer
/// (the store first) finish, shows feedback for 0.4 s, and the next note 1 starts exactly
/// then. A stop discards the trial in progress; nothing partial is ever recorded.
@TrainingActor
public final class ComparisonSession {
    public enum State: String, Sendable, Hashable {
        case idle, playingNote1, playingNote2, awaitingAnswer, showingFeedback
    }


    public private(set) var state: State = .idle {
        didSet { if state != oldValue { emit(.comparisonState(state)) } }
    }
    /// The trial being played or answered, for the screen.
    public private(set) var current: Comparison?
    public let events: AsyncStream<SessionEvent>

    private let player: any NotePlayer
    private let strategy: any NextComparisonStrategy
    private let history: TrainingHistory
    private let recorder: any TrainingRecorder
    private let observers: [any ComparisonObserver]
    private let settings: any TrainingSettingsSource
    private let chainHistory: any ChainHistory
    private let clock: any TrainingClock
    private var random: AnyRandomSource
    private let sink: AsyncStream<SessionEvent>.Continuation

    private var loop: Task<Void, Never>?
    private var handles: [any PlaybackHandle] = []
    private var answerWaiter: CheckedContinuation<(higher: Bool, time: AudioTime?), Error>?
    /// Each task's chain: read from the history the first time the task comes up, then
    /// advanced by this session's answers.
    private var chains: [ListeningTask: ChainState] = [:]
    private var tasksLookedUp: Set<ListeningTask> = []
    private var previousNote: MIDINote?

    public init(
        player: any NotePlayer, strategy: any NextComparisonStrategy, history: TrainingHistory, recorder: any TrainingRecorder,
        observers: [any ComparisonObserver], settings: any TrainingSettingsSource, chainHistory: any ChainHistory,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        self.player = player
        self.strategy = strategy
        self.history = history
        self.recorder = recorder
        self.observers = observers
        self.settings = settings
        self.chainHistory = chainHistory
        self.clock = clock
        self.random = AnyRandomSource(random)
        (events, sink) = AsyncStream.makeStream(of: SessionEvent.self)
    }

    /// Begins training at once (no countdown). Does nothing unless idle.
    public func start() {
        guard state == .idle, loop == nil else { return }
        state = .playingNote1
        loop = Task { await self.run() }
    }

    /// Higher or Lower. Counted only from note 2's start until the answer; at most once a trial.
    public func answer(higher: Bool, at time: AudioTime? = nil) {
        guard state == .playingNote2 || state == .awaitingAnswer, let waiter = answerWaiter else { return }
        answerWaiter = nil
        waiter.resume(returning: (higher, time))
    }

    /// Ends training and discards the trial in progress. Safe from any state.
    public func stop(_ reason: StopReason, detail: String? = nil) async {
        guard let loop else { return }
        self.loop = nil
        loop.cancel()
        answerWaiter?.resume(throwing: CancellationError())
        answerWaiter = nil
        for handle in handles { await handle.stop() }
        handles = []
        await loop.value
        // A pair scheduled while the loop was winding down (during feedback) is silenced too.
        for handle in handles { await handle.stop() }
        handles = []
        current = nil
        state = .idle
        emit(.stopped(reason, detail: detail))
    }

    /// Waits until the session is idle again (after a stop or an audio failure).
    public func finished() async {
        await loop?.value
    }

    private func run() async {
        var nextStart: AudioTime?
        do {
            while !Task.isCancelled {
                nextStart = try await playTrial(startingAt: nextStart)
            }
        } catch is CancellationError {
            return
        } catch {
            // The error boundary: an audio failure stops training quietly, with its reason.
            guard loop != nil else { return }
            loop = nil
            for handle in handles { await handle.stop() }
            handles = []
            current = nil
            state = .idle
            let reason: StopReason = error is SaveFailure ? .saveFailed : (error as? AudioError).map(StopReason.init) ?? .audioError
            emit(.stopped(reason, detail: "\(error)"))
        }
    }

    /// One trial; returns when its feedback has begun, with the time the next note 1 starts.
    private func playTrial(startingAt start: AudioTime?) async throws -> AudioTime {
        let settings = await self.settings.currentSettings()
        // The strategy draws the task; every task it may draw has its chain ready.
        for task in settings.intervals where !tasksLookedUp.contains(task) {
            tasksLookedUp.insert(task)
            if let stored = await chainHistory.chain(of: task) { chains[task] = stored }
        }
        let comparison = strategy.nextComparison(
            profile: history.profile, settings: settings,
            context: ComparisonContext(chains: chains, previousReferenceNote: previousNote),
            random: &random)
        let pitch = settings.pitchCalculator
        let referenceFrequency = comparison.referenceFrequency(pitch), targetFrequency = comparison.targetFrequency(pitch)

        let (note1, note2) = try await player.playPair(
            Tone(frequency: referenceFrequency, duration: settings.noteDuration, sound: settings.soundSource), gap: settings.noteGap,
            Tone(frequency: targetFrequency, duration: settings.noteDuration, gainDecibels: comparison.targetGainDecibels, sound: settings.soundSource),
            startingAt: start)
        handles = [note1, note2]
        try Task.checkCancellation()
        try await note1.started()
        try Task.checkCancellation()
        current = comparison
        state = .playingNote1
        // Note 1 and the gap: answers are not taken yet.
        try await note2.started()
        try Task.checkCancellation()
        state = .playingNote2

        let ended = Task { [weak self] in
            do {
                try await note2.ended()
                self?.note2Ended()
            } catch {
                self?.failAnswer(error)
            }
        }
        defer { ended.cancel() }
        let answer = try await withCheckedThrowingContinuation { answerWaiter = $0 }
        if state == .playingNote2 {
            // Early answer: note 2 stops now, with the release ramp.
            await note2.stop()
        }
        handles = []

        let completed = CompletedComparison(comparison: comparison, answeredHigher: answer.higher, timestamp: clock.now())
        // Stored first; only then does anyone hear of it (and a failure stops training).
        do {
            try await recorder.record(completed)
        } catch {
            throw SaveFailure("\(error)")
        }
        for observer in observers { await observer.comparisonCompleted(completed) }
        let task = comparison.interval
        chains[task] = chains[task].map { $0.advanced(by: completed) } ?? ChainState(first: completed)
        previousNote = comparison.referenceNote
        emit(.comparisonCompleted(completed, referenceFrequency: referenceFrequency, targetFrequency: targetFrequency))
        state = .showingFeedback
        // The next note 1 is scheduled on the audio clock to start exactly when feedback ends.
        return (answer.time ?? player.now()).adding(seconds: settings.feedbackDuration)
    }

    private func note2Ended() {
        // Only while the answer is still awaited: an early answer's cut also ends note 2.
        if state == .playingNote2 && answerWaiter != nil { state = .awaitingAnswer }
    }

    /// Note 2 failed (JACK gone, outputs unplugged): the trial ends with that error.
    private func failAnswer(_ error: Error) {
        guard let waiter = answerWaiter else { return }
        answerWaiter = nil
        waiter.resume(throwing: error)
    }

    private func emit(_ event: SessionEvent) {
        sink.yield(event)
    }
}
