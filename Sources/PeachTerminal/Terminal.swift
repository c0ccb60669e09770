import Foundation

/// The terminal in full-screen mode: raw input, the alternate screen, no cursor. Restored
/// on every way out: normal exit, Ctrl-C, SIGTERM, and a crash (fatal signals).
public final class Terminal: @unchecked Sendable {
    nonisolated(unsafe) private static var saved: termios?
    nonisolated(unsafe) private static var active = false

    public init() {}

    /// Enters full-screen mode. Returns false when standard input/output is not a terminal.
    public func enter() -> Bool {
        guard isatty(0) == 1, isatty(1) == 1 else { return false }
        var settings = termios()
        tcgetattr(0, &settings)
        Self.saved = settings
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        // Ctrl-C, Ctrl-Z stay signals: Peach handles them like the headless mode does.
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(0, TCSAFLUSH, &raw)
        Self.active = true
        Self.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        atexit { Terminal.restore() }
        for fatal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            signal(fatal) { number in
                Terminal.restore()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        return true
    }

    /// Raw mode off, cursor shown, main screen back. Safe to call more than once, and from
    /// a signal handler (only write and tcsetattr).
    public static func restore() {
        guard active else { return }
        active = false
        let text = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = text.withCString { Glibc.write(1, $0, strlen($0)) }
        if var settings = saved { tcsetattr(0, TCSAFLUSH, &settings) }
    }

    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Replaces the whole screen with `lines`.
    public func draw(_ lines: [String]) {
        let rows = size.rows
        var frame = "\u{1B}[H"
        for (index, line) in lines.prefix(rows).enumerated() {
            frame += line + "\u{1B}[0m\u{1B}[K" + (index < min(lines.count, rows) - 1 ? "\r\n" : "")
        }
        frame += "\u{1B}[J"
        Self.write(frame)
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// A key press, decoded from the terminal's bytes.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case shiftLeft, shiftRight
    case enter, escape, backspace
    case character(Character)
}

/// Splits terminal input into keys (escape sequences for arrows, with Shift).
public struct KeyDecoder {
    private var pending: [UInt8] = []

    public init() {}

    public mutating func feed(_ byte: UInt8) -> Key? {
        pending.append(byte)
        switch pending {
        case [0x1B]: return nil
        case [0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x5B, 0x31], [0x1B, 0x5B, 0x31, 0x3B], [0x1B, 0x5B, 0x31, 0x3B, 0x32]: return nil
        default: break
        }
        defer { pending = [] }
        switch pending {
        case [0x1B, 0x5B, 0x41], [0x1B, 0x4F, 0x41]: return .up
        case [0x1B, 0x5B, 0x42], [0x1B, 0x4F, 0x42]: return .down
        case [0x1B, 0x5B, 0x43], [0x1B, 0x4F, 0x43]: return .right
        case [0x1B, 0x5B, 0x44], [0x1B, 0x4F, 0x44]: return .left
        case [0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x43]: return .shiftRight
        case [0x1B, 0x5B, 0x31, 0x3B, 0x32, 0x44]: return .shiftLeft
        case [0x0D], [0x0A]: return .enter
        case [0x7F], [0x08]: return .backspace
        default:
            if pending.count == 2 && pending[0] == 0x1B { return .escape }
            if pending.count == 1 && pending[0] >= 0x20 && pending[0] < 0x7F { return .character(Character(UnicodeScalar(pending[0]))) }
            return nil
        }
    }

    /// A lone Esc (no sequence followed).
    public mutating func flushEscape() -> Key? {
        guard pending == [0x1B] else { return nil }
        pending = []
        return .escape
    }
}
