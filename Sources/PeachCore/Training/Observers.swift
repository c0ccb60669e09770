import Foundation

/// Side effects of a completed comparison (store, profile, trend, controller LEDs …).
/// The session awaits each observer in turn, so the store's write finishes before
/// feedback is published. Each observer handles its own errors: one failing never
/// stops training or the others.
public protocol ComparisonObserver: Sendable {
    func comparisonCompleted(_ completed: CompletedComparison) async
}

/// Side effects of a submitted match.
public protocol PitchMatchingObserver: Sendable {
    func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async
}

/// Anything holding derived state that a data reset must clear.
public protocol Resettable: Sendable {
    func reset() async
}
