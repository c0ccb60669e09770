import Foundation

/// Compare Timing: the sole orchestrator of its trials and their error boundary. Four
/// sixteenth clicks at the tempo, the first accented, the third moved early or late by
/// the chain's offset, all four scheduled to the frame; the answer is taken from the third
/// click on (Lower is Early, Higher is Late); the record is stored, then the observers and
/// the screen hear of it; after the feedback the next trial's first click starts on its
/// frame. A stop discards the trial in progress.
@TrainingActor
public final class CompareTimingSession: LoopedSession {
    /// Time to schedule the first trial's clicks ahead of the clock: well over a period
    /// at any buffer size a studio runs (1024 frames at 48 kHz is 21 ms).
    public static let leadSeconds = 0.1

    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    /// The trial being played or answered, as played: its offset is whole frames.
    public private(set) var current: TimingTrial?
    public let loop: SessionLoop<Event>
    private let clicks: any ClickPlayer
    private let observers: [any RhythmObserver]
    /// The session's chain: it resumes from the latest stored answer in the tempo's band, or
    /// in a band never trained starts at a fifth of a step and comes down quickly (the fast
    /// start). A tempo changed to another band mid-session keeps the chain, clamped to it.
    private var chain: TimingChain?
    /// Where the next trial's first click falls, on the audio clock.
    private var nextStart: UInt64?

    public init(
        clicks: any ClickPlayer, player: any NotePlayer, history: TrainingHistory, recorder: any TrainingRecorder,
        observers: [any RhythmObserver] = [], settings: any TrainingSettingsSource,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.clicks = clicks
        self.observers = observers
    }

    public func start() {
        loop.start(begin: { nextStart = nil; state = .playingClicks }, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func becomeIdle() {
        current = nil
        state = .idle
    }

    /// Lower is Early, Higher is Late; nothing else means anything here.
    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        switch control {
        case .lower: answer(late: false, at: time)
        case .higher: answer(late: true, at: time)
        case .submit, .tuning, .startStop, .tap: break
        }
    }

    /// Early or Late, once a trial, from the third click on.
    public func answer(late: Bool, at time: AudioTime? = nil) {
        guard state == .awaitingAnswer else { return }
        loop.deliver(SessionInput(late ? .higher : .lower, at: time))
    }

    private func playTrial() async throws {
        let settings = await loop.settings.currentSettings()
        // A stop while the settings were read: no clicks for it.
        try Task.checkCancellation()
        let kazez = KazezChain(narrowing: settings.kazezNarrowing, widening: settings.kazezWidening)
        let rate = clicks.now().sampleRate
        if chain == nil, let band = settings.tempo.band, let latest = loop.history.rhythm.compareTiming[band]?.latest {
            chain = .resumed(from: latest)
        }
        var trial = TimingTrial.next(after: chain, kazez: kazez, tempo: settings.tempo, random: &loop.random)
        // What is played is whole frames: the record keeps the offset that was played.
        let offsetFrames = Int((trial.offsetMs * Double(rate) / 1000).rounded())
        trial.offsetMs = Double(offsetFrames) * 1000 / Double(rate)

        let start = nextStart ?? clicks.now().frame + UInt64(Self.leadSeconds * Double(rate))
        let grid = ClickGrid(start: start, tempo: settings.tempo, sampleRate: rate)
        let handles = try (0..<4).map { step in
            let frame = grid.frame(ofStep: step)
            return try clicks.click(step == 0 ? .accent : .normal, at: step == 2 ? Self.moved(frame, by: offsetFrames) : frame)
        }
        loop.sounding(handles)
        try await handles[0].started()
        try Task.checkCancellation()
        current = trial
        state = .playingClicks
        try await handles[2].started()
        try Task.checkCancellation()
        state = .awaitingAnswer

        let answer = try await loop.awaitInput()
        let record = trial.record(answeredLate: answer.control == .higher, at: loop.clock.now())
        let observers = self.observers
        try await loop.complete(
            record,
            notify: { for observer in observers { await observer.timingComparisonCompleted(record) } },
            event: .completed(record))
        // Only a stored answer moves the chain.
        let size = abs(trial.offsetMs)
        chain = chain.map { $0.advanced(ms: size, wasCorrect: record.isCorrect) } ?? .begun(ms: size, wasCorrect: record.isCorrect)
        state = .showingFeedback
        // The feedback shows for its time from the answer; the next trial never starts
        // before this one's fourth click has had its step.
        let answered = answer.time?.frame ?? clicks.now().frame
        nextStart = max(answered + UInt64(settings.feedbackDuration * Double(rate)), grid.frame(ofStep: 4))
    }

    private static func moved(_ frame: UInt64, by offset: Int) -> UInt64 {
        UInt64(max(0, Int64(frame) + Int64(offset)))
    }
}

extension TrainingMode {
    /// Compare Timing: Early and Late are the Lower and Higher controls.
    public static let timing = TrainingMode("timing", notes: .answer)
}
