import Foundation

/// Sing & Match: Tune & Match answered with the voice or an instrument. Plays the
/// reference, then listens to the audio input: the needle follows the pitch against the
/// target, and the match is taken once the pitch has stayed within ±50 cents for the hold
/// time (or at a pad press, Submit). Stored as a pitch-matching record made by voice: the
/// held median as the error, the first attempt as the initial offset. Listening starts only
/// once the reference has ended, so that a microphone hearing the loudspeakers does not
/// match Peach's own note.
@TrainingActor
public final class SingAndMatchSession: LoopedSession {
    /// A steady needle is sent this often; one that moved by `needleStep` or more, or came
    /// or went, at once (the screen follows a change of pitch within the analysis's own
    /// delay, and a held note does not flood it).
    public static let needleInterval = 0.02
    public static let needleStep = 2.0

    public private(set) var state: State = .idle {
        didSet { if state != oldValue { loop.emit(.state(state)) } }
    }
    public private(set) var current: PitchMatchingChallenge?
    public let loop: SessionLoop<Event>
    private let strategy: any NextPitchMatchingStrategy
    private let hearing: any InputHearing
    private var tracker: SungPitchTracker?
    private var match: SungMatch?
    private var previousNote: MIDINote?
    private var lastNeedleFrame: UInt64?
    /// When unusable samples from the input were last said.
    private var unusableNotice = UnusableInputNotice()
    private var lastNeedle: Cents?

    public init(
        player: any NotePlayer, hearing: any InputHearing, strategy: any NextPitchMatchingStrategy, history: TrainingHistory,
        recorder: any TrainingRecorder, settings: any TrainingSettingsSource,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        loop = SessionLoop(player: player, history: history, recorder: recorder, settings: settings, clock: clock, random: random)
        self.hearing = hearing
        self.strategy = strategy
    }

    public func start() {
        loop.start(begin: { state = .playingReference }, trial: playTrial, idle: { [weak self] in self?.becomeIdle() })
    }

    private func becomeIdle() {
        hearing.stopHearing()
        tracker = nil
        current = nil
        state = .idle
    }

    /// Whether anything feeds the input now.
    public var inputConnected: Bool { hearing.isConnected }

    /// Submit (a pad) takes the match now, if anything was heard; the rest means nothing here.
    public func apply(_ control: TrainingControl, at time: AudioTime?) async {
        guard control == .submit, state == .listening, let taken = tracker?.takeNow() else { return }
        take(taken)
    }

    /// One event of the input, in order.
    func heard(_ event: HeardEvent) {
        guard state == .listening, var tracker else { return }
        let taken = tracker.hear(event)
        self.tracker = tracker
        if case let .unusable(frame, samples) = event {
            if unusableNotice.shouldSay(at: frame, sampleRate: hearing.sampleRate) { loop.emit(.unusableInput(samples: samples)) }
        }
        let heard: (frame: UInt64, level: Double)? = switch event {
        case let .pitch(pitch): (pitch.frame, pitch.level)
        case let .noPitch(frame, level): (frame, level)
        case .onset, .unusable: nil
        }
        if let heard {
            let moved = switch (tracker.needle, lastNeedle) {
            case let (now?, shown?): abs(now.value - shown.value) >= Self.needleStep
            case (nil, nil): false
            default: true
            }
            let due = lastNeedleFrame.map { Double(heard.frame &- $0) >= Self.needleInterval * Double(hearing.sampleRate) } ?? true
            if moved || due {
                lastNeedleFrame = heard.frame
                lastNeedle = tracker.needle
                loop.emit(.heard(cents: tracker.needle, hold: tracker.holdProgress, level: heard.level, needleMoved: moved))
            }
        }
        if let taken { take(taken) }
    }

    private func take(_ taken: SungMatch) {
        guard match == nil else { return }
        match = taken
        loop.deliver(SessionInput(.submit))
    }

    private func playTrial() async throws {
        let settings = await loop.settings.currentSettings()
        // The singer's range: the target (an interval's too) is one the voice reaches.
        var singing = settings
        singing.noteRange = settings.singingRange
        let next = strategy.nextChallenge(
            profile: loop.history.profile, settings: singing, previousReferenceNote: previousNote, random: &loop.random)
        let pitch = settings.pitchCalculator
        current = next
        state = .playingReference
        try await loop.playToEnd(Tone(frequency: next.referenceFrequency(pitch), duration: settings.noteDuration, sound: settings.soundSource))

        match = nil
        lastNeedleFrame = nil
        lastNeedle = nil
        tracker = SungPitchTracker(
            target: next.targetFrequency(pitch), octaveFree: settings.octaveFree, holdSeconds: settings.holdDuration,
            sampleRate: hearing.sampleRate)
        let events = hearing.startHearing()
        loop.emit(.target(next, frequency: next.targetFrequency(pitch), inputConnected: hearing.isConnected))
        state = .listening
        let listener = Task { [weak self] in
            for await event in events { self?.heard(event) }
        }
        defer {
            listener.cancel()
            hearing.stopHearing()
        }
        _ = try await loop.awaitInput()
        guard let taken = match else { return }
        tracker = nil

        var challenge = next
        challenge.initialCentOffset = taken.firstAttempt
        let completed = CompletedPitchMatching(challenge: challenge, userCentError: taken.held, timestamp: loop.clock.now(), matchedBy: .voice)
        try await loop.complete(completed.record, event: .completed(completed))
        previousNote = next.referenceNote
        state = .showingFeedback
        try await loop.clock.sleep(seconds: settings.feedbackDuration)
    }
}

extension TrainingMode {
    /// Sing & Match: the answer is sung or played; any note-on takes the match now.
    public static let sing = TrainingMode("sing", notes: .submit)
}
