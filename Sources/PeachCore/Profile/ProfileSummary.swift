import Foundation

/// Mean and SD of the per-note mean differences: what the original app called the threshold.
public struct ProfileSummary: Hashable, Sendable {
    public var trainedNotes: Int
    /// Mean of the per-note mean |difference|, in cents.
    public var mean: Double?
    public var standardDeviation: Double?
}
