import Foundation
import PeachCore

/// The plot area every chart shares: a value axis on the left with its title (cents on a
/// logarithmic scale, or signed milliseconds), gridlines at its ticks, an x-axis title, and
/// a legend along the top.
struct ChartFrame {
    static let width = 900.0
    static let left = 64.0, right = 20.0, top = 34.0, plotHeight = 240.0

    let axis: any ChartAxis
    let xTitle: String
    /// Below the plot: room for the keyboard or the dates, and the x-axis title.
    let footer: Double

    var bottom: Double { Self.top + Self.plotHeight }
    var height: Double { bottom + footer }
    var plotWidth: Double { Self.width - Self.left - Self.right }

    func y(_ value: Double) -> Double { bottom - axis.position(of: value) * Self.plotHeight }

    func open(label: String) -> String {
        "<svg viewBox=\"0 0 \(Int(Self.width)) \(Int(height))\" role=\"img\" aria-label=\"\(ProfileReport.escape(label))\">\n"
    }

    /// Gridlines and tick labels of the value axis, both axes, both titles.
    var axes: String {
        var svg = ""
        for tick in axis.ticks {
            svg += "<line class=\"grid\" x1=\"\(f(Self.left))\" y1=\"\(f(y(tick)))\" x2=\"\(f(Self.width - Self.right))\" y2=\"\(f(y(tick)))\"/>\n"
            svg += "<text class=\"label\" x=\"\(f(Self.left - 6))\" y=\"\(f(y(tick) + 4))\" text-anchor=\"end\">\(axis.tickText(tick))</text>\n"
        }
        svg += "<line class=\"axis\" x1=\"\(f(Self.left))\" y1=\"\(f(Self.top))\" x2=\"\(f(Self.left))\" y2=\"\(f(bottom))\"/>\n"
        svg += "<line class=\"axis\" x1=\"\(f(Self.left))\" y1=\"\(f(bottom))\" x2=\"\(f(Self.width - Self.right))\" y2=\"\(f(bottom))\"/>\n"
        svg += "<text class=\"title\" transform=\"translate(14 \(f(Self.top + Self.plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(axis.title)</text>\n"
        svg += "<text class=\"title\" x=\"\(f(Self.left + plotWidth / 2))\" y=\"\(f(height - 6))\" text-anchor=\"middle\">\(xTitle)</text>\n"
        return svg
    }

    /// One entry a mark: its symbol drawn as in the chart, and what it means.
    func legend(_ entries: [(symbol: String, text: String)]) -> String {
        var svg = "", x = Self.left + 8
        for entry in entries {
            svg += "<g transform=\"translate(\(f(x)) 16)\">\(entry.symbol)<text class=\"label\" x=\"16\" y=\"4\">\(entry.text)</text></g>\n"
            x += 26 + Double(entry.text.count) * 6.2
        }
        return svg
    }

    static let bandSymbol = "<rect class=\"band\" x=\"0\" y=\"-6\" width=\"12\" height=\"12\"/>"
    static let lineSymbol = "<line class=\"line\" x1=\"0\" y1=\"0\" x2=\"12\" y2=\"0\"/>"
    static let pointSymbol = "<line class=\"whisker\" x1=\"6\" y1=\"-6\" x2=\"6\" y2=\"6\"/><circle class=\"point\" cx=\"6\" cy=\"0\" r=\"3\"/>"
    static let meanSymbol = "<rect class=\"mean\" x=\"3\" y=\"-3\" width=\"6\" height=\"6\" transform=\"rotate(45 6 0)\"/>"

    func diamond(_ x: Double, _ y: Double) -> String {
        "<rect class=\"mean\" x=\"\(f(x - 3))\" y=\"\(f(y - 3))\" width=\"6\" height=\"6\" transform=\"rotate(45 \(f(x)) \(f(y)))\"/>\n"
    }

    /// A point with its interval as a whisker.
    func whiskered(_ x: Double, _ estimate: ThresholdEstimate, radius: Double = 3) -> String {
        "<line class=\"whisker\" x1=\"\(f(x))\" y1=\"\(f(y(estimate.high)))\" x2=\"\(f(x))\" y2=\"\(f(y(estimate.low)))\"/>"
            + "<circle class=\"point\" cx=\"\(f(x))\" cy=\"\(f(y(estimate.threshold)))\" r=\"\(f(radius))\"/>\n"
    }

    /// A band and a line through consecutive estimates; a gap (nil) breaks both.
    func bandAndLine(_ points: [(x: Double, estimate: ThresholdEstimate?)]) -> String {
        var svg = "", run: [(x: Double, estimate: ThresholdEstimate)] = []
        func flush() {
            if run.count > 1 {
                let upper = run.map { "\(f($0.x)),\(f(y($0.estimate.high)))" }
                let lower = run.reversed().map { "\(f($0.x)),\(f(y($0.estimate.low)))" }
                svg += "<polygon class=\"band\" points=\"\((upper + lower).joined(separator: " "))\"/>\n"
                svg += "<polyline class=\"line\" points=\"\(run.map { "\(f($0.x)),\(f(y($0.estimate.threshold)))" }.joined(separator: " "))\"/>\n"
            }
            run = []
        }
        for point in points {
            if let estimate = point.estimate { run.append((point.x, estimate)) } else { flush() }
        }
        flush()
        return svg
    }
}

func f(_ value: Double) -> String { String(format: "%.1f", value) }
