import Foundation
import PeachCore

/// Rhythm Back's taps over time: each training day's mean offset from the strokes with its
/// 95 % interval as a whisker (hollow and grey while too wide to be a measurement). Signed
/// ms on a linear axis, 0 (on time) drawn; dates to scale.
struct OffsetDaysChart {
    let days: [(day: Date, offset: TapOffset)]

    var svg: String {
        let values: [Double] = days.flatMap { day -> [Double] in [day.offset.lowMs, day.offset.highMs] } + [0]
        let frame = ChartFrame(axis: SignedAxis(covering: values, title: "ms: − early (rushing), + late (dragging)"), xTitle: "training day", footer: 44)
        let time = TimeScale(dates: days.map(\.day), frame: frame)
        var svg = frame.open(label: "Rhythm Back: the taps' mean offset over time")
        svg += frame.axes + time.labels
        svg += "<line class=\"zero\" x1=\"\(f(ChartFrame.left))\" y1=\"\(f(frame.y(0)))\" x2=\"\(f(ChartFrame.width - ChartFrame.right))\" y2=\"\(f(frame.y(0)))\"/>\n"
        for day in days {
            let x = time.x(day.day), style = day.offset.isMeasured ? "" : " rough"
            svg += "<line class=\"whisker\(style)\" x1=\"\(f(x))\" y1=\"\(f(frame.y(day.offset.highMs)))\" x2=\"\(f(x))\" y2=\"\(f(frame.y(day.offset.lowMs)))\"/>"
            svg += "<circle class=\"point\(style)\" cx=\"\(f(x))\" cy=\"\(f(frame.y(day.offset.meanMs)))\" r=\"3.5\"/>\n"
        }
        svg += frame.legend([
            (ChartFrame.pointSymbol, "the day's mean offset, 95 % interval"),
            ("<line class=\"whisker rough\" x1=\"6\" y1=\"-6\" x2=\"6\" y2=\"6\"/><circle class=\"point rough\" cx=\"6\" cy=\"0\" r=\"3\"/>",
             "rough (interval wider than \(Int(TapOffset.widestMeaningfulInterval)) ms)"),
        ])
        return svg + "</svg>"
    }
}
