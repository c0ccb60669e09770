import Foundation

/// The console of a command run from a shell: standard output unbuffered even into a pipe
/// (scripts and tests read Peach's output as it happens), standard error, the terminal.
public struct TerminalConsole: Console {
    public init() {}

    public func print(_ line: String) throws(CommandFailure) {
        do {
            try DescriptorOutput.standardOutput.write(line: line)
        } catch {
            throw .output(error, what: "standard output")
        }
    }

    /// Nothing more can be said when standard error fails.
    public func tell(_ message: String) {
        try? DescriptorOutput.standardError.write(line: "peach: \(message)")
    }

    /// A bar on the same line, redrawn; nothing when standard error is redirected.
    public func progress(_ what: String, _ done: Int, _ total: Int) {
        guard isatty(STDERR_FILENO) == 1 else { return }
        let percent = total > 0 ? done * 100 / total : 100
        let filled = percent / 5
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 20 - filled)
        try? DescriptorOutput.standardError.write(bytes: Array("\r\(what) \(bar) \(percent) % (\(done)/\(total))\(done >= total ? "\n" : "")".utf8))
    }

    public var canAsk: Bool { isatty(STDIN_FILENO) == 1 }

    public func ask(_ question: String) -> String? {
        try? DescriptorOutput.standardError.write(bytes: Array("\(question) ".utf8))
        return readLine()
    }
}
