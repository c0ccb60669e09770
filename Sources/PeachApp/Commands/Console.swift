/// Where a command speaks: its result on standard output, what the person should know on
/// standard error, and questions on the terminal. Tests stand in for it.
public protocol Console: Sendable {
    /// One line of the command's result; a reader that left or a failing device ends the
    /// command (`CommandFailure.output`).
    func print(_ line: String) throws(CommandFailure)
    /// One line for the person, on standard error ("peach: …").
    func tell(_ message: String)
    /// Progress of long work, shown only where someone watches (a terminal).
    func progress(_ what: String, _ done: Int, _ total: Int)
    /// Whether there is someone to ask: standard input is a terminal (a piped line is no
    /// one's answer).
    var canAsk: Bool { get }
    /// Asks on standard error and reads the answer line; nil at the end of input.
    func ask(_ question: String) -> String?
}
