import Foundation

/// A tempo band's Fill the Gap taps by calendar day: how the mean offset and the spread
/// moved from one training day to the next. Imported trials have no taps and no day here.
public struct GapTimeline: Hashable, Sendable {
    private struct Day: Hashable, Sendable {
        var start: Date
        var all = Welford()
        var byPosition = [Welford](repeating: Welford(), count: StepPosition.allCases.count)
    }

    private var calendarDays: CalendarDays
    /// In the order first tapped; records come in time order, so that is the days' order
    /// but for a clock set back (sorted when read).
    private var dayList: [Day] = []
    private var dayIndex: [Date: Int] = [:]

    public init(calendar: Calendar) {
        calendarDays = CalendarDays(calendar: calendar)
    }

    public mutating func add(_ taps: [GapTap], at time: Date) {
        let start = calendarDays.day(of: time)
        let position: Int
        if let last = dayList.indices.last, dayList[last].start == start {
            position = last
        } else if let known = dayIndex[start] {
            position = known
        } else {
            position = dayList.count
            dayIndex[start] = position
            dayList.append(Day(start: start))
        }
        for tap in taps {
            dayList[position].all.add(tap.offsetMs)
            dayList[position].byPosition[tap.position.rawValue].add(tap.offsetMs)
        }
    }

    public var days: [GapDay] {
        dayList.sorted { $0.start < $1.start }.map { day in
            GapDay(day: day.start, taps: day.all.count, meanOffsetMs: day.all.mean, spread: GapSpread(pooling: day.byPosition))
        }
    }

    public static func == (lhs: GapTimeline, rhs: GapTimeline) -> Bool { lhs.dayList == rhs.dayList }
    public func hash(into hasher: inout Hasher) { hasher.combine(dayList) }
}
