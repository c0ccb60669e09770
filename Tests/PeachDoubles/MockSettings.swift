import Foundation
import PeachCore

/// Settings the test can change between trials; counts the reads.
public final class MockSettings: TrainingSettingsSource, @unchecked Sendable {
    private let lock = NSLock()
    private var value: TrainingSettings
    public private(set) var reads = 0

    public init(_ value: TrainingSettings = .defaults) { self.value = value }

    public func update(_ change: (inout TrainingSettings) -> Void) { lock.withLock { change(&value) } }
    public func currentSettings() async -> TrainingSettings { lock.withLock { reads += 1; return value } }
    public var readCount: Int { lock.withLock { reads } }
}
