import Foundation
import PeachCore

/// A call-and-response discipline's span over time (Play It Back's in one scale and rhythm,
/// Chords' at one level): each training day's span with its 95 % interval as a whisker,
/// hollow and grey while too wide to be a measurement. Lengths on a linear axis; dates to scale.
struct SpanDaysChart {
    /// "Play It Back, major in eighths", "Chords, level 2".
    let name: String
    let days: [SpanDay]
    /// What a call's length counts: "notes", "chords".
    let unit: String
    /// The staircase's lengths: the axis reaches past the longest.
    let bounds: LengthStaircase.Bounds

    var svg: String {
        let top = Double(bounds.longest) + 2
        // A span bound only above is drawn from a length shorter than any call.
        let bottom = Double(bounds.shortest - 1)
        let values: [Double] = days.flatMap { day -> [Double] in [day.estimate.low, min(day.estimate.high, top)] } + [1]
        let frame = ChartFrame(axis: LengthAxis(covering: values, unit: unit), xTitle: "training day", footer: 44)
        let time = TimeScale(dates: days.map(\.day), frame: frame)
        var svg = frame.open(label: "\(name): the span over time")
        svg += frame.axes + time.labels
        for day in days {
            let x = time.x(day.day), estimate = day.estimate
            let style = estimate.isMeasured ? "" : " rough"
            // A day bound on one side only draws that side to the axis's end, without a centre
            // (the prior's, not the phrases'); a day bound on neither draws nothing.
            let low: Double, high: Double, centre: Bool
            switch estimate.roughness {
            case nil, .narrowing?, .bounded?: (low, high, centre) = (estimate.low, min(estimate.high, top), true)
            case .lowerBoundOnly?: (low, high, centre) = (min(estimate.low, Double(estimate.longestPlayed)), top, false)
            case .upperBoundOnly?: (low, high, centre) = (bottom, estimate.high, false)
            case .unknown?: continue
            }
            svg += "<line class=\"whisker\(style)\" x1=\"\(f(x))\" y1=\"\(f(frame.y(high)))\" x2=\"\(f(x))\" y2=\"\(f(frame.y(low)))\"/>"
            if centre { svg += "<circle class=\"point\(style)\" cx=\"\(f(x))\" cy=\"\(f(frame.y(estimate.span)))\" r=\"3\"/>" }
            svg += "\n"
        }
        svg += frame.legend([(ChartFrame.pointSymbol, "the day's span (the length in \(unit) played back right 75 % of the time), 95 % interval; hollow: rough; a line alone: only that bound")])
        return svg + "</svg>"
    }
}
