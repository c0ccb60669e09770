import Foundation

/// Side effects of a recorded comparison (profile, trend, controller LEDs …), awaited in
/// turn before feedback is published. Each handles its own errors.
public protocol ComparisonObserver: Sendable {
    func comparisonCompleted(_ completed: CompletedComparison) async
}
