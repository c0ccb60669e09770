import Foundation
@testable import PeachApp

/// Standard output in memory; can be made to fail as a closed pipe or a full disk does.
final class RecordingOutput: LineOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var written: [String] = []
    var failure: OutputError?

    func write(line: String) throws(OutputError) {
        if let failure = lock.withLock({ self.failure }) { throw failure }
        lock.withLock { written.append(line) }
    }

    var lines: [String] { lock.withLock { written } }

    /// The lines whose event is `event`, as dictionaries.
    func events(_ event: String) -> [[String: Any]] {
        lines.compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return object["event"] as? String == event ? object : nil
        }
    }
}
