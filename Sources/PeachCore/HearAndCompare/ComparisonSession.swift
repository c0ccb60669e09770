import Foundation

/// Hear & Compare: the sole orchestrator of its training loop and its error boundary.
/// Plays note 1 and note 2 as one sample-accurate pair, takes one answer from note 2's
/// start on (an early answer cuts note 2 with the release ramp), lets every observer
/// (after the store) finish, shows feedback for 0.4 s, and the next note 1 starts exactly
/// then. A stop discards the trial in progress; nothing partial is ever recorded.
@TrainingActor
public final class ComparisonSession: LoopedSession {
    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    /// The trial being played or answered, for the screen.
    public private(set) var current: Comparison?
    public let loop: SessionLoop<Event>
    private let strategy: any NextComparisonStrategy
    private let chainHistory: any ChainHistory

    /// Each task's chain: read from the history the first time the task comes up, then
    /// advanced by this session's answers.
    private var chains: [ListeningTask: ChainState] = [:]
    /// Tasks whose stored chain lay far below the ear's threshold: they start again there.
    private var restarts: [ListeningTask: Cents] = [:]
    private var tasksLookedUp: Set<ListeningTask> = []
    private var previousNote: MIDINote?
    /// When the next note 1 starts: exactly when the last feedback ends, on the audio clock.
    private var nextStart: AudioTime?

    public init(
        player: any NotePlayer, strategy: any NextComparisonStrategy, history: TrainingHistory, recorder: any TrainingRecorder,
        settings: any TrainingSettingsSource, chainHistory: any ChainHistory,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(
            player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.strategy = strategy
        self.chainHistory = chainHistory
    }

    public func start() {
        loop.start(begin: { nextStart = nil; state = .playingNote1 }, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func becomeIdle() {
        current = nil
        state = .idle
    }

    /// Higher and Lower answer; nothing else means anything here.
    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        switch control {
        case .higher: answer(higher: true, at: time)
        case .lower: answer(higher: false, at: time)
        default: break
        }
    }

    /// Higher or Lower. Counted only from note 2's start until the answer; at most once a trial.
    public func answer(higher: Bool, at time: AudioTime? = nil) {
        guard state == .playingNote2 || state == .awaitingAnswer else { return }
        loop.deliver(SessionInput(higher ? .higher : .lower, at: time))
    }

    /// One trial; returns when its feedback has begun, with the next note 1 scheduled.
    private func playTrial() async throws {
        let settings = await loop.settings.currentSettings()
        // The strategy draws the task; every task it may draw has its chain ready.
        for task in settings.intervals where !tasksLookedUp.contains(task) {
            tasksLookedUp.insert(task)
            guard let stored = await chainHistory.chain(of: task) else { continue }
            if let restart = ChainRestart.difference(
                resumingAt: stored.nextDifference(KazezChain(settings: settings)), estimate: loop.history.thresholds[task]?.overall()) {
                restarts[task] = restart
            } else {
                chains[task] = stored
            }
        }
        let comparison = strategy.nextComparison(
            profile: loop.history.profile, settings: settings,
            context: ComparisonContext(chains: chains, previousReferenceNote: previousNote, restarts: restarts),
            random: &loop.random)
        let pitch = settings.pitchCalculator
        let referenceFrequency = comparison.referenceFrequency(pitch), targetFrequency = comparison.targetFrequency(pitch)

        let (note1, note2) = try await loop.player.playPair(
            Tone(frequency: referenceFrequency, duration: settings.noteDuration, sound: settings.soundSource), gap: settings.noteGap,
            Tone(frequency: targetFrequency, duration: settings.noteDuration, gainDecibels: comparison.targetGainDecibels, sound: settings.soundSource),
            startingAt: nextStart)
        loop.sounding([note1, note2])
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
                self?.loop.failInput(error)
            }
        }
        defer { ended.cancel() }
        let answer = try await loop.awaitInput()
        if state == .playingNote2 {
            // Early answer: note 2 stops now, with the release ramp.
            await note2.stop()
        }
        loop.sounding([])

        let completed = CompletedComparison(
            comparison: comparison, answeredHigher: answer.control == .higher, timestamp: loop.clock.now())
        try await loop.complete(
            completed.record, event: .completed(completed, referenceFrequency: referenceFrequency, targetFrequency: targetFrequency))
        // Only a stored answer moves the chain: a failed save leaves it where the records are.
        let task = comparison.interval
        chains[task] = chains[task].map { $0.advanced(by: completed) }
            ?? (restarts.removeValue(forKey: task) != nil ? ChainState(last: completed, isDescending: false) : ChainState(first: completed))
        previousNote = comparison.referenceNote
        state = .showingFeedback
        // The next note 1 is scheduled on the audio clock to start exactly when feedback ends.
        nextStart = (answer.time ?? loop.player.now()).adding(seconds: settings.feedbackDuration)
    }

    private func note2Ended() {
        // Only while the answer is still awaited: an early answer's cut also ends note 2.
        if state == .playingNote2 && loop.awaitsInput { state = .awaitingAnswer }
    }
}

extension TrainingMode {
    /// Hear & Compare.
    public static let compare = TrainingMode("compare", notes: .answer)
}
