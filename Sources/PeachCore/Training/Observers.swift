import Foundation

/// Where completed trials are kept. The session records each one first and only then tells
/// anyone (observers, the screen, a `trial` event): an answer is reported once it is
/// stored. A failure stops training; nothing stored before it is lost.
public protocol TrainingRecorder: Sendable {
    func record(_ completed: CompletedComparison) async throws
    func record(_ completed: CompletedPitchMatching) async throws
}

/// A trial could not be stored: training stops with this as its reason's detail.
public struct SaveFailure: Error, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// Side effects of a recorded comparison (profile, trend, controller LEDs …), awaited in
/// turn before feedback is published. Each handles its own errors.
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
