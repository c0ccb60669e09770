import Foundation
import PeachCore

/// Play It Back in one scale over time: each training day's span (notes) with its 95 %
/// interval as a whisker, hollow and grey while too wide to be a measurement. Notes on a
/// linear axis; dates to scale.
struct SpanDaysChart {
    let scale: PhraseScale
    let days: [SpanDay]

    var svg: String {
        let values = days.flatMap { [$0.estimate.low, min($0.estimate.high, Double(PhraseStaircase.longest) + 2)] }
        let frame = ChartFrame(axis: SignedAxis(covering: values, title: "notes"), xTitle: "training day", footer: 44)
        let time = TimeScale(dates: days.map(\.day), frame: frame)
        var svg = frame.open(label: "Play It Back, \(scale.name): the span over time")
        svg += frame.axes + time.labels
        for day in days {
            let x = time.x(day.day), estimate = day.estimate
            let style = estimate.isMeasured ? "" : " rough"
            let high = min(estimate.high, Double(PhraseStaircase.longest) + 2)
            svg += "<line class=\"whisker\(style)\" x1=\"\(f(x))\" y1=\"\(f(frame.y(high)))\" x2=\"\(f(x))\" y2=\"\(f(frame.y(estimate.low)))\"/>"
            svg += "<circle class=\"point\(style)\" cx=\"\(f(x))\" cy=\"\(f(frame.y(estimate.span)))\" r=\"3\"/>\n"
        }
        svg += frame.legend([(ChartFrame.pointSymbol, "the day's span (notes right 75 % of the time), 95 % interval; hollow: rough")])
        return svg + "</svg>"
    }
}
