import Foundation
import PeachCore

/// A session whose events the test says (`say`), and that does nothing else: for the tests
/// of what carries a session's events, and for a discipline that only needs to exist.
@TrainingActor
public final class ScriptedSession: TrainingSession {
    public enum Event: Sendable, Hashable { case said(String) }
    public let events: AsyncStream<SessionEvent<Event>>
    private let sink: AsyncStream<SessionEvent<Event>>.Continuation
    public private(set) var isRunning = false

    public init() { (events, sink) = AsyncStream.makeStream(of: SessionEvent<Event>.self) }

    public func start() { isRunning = true }
    public func apply(_ control: TrainingControl, at time: AudioTime?) async {}
    public func stop(_ reason: StopReason, detail: String?) async {
        isRunning = false
        sink.yield(.stopped(reason, detail: detail))
    }
    public func finished() async {}
    public func say(_ words: String) { sink.yield(.event(.said(words))) }
}
