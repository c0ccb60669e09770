import Foundation

/// One calendar day of Fill the Gap in a tempo band, from its taps.
public struct GapDay: Hashable, Sendable {
    /// Midnight at the start of the day, in the profile's calendar.
    public var day: Date
    public var taps: Int
    /// The mean signed offset of the day's taps, every gap position together.
    public var meanOffsetMs: Double
    /// The day's spread, each position around its own mean; nil with too few taps.
    public var spread: GapSpread?

    public init(day: Date, taps: Int, meanOffsetMs: Double, spread: GapSpread?) {
        self.day = day
        self.taps = taps
        self.meanOffsetMs = meanOffsetMs
        self.spread = spread
    }
}
