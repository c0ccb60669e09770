import Foundation
import PeachCore

/// A task's threshold over time: each day's measured threshold with its interval as a
/// whisker, the rolling threshold of the last 20 training days as a line in its band, and
/// each day's mean difference as a diamond. Dates to scale: a pause shows as a gap.
struct ProgressChart {
    let task: ProfileSnapshot.Task

    var svg: String {
        let days = task.days
        var values: [Double] = days.map(\.meanDifference)
        for day in days {
            if let threshold = day.threshold { values += [threshold.low, threshold.high] }
            if let rolling = day.rollingThreshold { values += [rolling.low, rolling.high] }
        }
        let frame = ChartFrame(axis: CentsAxis(covering: values), xTitle: "training day", footer: 44)
        let time = TimeScale(dates: days.map(\.day), frame: frame)

        var svg = frame.open(label: "\(ProfileReport.taskName(task.task)): threshold over time")
        svg += frame.axes + time.labels
        svg += frame.bandAndLine(days.map { (time.x($0.day), $0.rollingThreshold) })
        for day in days {
            svg += frame.diamond(time.x(day.day), frame.y(day.meanDifference))
            if let threshold = day.threshold { svg += frame.whiskered(time.x(day.day), threshold) }
        }
        svg += frame.legend([
            (ChartFrame.pointSymbol, "day's threshold, 95 % interval"),
            (ChartFrame.lineSymbol + ChartFrame.bandSymbol, "last \(ThresholdTimeline.rollingWindow) training days"),
            (ChartFrame.meanSymbol, "day's mean difference"),
        ])
        return svg + "</svg>"
    }
}

/// Tune & Match over time: each day's mean |error| and the mean over the last 20 days.
struct MatchingChart {
    let days: [MatchingDay]

    var svg: String {
        let frame = ChartFrame(
            axis: CentsAxis(covering: days.map(\.meanError) + days.map(\.rollingMeanError)), xTitle: "training day", footer: 44)
        let time = TimeScale(dates: days.map(\.day), frame: frame)
        var svg = frame.open(label: "Tune & Match: mean error over time")
        svg += frame.axes + time.labels
        if days.count > 1 {
            svg += "<polyline class=\"matchline\" points=\"\(days.map { "\(f(time.x($0.day))),\(f(frame.y($0.rollingMeanError)))" }.joined(separator: " "))\"/>\n"
        }
        for day in days {
            svg += "<circle class=\"matching\" cx=\"\(f(time.x(day.day)))\" cy=\"\(f(frame.y(day.meanError)))\" r=\"2.5\"/>\n"
        }
        svg += frame.legend([
            ("<circle class=\"matching\" cx=\"6\" cy=\"0\" r=\"3\"/>", "day's mean |error|"),
            ("<line class=\"matchline\" x1=\"0\" y1=\"0\" x2=\"12\" y2=\"0\"/>", "mean |error| of the last \(MatchingStatistics.rollingWindow) training days"),
        ])
        return svg + "</svg>"
    }
}

/// Dates to x positions, first day at the left edge, last at the right; with the first,
/// the last and a few days between labelled.
struct TimeScale {
    let dates: [Date]
    let frame: ChartFrame

    func x(_ date: Date) -> Double {
        guard let first = dates.first, let last = dates.last, last > first else { return ChartFrame.left + frame.plotWidth / 2 }
        return ChartFrame.left + 8 + (frame.plotWidth - 16) * date.timeIntervalSince(first) / last.timeIntervalSince(first)
    }

    var labels: String {
        guard !dates.isEmpty else { return "" }
        let picks = Set([0, dates.count / 3, 2 * dates.count / 3, dates.count - 1])
        var svg = "", lastX = -100.0
        for index in picks.sorted() {
            let position = x(dates[index])
            guard position - lastX > 90 else { continue }
            svg += "<text class=\"label\" x=\"\(f(position))\" y=\"\(f(frame.bottom + 16))\" text-anchor=\"middle\">\(ProfileReport.dateText(dates[index]))</text>\n"
            lastX = position
        }
        return svg
    }
}
