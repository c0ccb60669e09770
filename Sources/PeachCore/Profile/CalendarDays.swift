import Foundation

/// The calendar day an answer belongs to. Records come in time order, so most fall into
/// the day of the one before and skip the calendar arithmetic (the expensive part of a
/// rebuild of a long history).
public struct CalendarDays: Sendable {
    public let calendar: Calendar
    private var cached: (start: Date, end: Date)?

    public init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// Midnight at the start of the day of `time`, in the calendar's time zone.
    public mutating func day(of time: Date) -> Date {
        if let cached, cached.start <= time && time < cached.end { return cached.start }
        let interval = calendar.dateInterval(of: .day, for: time)
        cached = interval.map { ($0.start, $0.end) }
        return interval?.start ?? calendar.startOfDay(for: time)
    }
}
