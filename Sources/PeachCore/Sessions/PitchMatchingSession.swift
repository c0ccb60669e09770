import Foundation

/// Tune & Match: plays the reference, waits in silence for the first movement of the
/// tuning control, then sounds the tunable note and retunes it live with every movement
/// (no retrigger). Submit stops it and records `initial + 20·v`; feedback 0.4 s, next.
@TrainingActor
public final class PitchMatchingSession {
    public enum State: String, Sendable, Hashable {
        case idle, playingReference, awaitingControl, playingTunable, showingFeedback
    }

    public private(set) var state: State = .idle {
        didSet { if state != oldValue { sink.yield(.matchingState(state)) } }
    }
    public private(set) var current: PitchMatchingChallenge?
    /// The tuning control's position, −1 … +1.
    public private(set) var control = 0.0
    public let events: AsyncStream<SessionEvent>

    private let player: any NotePlayer
    private let strategy: any NextPitchMatchingStrategy
    private let history: TrainingHistory
    private let recorder: any TrainingRecorder
    private let observers: [any PitchMatchingObserver]
    private let settings: any TrainingSettingsSource
    private let clock: any TrainingClock
    private var random: AnyRandomSource
    private let sink: AsyncStream<SessionEvent>.Continuation

    private var loop: Task<Void, Never>?
    private var handles: [any PlaybackHandle] = []
    private var tunable: (handle: any PlaybackHandle, pitch: PitchCalculator)?
    private var controlWaiter: CheckedContinuation<Void, Error>?
    private var submitWaiter: CheckedContinuation<Void, Error>?
    private var previousNote: MIDINote?

    public init(
        player: any NotePlayer, strategy: any NextPitchMatchingStrategy, history: TrainingHistory,
        recorder: any TrainingRecorder, observers: [any PitchMatchingObserver], settings: any TrainingSettingsSource,
        clock: any TrainingClock = SystemTrainingClock(), random: any RandomSource = SystemRandom()
    ) {
        self.player = player
        self.strategy = strategy
        self.history = history
        self.recorder = recorder
        self.observers = observers
        self.settings = settings
        self.clock = clock
        self.random = AnyRandomSource(random)
        (events, sink) = AsyncStream.makeStream(of: SessionEvent.self)
    }

    public func start() {
        guard state == .idle, loop == nil else { return }
        state = .playingReference
        loop = Task { await self.run() }
    }

    /// The tuning control moved (pitch-bend wheel, mod wheel, arrow keys).
    public func moveControl(to position: Double) async {
        control = min(max(position, -1), 1)
        if state == .awaitingControl, let waiter = controlWaiter {
            controlWaiter = nil
            waiter.resume()
        } else if state == .playingTunable, let tunable, let challenge = current {
            await tunable.handle.retune(to: challenge.tunableFrequency(tunable.pitch, control: control))
        }
    }

    /// Counted only while the tunable note sounds.
    public func submit() {
        guard state == .playingTunable, let waiter = submitWaiter else { return }
        submitWaiter = nil
        waiter.resume()
    }

    public func stop(_ reason: StopReason, detail: String? = nil) async {
        guard let loop else { return }
        self.loop = nil
        loop.cancel()
        controlWaiter?.resume(throwing: CancellationError())
        controlWaiter = nil
        submitWaiter?.resume(throwing: CancellationError())
        submitWaiter = nil
        await silence()
        await loop.value
        // Whatever the loop started while winding down.
        await silence()
        current = nil
        state = .idle
        sink.yield(.stopped(reason, detail: detail))
    }

    public func finished() async {
        await loop?.value
    }

    private func failSubmit(_ error: Error) {
        guard let waiter = submitWaiter else { return }
        submitWaiter = nil
        waiter.resume(throwing: error)
    }

    private func silence() async {
        for handle in handles { await handle.stop() }
        handles = []
        tunable = nil
    }

    private func run() async {
        do {
            while !Task.isCancelled { try await playTrial() }
        } catch is CancellationError {
            return
        } catch {
            guard loop != nil else { return }
            loop = nil
            await silence()
            current = nil
            state = .idle
            let reason: StopReason = error is SaveFailure ? .saveFailed : (error as? AudioError).map(StopReason.init) ?? .audioError
            sink.yield(.stopped(reason, detail: "\(error)"))
        }
    }

    private func playTrial() async throws {
        let settings = await self.settings.currentSettings()
        let challenge = strategy.nextChallenge(
            profile: history.profile, settings: settings, previousReferenceNote: previousNote, random: &random)
        let pitch = settings.pitchCalculator
        current = challenge
        state = .playingReference
        let reference = try await player.start(
            Tone(frequency: challenge.referenceFrequency(pitch), duration: settings.noteDuration, sound: settings.soundSource))
        handles = [reference]
        try await reference.ended()
        try Task.checkCancellation()

        // Silence until the control first moves: no hint of where the target is.
        state = .awaitingControl
        try await withCheckedThrowingContinuation { controlWaiter = $0 }
        let handle = try await player.start(
            Tone(frequency: challenge.tunableFrequency(pitch, control: control), duration: nil, sound: settings.soundSource))
        handles = [handle]
        tunable = (handle, pitch)
        state = .playingTunable
        // The tunable note sounds until submit; if the audio fails first, so does the trial.
        let watch = Task { [weak self] in
            do { try await handle.ended() } catch { self?.failSubmit(error) }
        }
        defer { watch.cancel() }
        try await withCheckedThrowingContinuation { submitWaiter = $0 }
        let error = challenge.centError(atControl: control)
        await handle.stop()
        handles = []
        tunable = nil

        let completed = CompletedPitchMatching(challenge: challenge, userCentError: error, timestamp: clock.now())
        // Stored first; only then does anyone hear of it (and a failure stops training).
        do {
            try await recorder.record(completed)
        } catch {
            throw SaveFailure("\(error)")
        }
        for observer in observers { await observer.pitchMatchingCompleted(completed) }
        previousNote = challenge.referenceNote
        sink.yield(.matchCompleted(completed))
        state = .showingFeedback
        try await clock.sleep(seconds: settings.feedbackDuration)
    }
}
