import Foundation

/// The training mode decides what some controls mean (in Tune & Match any note submits).
public enum TrainingMode: String, Hashable, Sendable {
    case compare
    case match
}
