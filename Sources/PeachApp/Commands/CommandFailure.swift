/// How a command ends when it cannot do its task: the exit status, and what is said on
/// standard error first. Every command throws this one type; `main` says the message and
/// exits with the status, so a status is chosen where the failure is understood and
/// mapped nowhere else.
public struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// One of `ExitStatus`'s.
    public var status: Int32
    /// Said on standard error ("peach: …"); nil when there is nothing to say, as for a
    /// reader that went away (silent, as SIGPIPE ends any tool).
    public var message: String?

    public init(_ status: Int32, _ message: String? = nil) {
        self.status = status
        self.message = message
    }

    public var description: String { "exit \(status)" + (message.map { ": \($0)" } ?? "") }

    public static func usage(_ message: String) -> CommandFailure { CommandFailure(ExitStatus.usage, message) }

    /// An output that could not be written: a reader that left ends quietly with 141, a
    /// full or failing device says so and ends with 6.
    public static func output(_ error: OutputError, what: String) -> CommandFailure {
        switch error {
        case .readerGone: CommandFailure(ExitStatus.readerGone)
        case let .failed(reason): CommandFailure(ExitStatus.cannotWrite, "cannot write to \(what): \(reason)")
        }
    }
}
