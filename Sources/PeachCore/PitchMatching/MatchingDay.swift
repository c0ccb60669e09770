import Foundation

/// One calendar day of Tune & Match.
public struct MatchingDay: Hashable, Sendable {
    public var day: Date
    public var matches: Int
    /// Mean |userCentError| of the day.
    public var meanError: Double
    /// Mean |userCentError| over the matches of the last `rollingWindow` days with matches.
    public var rollingMeanError: Double
}
