import Foundation
import PeachCore

/// The settings file in memory: records what the settings screen writes, and can be made
/// to no longer parse (an editor broke it under the screen).
final class FakeSettingsFile: SettingsFile, @unchecked Sendable {
    let path = "/home/musician/.config/peach/config.toml"
    private let lock = NSLock()
    private var writes: [(key: String, value: String)] = []
    var syntaxError: SettingsFileSyntaxError?

    func read() throws -> (request: SettingsRequest, warnings: [String]) {
        (SettingsRequest(), [])
    }

    func write(_ key: String, value: String) throws {
        if let syntaxError = lock.withLock({ self.syntaxError }) { throw syntaxError }
        lock.withLock { writes.append((key, value)) }
    }

    var written: [String] { lock.withLock { writes.map { "\($0.key) = \($0.value)" } } }
}
