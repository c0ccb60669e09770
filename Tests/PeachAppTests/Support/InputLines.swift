import Foundation

/// Standard input as the test types it: `next` waits for a line, nil once closed.
final class InputLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var closed = false
    private let available = DispatchSemaphore(value: 0)

    func send(_ line: String) {
        lock.withLock { lines.append(line) }
        available.signal()
    }

    func close() {
        lock.withLock { closed = true }
        available.signal()
    }

    func next() -> String? {
        while true {
            let (line, isClosed): (String?, Bool) = lock.withLock {
                lines.isEmpty ? (nil, closed) : (lines.removeFirst(), false)
            }
            if let line { return line }
            if isClosed { return nil }
            available.wait()
        }
    }
}
