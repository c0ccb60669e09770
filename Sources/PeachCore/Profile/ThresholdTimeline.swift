import Foundation

/// One calendar day of comparisons.
public struct TimelineDay: Hashable, Sendable {
    /// Midnight at the start of the day, in the timeline's calendar.
    public var day: Date
    public var count: Int
    public var correctCount: Int
    /// Mean |cent difference| of the day.
    public var mean: Double
    /// Mean and SD of the daily means over the last `rollingWindow` training days up to this one.
    public var rollingMean: Double
    public var rollingStandardDeviation: Double?
}

/// The threshold over time: per calendar day, and a rolling mean ± SD over the last 20 days
/// that have answers (days without training do not dilute the window).
public struct ThresholdTimeline: Sendable {
    public static let rollingWindow = 20

    private struct Accumulator: Hashable, Sendable {
        var stats = Welford()
        var correct = 0
    }

    public let calendar: Calendar
    private var byDay: [Date: Accumulator] = [:]
    /// The day of the latest record: records come in time order, so most fall into it and
    /// skip the calendar arithmetic (the expensive part of a rebuild).
    private var cachedDay: (start: Date, end: Date)?

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    public init<S: Sequence>(records: S, calendar: Calendar = .current) where S.Element == ComparisonRecord {
        self.init(calendar: calendar)
        for record in records { add(record) }
    }

    public mutating func add(_ record: ComparisonRecord) {
        let day: Date
        if let cached = cachedDay, cached.start <= record.timestamp && record.timestamp < cached.end {
            day = cached.start
        } else {
            let interval = calendar.dateInterval(of: .day, for: record.timestamp)
            day = interval?.start ?? calendar.startOfDay(for: record.timestamp)
            cachedDay = interval.map { ($0.start, $0.end) }
        }
        byDay[day, default: Accumulator()].stats.add(record.centOffset.magnitude.value)
        if record.isCorrect { byDay[day, default: Accumulator()].correct += 1 }
    }

    /// The days in order, each with its rolling band.
    public var days: [TimelineDay] {
        let ordered = byDay.keys.sorted()
        var result: [TimelineDay] = []
        result.reserveCapacity(ordered.count)
        for (index, day) in ordered.enumerated() {
            let accumulator = byDay[day]!
            let window = ordered[max(0, index - Self.rollingWindow + 1)...index].map { byDay[$0]!.stats.mean }
            let rolling = Welford(window)
            result.append(TimelineDay(
                day: day, count: accumulator.stats.count, correctCount: accumulator.correct,
                mean: accumulator.stats.mean, rollingMean: rolling.mean,
                rollingStandardDeviation: rolling.standardDeviation))
        }
        return result
    }
}
