import Foundation
import PeachCore

/// Polls until `condition` holds (the sessions run on their own actor).
public func eventually(_ timeout: Double = 2, _ condition: @escaping () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return await condition()
}
