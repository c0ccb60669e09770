import Foundation
import PeachCore

/// Collects a session's events as they come (from its own task), for the sessions' tests.
public final class EventLog<Event: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [SessionEvent<Event>] = []

    public init() {}

    /// Collects `session`'s events from now on.
    @TrainingActor
    public static func of<Session: TrainingSession>(_ session: Session) -> EventLog<Session.Event> {
        let log = EventLog<Session.Event>()
        let events = session.events
        Task { for await event in events { log.append(event) } }
        return log
    }

    public func append(_ event: SessionEvent<Event>) { lock.withLock { items.append(event) } }

    public var all: [SessionEvent<Event>] { lock.withLock { items } }

    /// The discipline's own events, the stop left out.
    public var events: [Event] { all.compactMap { if case let .event(event) = $0 { event } else { nil } } }

    public var stops: [StopReason] { all.compactMap { if case let .stopped(reason, _) = $0 { reason } else { nil } } }

    /// What each stop said.
    public var stopDetails: [String?] { all.compactMap { if case let .stopped(_, detail) = $0 { .some(detail) } else { nil } } }
}
