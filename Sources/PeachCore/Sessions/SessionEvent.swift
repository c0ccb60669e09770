/// What a session reports as it goes, for its screen, its headless lines and tests: its
/// discipline's own events (`Event`, a type of the discipline's session: its states, its
/// trials, its feedback), and at the end why it stopped. No list of every discipline's
/// events: a discipline's screen and lines take its own.
public enum SessionEvent<Event: Sendable>: Sendable {
    case event(Event)
    case stopped(StopReason, detail: String?)
}

extension SessionEvent: Equatable where Event: Equatable {}
extension SessionEvent: Hashable where Event: Hashable {}
