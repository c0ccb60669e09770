import Foundation
import PeachCore

/// `peach report --html`: one self-contained HTML page (inline CSS and SVG, no network
/// references) with the per-note profile across the keyboard, the threshold timeline with
/// its rolling band, the summary and the matching statistics. Readable in any browser and
/// printable. Written as XHTML-compatible markup, so an XML parser can check it.
public struct ProfileReport {
    public var profile: PerceptualProfile
    public var trend: Trend?
    public var timeline: [TimelineDay]
    public var matching: MatchingStatistics
    public var range: NoteRange
    public var generated: Date

    public init(profile: PerceptualProfile, trend: Trend?, timeline: [TimelineDay], matching: MatchingStatistics, range: NoteRange, generated: Date) {
        self.profile = profile
        self.trend = trend
        self.timeline = timeline
        self.matching = matching
        self.range = range
        self.generated = generated
    }

    public var html: String {
        let summary = profile.summary(in: range)
        func cents(_ value: Double?) -> String { value.map { String(format: "%.1f ¢", $0) } ?? "–" }
        let trendText = trend.map { ["improving": "improving ↘", "stable": "stable →", "declining": "declining ↗"][$0.rawValue]! } ?? "not enough answers yet"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>Peach — your ear</title>
            <style>
            body { font-family: sans-serif; margin: 2em; color: #222; max-width: 60em; }
            h1 { font-weight: 500; } h2 { font-weight: 500; margin-top: 2em; }
            table.summary td { padding: 0.2em 1.5em 0.2em 0; }
            svg { width: 100%; height: auto; }
            .band { fill: #f4a261; fill-opacity: 0.35; } .line { fill: none; stroke: #e76f51; stroke-width: 2; }
            .point { fill: #264653; } .axis { stroke: #999; stroke-width: 1; } .label { font-size: 11px; fill: #555; }
            .white { fill: #fff; stroke: #999; } .black { fill: #333; }
            @media print { body { margin: 0; } h2 { page-break-after: avoid; } svg { page-break-inside: avoid; } }
            </style>
            </head>
            <body>
            <h1>Peach — your ear</h1>
            <p>Generated \(Self.dateText(generated)), \(profile.totalCount) comparisons, \(matching.count) matches.</p>
            <h2>Summary</h2>
            <table class="summary">
            <tr><td>Mean threshold (notes \(range.lowest.name)–\(range.highest.name))</td><td>\(cents(summary.mean))</td></tr>
            <tr><td>Spread across notes (SD)</td><td>\(cents(summary.standardDeviation))</td></tr>
            <tr><td>Trained notes</td><td>\(summary.trainedNotes) of \(range.count)</td></tr>
            <tr><td>Trend</td><td>\(trendText)</td></tr>
            </table>
            <h2>Across the keyboard</h2>
            <p>Mean |difference| per note, with a band of ± one standard deviation: lower is finer.</p>
            \(keyboardChart)
            <h2>Over time</h2>
            <p>Mean |difference| per training day, with the rolling mean and ± SD of the last 20 days.</p>
            \(timelineChart)
            <h2>Tune &amp; Match</h2>
            <table class="summary">
            <tr><td>Matches</td><td>\(matching.count)</td></tr>
            <tr><td>Mean |error|</td><td>\(cents(matching.meanAbsoluteError))</td></tr>
            <tr><td>SD of |error|</td><td>\(cents(matching.standardDeviation))</td></tr>
            </table>
            </body>
            </html>

            """
    }

    static let width = 900.0, plotHeight = 260.0, margin = 40.0

    /// The per-note band over a drawn keyboard.
    var keyboardChart: String {
        let notes = range.notes
        let step = (Self.width - 2 * Self.margin) / Double(notes.count)
        let trained = notes.enumerated().compactMap { index, note -> (x: Double, mean: Double, sd: Double)? in
            guard let mean = profile[note].mean else { return nil }
            return (Self.margin + (Double(index) + 0.5) * step, mean, profile[note].standardDeviation ?? 0)
        }
        let top = max(1, trained.map { $0.mean + $0.sd }.max() ?? 1)
        func y(_ value: Double) -> Double { Self.margin + Self.plotHeight * (1 - min(value, top) / top) }
        var svg = "<svg viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.plotHeight + 2 * Self.margin + 50))\" role=\"img\" aria-label=\"threshold per note\">\n"
        svg += axes(top: top)
        if trained.count > 1 {
            let upper = trained.map { "\(f($0.x)),\(f(y($0.mean + $0.sd)))" }
            let lower = trained.reversed().map { "\(f($0.x)),\(f(y(max(0, $0.mean - $0.sd))))" }
            svg += "<polygon class=\"band\" points=\"\((upper + lower).joined(separator: " "))\"/>\n"
            svg += "<polyline class=\"line\" points=\"\(trained.map { "\(f($0.x)),\(f(y($0.mean)))" }.joined(separator: " "))\"/>\n"
        }
        for point in trained { svg += "<circle class=\"point\" cx=\"\(f(point.x))\" cy=\"\(f(y(point.mean)))\" r=\"2.5\"/>\n" }
        // The keyboard under the plot: white keys, black keys on top, C's named.
        let keyTop = Self.margin + Self.plotHeight + 8
        for (index, note) in notes.enumerated() where !note.pitchClassName.hasSuffix("#") {
            svg += "<rect class=\"white\" x=\"\(f(Self.margin + Double(index) * step))\" y=\"\(f(keyTop))\" width=\"\(f(step))\" height=\"30\"/>\n"
            if note.pitchClassName == "C" {
                svg += "<text class=\"label\" x=\"\(f(Self.margin + Double(index) * step))\" y=\"\(f(keyTop + 44))\">\(note.name)</text>\n"
            }
        }
        for (index, note) in notes.enumerated() where note.pitchClassName.hasSuffix("#") {
            svg += "<rect class=\"black\" x=\"\(f(Self.margin + Double(index) * step))\" y=\"\(f(keyTop))\" width=\"\(f(step))\" height=\"18\"/>\n"
        }
        return svg + "</svg>"
    }

    /// Daily means as points, the rolling mean as a line in its ± SD band.
    var timelineChart: String {
        let days = timeline
        let top = max(1, days.map { max($0.mean, $0.rollingMean + ($0.rollingStandardDeviation ?? 0)) }.max() ?? 1)
        func y(_ value: Double) -> Double { Self.margin + Self.plotHeight * (1 - min(value, top) / top) }
        let step = days.count > 1 ? (Self.width - 2 * Self.margin) / Double(days.count - 1) : 0
        func x(_ index: Int) -> Double { Self.margin + Double(index) * step }
        var svg = "<svg viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.plotHeight + 2 * Self.margin + 10))\" role=\"img\" aria-label=\"threshold over time\">\n"
        svg += axes(top: top)
        if days.count > 1 {
            let upper = days.enumerated().map { "\(f(x($0.offset))),\(f(y($0.element.rollingMean + ($0.element.rollingStandardDeviation ?? 0))))" }
            let lower = days.enumerated().reversed().map { "\(f(x($0.offset))),\(f(y(max(0, $0.element.rollingMean - ($0.element.rollingStandardDeviation ?? 0)))))" }
            svg += "<polygon class=\"band\" points=\"\((upper + lower).joined(separator: " "))\"/>\n"
            svg += "<polyline class=\"line\" points=\"\(days.enumerated().map { "\(f(x($0.offset))),\(f(y($0.element.rollingMean)))" }.joined(separator: " "))\"/>\n"
        }
        for (index, day) in days.enumerated() { svg += "<circle class=\"point\" cx=\"\(f(x(index)))\" cy=\"\(f(y(day.mean)))\" r=\"2\"/>\n" }
        if let first = days.first, let last = days.last {
            svg += "<text class=\"label\" x=\"\(f(Self.margin))\" y=\"\(f(Self.margin + Self.plotHeight + 18))\">\(Self.dateText(first.day))</text>\n"
            svg += "<text class=\"label\" x=\"\(f(Self.width - Self.margin - 70))\" y=\"\(f(Self.margin + Self.plotHeight + 18))\">\(Self.dateText(last.day))</text>\n"
        }
        return svg + "</svg>"
    }

    private func axes(top: Double) -> String {
        let bottom = Self.margin + Self.plotHeight
        return """
            <line class="axis" x1="\(f(Self.margin))" y1="\(f(Self.margin))" x2="\(f(Self.margin))" y2="\(f(bottom))"/>
            <line class="axis" x1="\(f(Self.margin))" y1="\(f(bottom))" x2="\(f(Self.width - Self.margin))" y2="\(f(bottom))"/>
            <text class="label" x="2" y="\(f(Self.margin + 4))">\(String(format: "%.0f", top)) ¢</text>
            <text class="label" x="2" y="\(f(bottom))">0 ¢</text>

            """
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    static func dateText(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
    }
}
