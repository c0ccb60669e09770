import Foundation

/// Anything holding derived state that a data reset must clear.
public protocol Resettable: Sendable {
    func reset() async
}
