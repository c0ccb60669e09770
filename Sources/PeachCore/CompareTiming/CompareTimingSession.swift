import Foundation

/// Compare Timing: the sole orchestrator of its trials and their error boundary. A one-beat
/// pattern of sixteenth clicks (the setting's; four sixteenths by default), the first
/// accented, one of its other notes moved early or late by the chain's offset, every click
/// scheduled to the frame; the pattern repeats beat after beat, the same each time, until
/// the answer or the setting's number of repetitions (then it waits, silent). The answer is
/// taken from the moved click's first sounding on (Lower is Early, Higher is Late); the
/// repetitions after the one sounding are called off; the record is stored, then the
/// observers and the screen hear of it; after the feedback the next trial's first click
/// starts on its frame. A stop discards the trial in progress.
@TrainingActor
public final class CompareTimingSession: LoopedSession {
    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    /// The trial being played or answered, as played: its offset is whole frames.
    public private(set) var current: TimingTrial?
    public let loop: SessionLoop<Event>
    private let clicks: any ClickPlayer
    /// The session's chain: it resumes from the latest stored answer in the tempo's band
    /// (of the pattern, when it has one there), or in a band never trained starts at a fifth
    /// of a step and comes down quickly (the fast start). A tempo changed to another band
    /// mid-session keeps the chain, clamped to it.
    private var chain: TimingChain?
    /// Where the next trial's first click falls, on the audio clock.
    private var nextStart: UInt64?
    /// The trial's repetitions scheduled and not yet over, by number.
    private var repetitions: [Int: [any PlaybackHandle]] = [:]
    /// The last trial's beat that was sounding at its answer: still silenced by a stop
    /// until the next trial's first click sounds (by then it has ended).
    private var answeredBeat: [any PlaybackHandle] = []
    /// Beats scheduled ahead of the one sounding: at 200 BPM two beats are 0.6 s of clicks
    /// waiting, enough for a busy machine (as Fill the Gap keeps its cycles).
    nonisolated static let beatsAhead = 2

    public init(
        clicks: any ClickPlayer, player: any NotePlayer, history: TrainingHistory, recorder: any TrainingRecorder,
        settings: any TrainingSettingsSource,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.clicks = clicks
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
        default: break
        }
    }

    /// Early or Late, once a trial, from the moved click on.
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
        let pattern = settings.timingPattern
        if chain == nil, let band = settings.tempo.band, let latest = loop.history.compareTiming.latest(in: band, pattern: pattern) {
            chain = .resumed(from: latest)
        }
        var trial = TimingTrial.next(
            after: chain, kazez: kazez, tempo: settings.tempo, pattern: pattern, position: settings.timingPosition, random: &loop.random)
        // What is played is whole frames: the record keeps the offset that was played.
        let offsetFrames = Int((trial.offsetMs * Double(rate) / 1000).rounded())
        trial.offsetMs = Double(offsetFrames) * 1000 / Double(rate)

        let start = nextStart ?? ClickGrid.start(after: clicks.now().frame, sampleRate: rate)
        let plan = TimingLoopPlan(trial: trial, grid: ClickGrid(start: start, tempo: settings.tempo, sampleRate: rate), offsetFrames: offsetFrames)
        let cap = settings.timingRepetitions
        repetitions = [:]
        // The first beat now, the ones ahead once it sounds: until then the last trial's
        // answered beat may still ring and the clicks called off at its answer hold their
        // voices, and the engine has sixteen.
        try schedule(0, of: plan)
        try await repetitions[0]![0].started()
        try Task.checkCancellation()
        answeredBeat = []
        for repetition in 1..<min(Self.beatsAhead + 1, max(1, cap)) { try schedule(repetition, of: plan) }
        loop.sounding(repetitions.values.flatMap { $0 })
        current = trial
        state = .playingClicks
        loop.emit(.playing(trial))
        try await repetitions[0]![plan.movedIndex].started()
        try Task.checkCancellation()
        state = .awaitingAnswer

        // The repetitions go on beside the wait for the answer: each one begun schedules the
        // one `beatsAhead` after it, up to the cap.
        let repeater = Task { [weak self] in await self?.keepRepeating(plan, cap: cap) }
        defer { repeater.cancel() }
        let answer = try await loop.awaitInput()
        repeater.cancel()
        let answered = answer.time?.frame ?? clicks.now().frame
        // The repetition sounding when the answer came plays to its end; none after it.
        let last = (0..<cap).last { plan.grid.frame(ofStep: 4 * $0) <= answered } ?? 0
        for (repetition, handles) in repetitions where repetition > last {
            for handle in handles { await handle.stop() }
        }
        answeredBeat = repetitions[last] ?? []
        repetitions = [:]
        loop.sounding(answeredBeat)

        let record = trial.record(answeredLate: answer.control == .higher, at: loop.clock.now())
        try await loop.complete(record, event: .completed(record))
        // Only a stored answer moves the chain.
        let size = abs(trial.offsetMs)
        chain = chain.map { $0.advanced(ms: size, wasCorrect: record.isCorrect) } ?? .begun(ms: size, wasCorrect: record.isCorrect)
        state = .showingFeedback
        // The feedback shows for its time from the answer; the next trial never starts
        // before the beat sounding at the answer has had its last step.
        nextStart = max(answered + UInt64(settings.feedbackDuration * Double(rate)), plan.grid.frame(ofStep: 4 * (last + 1)))
    }

    /// Repetition `repetition` of the trial's pattern, each click on its frame.
    private func schedule(_ repetition: Int, of plan: TimingLoopPlan) throws {
        repetitions[repetition] = try plan.clicks(ofRepetition: repetition).map { try clicks.click($0.sound, at: $0.frame) }
        loop.sounding(answeredBeat + repetitions.values.flatMap { $0 })
    }

    /// Waits for each repetition's first click and schedules the one `beatsAhead` after it,
    /// until the cap (then, its last click sounded, says the loop has ended) or the answer
    /// (cancelled).
    private func keepRepeating(_ plan: TimingLoopPlan, cap: Int) async {
        do {
            for repetition in 1..<max(1, cap) {
                guard let first = repetitions[repetition]?.first else { return }
                try await first.started()
                try Task.checkCancellation()
                // Two behind are over: forgotten (a stop silences what is left).
                repetitions[repetition - 2] = nil
                if repetition + Self.beatsAhead < cap { try schedule(repetition + Self.beatsAhead, of: plan) }
            }
            // Said once the last beat's last click has sounded, and only while the answer is
            // awaited (an answer given as it sounded is on its way).
            try await repetitions[cap - 1]?.last?.started()
            try Task.checkCancellation()
            if state == .awaitingAnswer, loop.awaitsInput { loop.emit(.loopEnded(repetitions: cap)) }
        } catch {
            // Called off, or the clicks could not be scheduled (the audio server gone): then
            // the trial's wait fails, unless the answer came first.
            guard !(error is CancellationError), !Task.isCancelled else { return }
            loop.failInput(error)
        }
    }

}

extension TrainingMode {
    /// Compare Timing: Early and Late are the Lower and Higher controls.
    public static let timing = TrainingMode("timing", notes: .answer)
}
