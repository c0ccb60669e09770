/// A session whose shared part is a `SessionLoop`: its events, whether it runs, the stop
/// and the wait for the end are the loop's, the same for every discipline.
@TrainingActor
public protocol LoopedSession: TrainingSession {
    var loop: SessionLoop<Event> { get }
}

extension LoopedSession {
    public var events: AsyncStream<SessionEvent<Event>> { loop.events }
    public var isRunning: Bool { loop.isRunning }

    public func stop(_ reason: StopReason, detail: String?) async {
        await loop.stop(reason, detail: detail)
    }

    public func finished() async {
        await loop.finished()
    }

    public func observe(_ observers: [any TrainingObserver]) {
        loop.observers = observers
    }
}
