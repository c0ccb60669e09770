import Foundation

/// What every training discipline's session is to the screens and the headless mode: it
/// starts, takes the player's controls, reports events and stops. Each discipline keeps
/// its own trial; what all of them do alike (the error boundary, storing before telling,
/// the stop sequence) is `SessionLoop`'s.
@TrainingActor
public protocol TrainingSession: AnyObject {
    /// The discipline's own events: its states, completed trials, feedback.
    associatedtype Event: Sendable
    /// Its events and the final `stopped`, in order.
    var events: AsyncStream<SessionEvent<Event>> { get }
    /// Between `start` and the stop (asked for, or by a failure).
    var isRunning: Bool { get }
    /// Begins training at once (no countdown). Does nothing while running.
    func start()
    /// A control from a pad, a wheel, the keyboard or standard input; `time` is the audio
    /// frame it was played at, when the device knows it. Controls that mean nothing in the
    /// session's current state are ignored.
    func apply(_ control: TrainingControl, at time: AudioTime?) async
    /// Ends training and discards the trial in progress. Safe from any state.
    func stop(_ reason: StopReason, detail: String?) async
    /// Waits until the session is idle again (after a stop or a failure).
    func finished() async
    /// From now on, `observers` are told of each completed trial (before `start`).
    func observe(_ observers: [any TrainingObserver])
}

extension TrainingSession {
    /// A session that completes no trials of its own tells no one.
    public func observe(_ observers: [any TrainingObserver]) {}

    public func stop(_ reason: StopReason) async { await stop(reason, detail: nil) }
}
