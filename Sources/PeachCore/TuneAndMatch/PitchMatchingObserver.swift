import Foundation

/// Side effects of a submitted match.
public protocol PitchMatchingObserver: Sendable {
    func pitchMatchingCompleted(_ completed: CompletedPitchMatching) async
}
