import Glibc
import Foundation

/// The terminal in full-screen mode: raw input, the alternate screen, the cursor hidden.
/// Whatever happens — a normal exit, Ctrl-C, SIGTERM, a crash — the terminal goes back to
/// the way the shell had it: the musician never ends up with a dead, echo-less prompt.
public final class FullScreenTerminal: @unchecked Sendable {
    public struct Size: Hashable, Sendable {
        public var columns: Int
        public var rows: Int
        public init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    private let output: Int32
    private let input: Int32
    public private(set) var isActive = false
    /// Frames are written here, off the caller's thread: a slow terminal (a remote shell)
    /// never holds up the training actor. Only the newest unwritten frame is kept.
    private let writer = DispatchQueue(label: "peach-screen")
    private let pending = NSLock()
    private var pendingFrame: String?

    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Both ends must be a terminal for the screens; scripts use `--headless`.
    public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    public var size: Size {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
        }
        return Size(columns: 80, rows: 24)
    }

    /// Raw mode (no echo, no line editing, no signals from keys: Ctrl-C and Ctrl-Z arrive as
    /// keys so that Peach can stop the session first), then the alternate screen.
    public func enter() {
        guard !isActive else { return }
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { return }
        TerminalRestore.save(attributes, input: input, output: output)
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        // Reads return after a byte, or after 100 ms with nothing: the reader can notice a stop.
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 1
        }
        tcsetattr(input, TCSAFLUSH, &raw)
        write(TerminalRestore.enterSequence)
        isActive = true
    }

    /// Back to the shell's terminal: the saved modes, the main screen, the cursor (after
    /// the frames already handed over).
    public func leave() {
        guard isActive else { return }
        writer.sync {}
        isActive = false
        TerminalRestore.restoreNow()
    }

    /// Draws a frame's text soon; a newer frame replaces one not yet written.
    public func show(_ frame: String) {
        let isFirst = pending.withLock {
            defer { pendingFrame = frame }
            return pendingFrame == nil
        }
        guard isFirst else { return }
        writer.async {
            let text = self.pending.withLock {
                defer { self.pendingFrame = nil }
                return self.pendingFrame
            }
            if let text { self.write(text) }
        }
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(output, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += written
        }
    }

    /// Reads what the keyboard sent (waits at most 100 ms); empty when nothing came.
    public func readInput() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }
}

/// What must survive into a signal handler: the saved terminal modes and the bytes that
/// undo full-screen mode, kept in plain memory so that restoring needs no allocation.
enum TerminalRestore {
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    /// Colours off, cursor shown, the main screen back.
    nonisolated(unsafe) private static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let text = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
        _ = buffer.initialize(from: text)
        return buffer
    }()
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var input: Int32 = -1
    nonisolated(unsafe) private static var output: Int32 = -1
    nonisolated(unsafe) private static var armed = false

    static func save(_ attributes: termios, input: Int32, output: Int32) {
        _ = leaveBytes
        saved = attributes
        Self.input = input
        Self.output = output
        armed = true
        installCrashHandlers()
    }

    /// Async-signal-safe: only tcsetattr and write.
    static func restoreNow() {
        guard armed else { return }
        armed = false
        tcsetattr(input, TCSAFLUSH, &saved)
        _ = Glibc.write(output, leaveBytes.baseAddress, leaveBytes.count)
    }

    nonisolated(unsafe) private static var handlersInstalled = false
    /// The handlers that were there before (Swift's backtracer), indexed by signal number.
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// A crash (a bad access, a trap, an abort) restores the terminal first, then goes on as
    /// it would have: the previous handler is put back and gets the signal.
    private static func installCrashHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        atexit { TerminalRestore.restoreNow() }
        for number in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                TerminalRestore.restoreNow()
                sigaction(number, TerminalRestore.previous + Int(number), nil)
                // Pending until this handler returns, then the previous handler has it.
                raise(number)
            }
            sigaction(number, &action, previous + Int(number))
        }
    }
}
