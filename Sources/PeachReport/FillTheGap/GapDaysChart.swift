import Foundation
import PeachCore

/// Fill the Gap in one tempo band over time: each day's spread (SD of the taps) with its
/// 95 % interval as a whisker, hollow and grey while too wide to be a measurement, and the
/// day's mean offset as a diamond. Signed ms on a linear axis; dates to scale.
struct GapDaysChart {
    let band: GapBandSummary

    var svg: String {
        let days = band.days
        var values = days.map(\.meanOffsetMs)
        for day in days { if let spread = day.spread { values += [spread.lowMs, spread.highMs] } }
        let frame = ChartFrame(axis: SignedAxis(covering: values, title: "ms"), xTitle: "training day", footer: 44)
        let time = TimeScale(dates: days.map(\.day), frame: frame)
        var svg = frame.open(label: "Fill the Gap at \(band.band): spread and mean offset over time")
        svg += frame.axes + time.labels
        svg += "<line class=\"zero\" x1=\"\(f(ChartFrame.left))\" y1=\"\(f(frame.y(0)))\" x2=\"\(f(ChartFrame.width - ChartFrame.right))\" y2=\"\(f(frame.y(0)))\"/>\n"
        for day in days {
            let x = time.x(day.day)
            svg += frame.diamond(x, frame.y(day.meanOffsetMs))
            guard let spread = day.spread else { continue }
            let style = spread.isMeasured ? "" : " rough"
            svg += "<line class=\"whisker\(style)\" x1=\"\(f(x))\" y1=\"\(f(frame.y(spread.highMs)))\" x2=\"\(f(x))\" y2=\"\(f(frame.y(spread.lowMs)))\"/>"
            svg += "<circle class=\"point\(style)\" cx=\"\(f(x))\" cy=\"\(f(frame.y(spread.sdMs)))\" r=\"3\"/>\n"
        }
        svg += frame.legend([
            (ChartFrame.pointSymbol, "day's spread (SD of the taps), 95 % interval"),
            (ChartFrame.meanSymbol, "day's mean offset (− rushing, + dragging)"),
        ])
        return svg + "</svg>"
    }
}
