import Foundation
import PeachTerminal

/// A terminal that keeps every frame shown; the keyboard is whatever the test types.
final class FakeTerminal: TerminalScreen, @unchecked Sendable {
    let size = FullScreenTerminal.Size(columns: 100, rows: 40)
    private let lock = NSLock()
    private var frames: [String] = []
    private var typed: [UInt8] = []
    private let keystroke = DispatchSemaphore(value: 0)

    func enter() {}
    func leave() {}
    func show(_ frame: String) { lock.withLock { frames.append(frame) } }

    /// Waits for a keystroke as a real terminal's read does (at most 100 ms).
    func readInput() -> [UInt8] {
        _ = keystroke.wait(timeout: .now() + .milliseconds(100))
        return lock.withLock {
            defer { typed = [] }
            return typed
        }
    }

    func type(_ text: String) {
        lock.withLock { typed += Array(text.utf8) }
        keystroke.signal()
    }

    /// The last frame, without its colours and cursor moves: what the musician reads.
    var screen: String {
        let frame = lock.withLock { frames.last ?? "" }
        return frame.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }
}
