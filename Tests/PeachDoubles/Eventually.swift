import Foundation
import PeachCore

/// Polls until `condition` holds (the sessions run on their own actor). The deadline is
/// generous: it costs nothing when the condition holds, and the unit tests run beside
/// CPU-heavy ones on two cores, where a session's task can wait seconds for its turn.
public func eventually(_ timeout: Double = 20, _ condition: @escaping () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return await condition()
}
