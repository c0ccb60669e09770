import Foundation
import PeachCore

/// Fill the Gap per tempo band and gap position: the mean offset as a point with its 95 %
/// interval as a whisker (hollow and grey while the interval is too wide to be a
/// measurement), and the spread of the taps as a pale bar of ± one SD around the mean,
/// where about two taps in three land. Signed ms on a linear axis, 0 (on time) drawn.
struct GapOffsetChart {
    let bands: [GapBandSummary]

    static let axisTitle = "ms: − early (rushing), + late (dragging)"

    var svg: String {
        var values: [Double] = []
        for position in bands.flatMap(\.positions) {
            guard let offset = position.offset else { continue }
            values += [offset.lowMs, offset.highMs]
            if let spread = position.spread { values += [offset.meanMs - spread.sdMs, offset.meanMs + spread.sdMs] }
        }
        let frame = ChartFrame(axis: SignedAxis(covering: values, title: Self.axisTitle), xTitle: "tempo band and gap position", footer: 58)
        let slots = bands.count * 5 - 1, step = frame.plotWidth / Double(max(1, slots))
        func x(_ band: Int, _ position: Int) -> Double { ChartFrame.left + (Double(band * 5 + position) + 0.5) * step }

        var svg = frame.open(label: "Fill the Gap: mean offset and spread per tempo band and gap position")
        svg += frame.axes
        svg += "<line class=\"zero\" x1=\"\(f(ChartFrame.left))\" y1=\"\(f(frame.y(0)))\" x2=\"\(f(ChartFrame.width - ChartFrame.right))\" y2=\"\(f(frame.y(0)))\"/>\n"
        for (b, band) in bands.enumerated() {
            for entry in band.positions {
                let centre = x(b, entry.position.rawValue)
                svg += "<text class=\"label\" x=\"\(f(centre))\" y=\"\(f(frame.bottom + 14))\" text-anchor=\"middle\">\(entry.position)</text>\n"
                guard let offset = entry.offset else { continue }
                if let spread = entry.spread {
                    let top = frame.y(offset.meanMs + spread.sdMs), bottom = frame.y(offset.meanMs - spread.sdMs)
                    svg += "<rect class=\"spread\" x=\"\(f(centre - 7))\" y=\"\(f(top))\" width=\"14\" height=\"\(f(bottom - top))\"/>\n"
                }
                let style = offset.isMeasured ? "" : " rough"
                svg += "<line class=\"whisker\(style)\" x1=\"\(f(centre))\" y1=\"\(f(frame.y(offset.highMs)))\" x2=\"\(f(centre))\" y2=\"\(f(frame.y(offset.lowMs)))\"/>"
                svg += "<circle class=\"point\(style)\" cx=\"\(f(centre))\" cy=\"\(f(frame.y(offset.meanMs)))\" r=\"3.5\"/>\n"
            }
            svg += "<text class=\"label\" x=\"\(f((x(b, 0) + x(b, 3)) / 2))\" y=\"\(f(frame.bottom + 30))\" text-anchor=\"middle\">\(ProfileReport.escape(band.band.description))</text>\n"
        }
        svg += frame.legend([
            (ChartFrame.pointSymbol, "mean offset, 95 % interval"),
            ("<line class=\"whisker rough\" x1=\"6\" y1=\"-6\" x2=\"6\" y2=\"6\"/><circle class=\"point rough\" cx=\"6\" cy=\"0\" r=\"3\"/>",
             "rough (interval wider than \(Int(TapOffset.widestMeaningfulInterval)) ms)"),
            ("<rect class=\"spread\" x=\"2\" y=\"-6\" width=\"8\" height=\"12\"/>", "± 1 SD of the taps"),
        ])
        return svg + "</svg>"
    }
}
