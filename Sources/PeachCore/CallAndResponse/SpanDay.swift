import Foundation

/// One training day's span, fitted to that day's calls alone.
public struct SpanDay: Hashable, Sendable {
    public var day: Date
    public var estimate: SpanEstimate

    public init(day: Date, estimate: SpanEstimate) {
        self.day = day
        self.estimate = estimate
    }
}
