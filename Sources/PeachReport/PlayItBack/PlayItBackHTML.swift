import Foundation
import PeachCore

/// Play It Back in the HTML report: the span per scale, rhythm and tempo band with its interval, and
/// the echo's timing.
public struct PlayItBackHTML: ProfileHTMLSection {
    public init() {}

    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        let phrases = snapshot.section(PlayItBackSection.self)?.spans.reduce(0) { $0 + $1.phrases } ?? 0
        return phrases > 0 ? [RecordKind.phrase.counted(phrases)] : []
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        guard let spans = snapshot.section(PlayItBackSection.self)?.spans, !spans.isEmpty else { return "" }
        var rows = "<table class=\"summary\">\n<tr><th>Scale</th><th>Rhythm</th><th>Tempo band</th><th>Phrases</th><th>Right</th><th>Span (notes)</th><th>95 % interval</th><th>Timing spread (SD)</th><th>Echo's beat</th></tr>\n"
        for span in spans {
            let estimate = span.estimate
            let interval = SpanText.interval(estimate)
            let spread = span.spread.map { "\(ProfileReport.number($0.sdMs)) ms" + ($0.isMeasured ? "" : ", rough") } ?? "–"
            let beat = span.tempoRatio.map { String(format: "%+.0f %%", 100 * ($0 - 1)) } ?? "–"
            rows += "<tr><td>\(span.style.scale.name)</td><td>\(span.style.rhythm.name)</td><td class=\"n\">\(ProfileReport.escape(span.band.description))</td><td>\(span.phrases)</td><td>\(span.right)</td>"
                + "<td>\(estimate.map { SpanText.span($0, unit: "notes", one: "note") } ?? "–")</td><td class=\"n\">\(interval)</td><td>\(spread)</td><td>\(beat)</td></tr>\n"
        }
        var charts = ""
        let days = snapshot.section(PlayItBackSection.self)?.days ?? [:]
        for style in days.keys.sorted() {
            guard let styleDays = days[style], !styleDays.isEmpty else { continue }
            let name = style.scale.name + (style.rhythm == .eighths ? " in eighths" : "")
            charts += "<h3>\(name.prefix(1).uppercased() + name.dropFirst()): the span over time</h3>\n" + SpanDaysChart(name: "Play It Back, " + name, days: styleDays, unit: "notes", bounds: .phrases).svg + "\n"
        }
        return """
            <h2>Play It Back</h2>
            <p>The span: the length of phrase played back right 75 % of the time, fitted to every phrase of the scale and rhythm at the tempo band, with its 95 % interval. The timing spread is how far the echo's notes lie from the echo's own beat; the echo's beat is how much slower (+) or faster (−) than the phrase it was played back, the median over right phrases (the spread comes from right phrases too: wrong notes say nothing of the rhythm).</p>
            \(rows)</table>
            \(charts)
            """
    }
}
