import Foundation

/// The part of a training session every discipline shares: it runs the discipline's trials
/// one after another until stopped; it is the error boundary (an audio or storage failure
/// stops training quietly, with its reason, and nothing partial is recorded); it stores a
/// completed trial before anyone hears of it; and it stops in one order: the awaited input
/// is cancelled, the sounding notes are silenced, the loop is awaited, whatever it started
/// while winding down is silenced too, and only then is `stopped` reported.
@TrainingActor
public final class SessionLoop<Event: Sendable> {
    public let events: AsyncStream<SessionEvent<Event>>
    /// What every discipline's trial is made of: the sound, the history it places trials by,
    /// the settings read on every trial, the clock of the records, and the randomness.
    public let player: any NotePlayer
    public let history: TrainingHistory
    public let settings: any TrainingSettingsSource
    public let clock: any TrainingClock
    public var random: AnyRandomSource
    private let sink: AsyncStream<SessionEvent<Event>>.Continuation
    private let recorder: any TrainingRecorder

    private var task: Task<Void, Never>?
    /// The notes the trial has sounding; stopped when training stops.
    private var handles: [any PlaybackHandle] = []
    private var inputWaiter: CheckedContinuation<SessionInput, Error>?
    /// Called once the loop has ended, whichever way: the discipline forgets its trial.
    private var onIdle: () -> Void = {}
    /// Between a stop (or a failure) and `onIdle`: the discipline is not idle yet, so a start
    /// now would be undone by it.
    private var windingDown = false
    /// Told of every completed trial, after the store and the history.
    public var observers: [any TrainingObserver] = []

    public init(
        player: any NotePlayer, history: TrainingHistory, recorder: any TrainingRecorder, settings: any TrainingSettingsSource,
        clock: any TrainingClock, random: any RandomSource
    ) {
        self.player = player
        self.history = history
        self.recorder = recorder
        self.settings = settings
        self.clock = clock
        self.random = AnyRandomSource(random)
        (events, sink) = AsyncStream.makeStream(of: SessionEvent<Event>.self)
    }

    public var isRunning: Bool { task != nil }

    /// Starts training unless it runs or is still winding down (then nothing happens):
    /// `begin` sets the discipline up for its first trial, then `trial` runs again and again
    /// until a stop or a failure. `idle` resets the discipline's own state (current trial,
    /// state) before `stopped` is reported. Every discipline's `start()` is this one call.
    public func start(
        begin: () -> Void, trial: @escaping @TrainingActor () async throws -> Void, idle: @escaping () -> Void
    ) {
        guard task == nil, !windingDown else { return }
        begin()
        onIdle = idle
        task = Task {
            do {
                while !Task.isCancelled { try await trial() }
            } catch is CancellationError {
                return
            } catch {
                await self.failed(error)
            }
        }
    }

    /// The error boundary: an audio failure or a failed save ends training with its reason.
    private func failed(_ error: Error) async {
        guard task != nil else { return }
        task = nil
        windingDown = true
        defer { windingDown = false }
        inputWaiter = nil
        await silence()
        onIdle()
        let reason: StopReason = error is SaveFailure ? .saveFailed : (error as? AudioError).map(StopReason.init) ?? .audioError
        sink.yield(.stopped(reason, detail: "\(error)"))
    }

    public func stop(_ reason: StopReason, detail: String?) async {
        guard let task else { return }
        self.task = nil
        windingDown = true
        defer { windingDown = false }
        task.cancel()
        inputWaiter?.resume(throwing: CancellationError())
        inputWaiter = nil
        await silence()
        await task.value
        // Whatever the loop scheduled while winding down (a pair during feedback) too.
        await silence()
        onIdle()
        sink.yield(.stopped(reason, detail: detail))
    }

    public func finished() async {
        await task?.value
    }

    // MARK: For the discipline's trial

    /// Plays `tone` to its end (silenced on a stop, which ends the wait by cancelling).
    public func playToEnd(_ tone: Tone) async throws {
        let handle = try await player.start(tone)
        sounding([handle])
        try await handle.ended()
        try Task.checkCancellation()
    }

    /// The notes now sounding: silenced on a stop or a failure.
    public func sounding(_ handles: [any PlaybackHandle]) {
        self.handles = handles
        // Scheduled after a stop (the trial was reading its settings when it came): silenced
        // at once, so that nothing sounds after the stop and the trial waits for none of it.
        if task == nil { Task { await silence() } }
    }

    /// Silences what sounds now (a stop, or the trial moving on).
    public func silence() async {
        let handles = self.handles
        self.handles = []
        for handle in handles { await handle.stop() }
    }

    /// Waits for the next input the trial asks for (a stop cancels the wait).
    public func awaitInput() async throws -> SessionInput {
        try Task.checkCancellation()
        return try await withCheckedThrowingContinuation { inputWaiter = $0 }
    }

    /// Whether a trial is waiting for input now.
    public var awaitsInput: Bool { inputWaiter != nil }

    /// Hands `input` to the waiting trial; false when nothing waits for it.
    @discardableResult
    public func deliver(_ input: SessionInput) -> Bool {
        guard let waiter = inputWaiter else { return false }
        inputWaiter = nil
        waiter.resume(returning: input)
        return true
    }

    /// The sound failed while the trial waited (the audio server gone, outputs unplugged).
    public func failInput(_ error: Error) {
        guard let waiter = inputWaiter else { return }
        inputWaiter = nil
        waiter.resume(throwing: error)
    }

    /// Stored first, then added to the history (the profile, as a rebuild would add it),
    /// then the observers in turn, then the event: an answer is reported only once it is on
    /// disk, and a failed save stops training. Every discipline's records reach the profile
    /// and the observers this one way.
    public func complete(_ record: some DisciplineRecord, event: Event) async throws {
        do {
            try await recorder.record(record)
        } catch {
            throw SaveFailure("\(error)")
        }
        history.add(record)
        let stored = TrainingRecord(record)
        for observer in observers { await observer.trialCompleted(stored) }
        emit(event)
    }

    /// One of the discipline's own events.
    public func emit(_ event: Event) {
        sink.yield(.event(event))
    }
}

/// A control as a trial receives it: what was played, and the audio frame it was played at
/// when the device knows it.
public struct SessionInput: Sendable {
    public var control: TrainingControl
    public var time: AudioTime?

    public init(_ control: TrainingControl, at time: AudioTime? = nil) {
        self.control = control
        self.time = time
    }
}
