/// A row of an imported file that was skipped, with its line and why.
public struct RejectedRow: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
}
