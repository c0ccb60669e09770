/// A sung or played match, as the tracker took it: the first settled pitch after the note
/// began (how close the first attempt landed) and the held pitch (after correcting), both
/// in cents from the target, + sharp.
public struct SungMatch: Hashable, Sendable {
    public var firstAttempt: Cents
    public var held: Cents

    public init(firstAttempt: Cents, held: Cents) {
        self.firstAttempt = firstAttempt
        self.held = held
    }
}
