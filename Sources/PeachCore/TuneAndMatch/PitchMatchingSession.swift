import Foundation

/// Tune & Match: plays the reference, waits in silence for the first movement of the
/// tuning control, then sounds the tunable note and retunes it live with every movement
/// (no retrigger). Submit stops it and records `initial + 20·v`; feedback 0.4 s, next.
@TrainingActor
public final class PitchMatchingSession: LoopedSession {
    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    public private(set) var current: PitchMatchingChallenge?
    /// The tuning control's position, −1 … +1.
    public private(set) var control = 0.0
    public let loop: SessionLoop<Event>
    private let strategy: any NextPitchMatchingStrategy

    private var tunable: (handle: any PlaybackHandle, pitch: PitchCalculator)?
    private var previousNote: MIDINote?

    public init(
        player: any NotePlayer, strategy: any NextPitchMatchingStrategy, history: TrainingHistory,
        recorder: any TrainingRecorder, settings: any TrainingSettingsSource,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(
            player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.strategy = strategy
    }

    public func start() {
        loop.start(begin: { state = .playingReference }, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func becomeIdle() {
        tunable = nil
        current = nil
        state = .idle
    }

    /// The tuning control tunes, submit submits; answers mean nothing here.
    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        switch control {
        case let .tuning(position): await moveControl(to: position)
        case .submit: submit()
        default: break
        }
    }

    /// The tuning control moved (pitch-bend wheel, mod wheel, arrow keys).
    public func moveControl(to position: Double) async {
        control = min(max(position, -1), 1)
        if state == .awaitingControl {
            loop.deliver(SessionInput(.tuning(control)))
        } else if state == .playingTunable, let tunable, let challenge = current {
            await tunable.handle.retune(to: challenge.tunableFrequency(tunable.pitch, control: control))
        }
    }

    /// Counted only while the tunable note sounds.
    public func submit() {
        guard state == .playingTunable else { return }
        loop.deliver(SessionInput(.submit))
    }

    private func playTrial() async throws {
        let settings = await loop.settings.currentSettings()
        let challenge = strategy.nextChallenge(
            profile: loop.history.profile, settings: settings, previousReferenceNote: previousNote, random: &loop.random)
        let pitch = settings.pitchCalculator
        current = challenge
        state = .playingReference
        try await loop.playToEnd(Tone(frequency: challenge.referenceFrequency(pitch), duration: settings.noteDuration, sound: settings.soundSource))

        // Silence until the control first moves: no hint of where the target is.
        state = .awaitingControl
        _ = try await loop.awaitInput()
        let handle = try await loop.player.start(
            Tone(frequency: challenge.tunableFrequency(pitch, control: control), duration: nil, sound: settings.soundSource))
        loop.sounding([handle])
        tunable = (handle, pitch)
        state = .playingTunable
        // The tunable note sounds until submit; if the audio fails first, so does the trial.
        let watch = Task { [weak self] in
            do { try await handle.ended() } catch { self?.loop.failInput(error) }
        }
        defer { watch.cancel() }
        _ = try await loop.awaitInput()
        let error = challenge.centError(atControl: control)
        tunable = nil
        await loop.silence()

        let completed = CompletedPitchMatching(challenge: challenge, userCentError: error, timestamp: loop.clock.now())
        try await loop.complete(completed.record, event: .completed(completed))
        previousNote = challenge.referenceNote
        state = .showingFeedback
        try await loop.clock.sleep(seconds: settings.feedbackDuration)
    }
}

extension TrainingMode {
    /// Tune & Match.
    public static let match = TrainingMode("match", notes: .submit)
}
