import Foundation
import PeachCore

/// Rhythm Back in the HTML report: the rhythmic span per level and tempo band with its
/// interval, the taps' mean offset and spread, the offset at each place in the beat; the
/// span over time per level, and the taps' offset over time.
public struct RhythmBackHTML: ProfileHTMLSection {
    public init() {}

    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        let calls = snapshot.section(RhythmBackSection.self)?.spans.reduce(0) { $0 + $1.calls } ?? 0
        return calls > 0 ? [RecordKind.rhythmCall.counted(calls)] : []
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        guard let section = snapshot.section(RhythmBackSection.self), !section.spans.isEmpty else { return "" }
        var rows = "<table class=\"summary\">\n<tr><th>Level</th><th>Tempo band</th><th>Calls</th><th>Right</th><th>Rhythmic span</th><th>95 % interval</th><th>Mean offset</th><th>Spread (SD)</th><th>At each place in the beat</th></tr>\n"
        for span in section.spans {
            let estimate = span.estimate
            let places = span.places.compactMap { place in place.offset.map { "\(place.place.name) \(Self.offset($0))" } }.joined(separator: "; ")
            let fixed = span.fixedGrids > 0 ? " (\(span.fixedGrids) a fixed grid)" : ""
            rows += "<tr><td>\(span.level)</td><td class=\"n\">\(ProfileReport.escape(span.band.description))</td><td>\(span.calls)\(fixed)</td><td>\(span.right)</td>"
                + "<td>\(estimate.map { SpanText.span($0, unit: "beats", one: "beat") } ?? "–")</td><td class=\"n\">\(SpanText.interval(estimate))</td>"
                + "<td class=\"n\">\(span.offset.map(Self.offset) ?? "–")</td><td class=\"n\">\(span.spread.map { ($0.isMeasured ? "" : "~") + ProfileReport.number($0.sdMs) + " ms" } ?? "–")</td>"
                + "<td class=\"n\">\(places.isEmpty ? "–" : ProfileReport.escape(places))</td></tr>\n"
        }
        var charts = ""
        let spanDays = section.spanDays()
        for level in spanDays.keys.sorted() {
            guard let days = spanDays[level], !days.isEmpty else { continue }
            charts += "<h3>Level \(level): the span over time</h3>\n"
                + SpanDaysChart(name: "Rhythm Back, level \(level)", days: days, unit: "beats", bounds: .rhythmCalls).svg + "\n"
        }
        let offsetDays = section.offsetDays()
        if !offsetDays.isEmpty { charts += "<h3>The taps' offset over time</h3>\n" + OffsetDaysChart(days: offsetDays).svg + "\n" }
        return """
            <h2>Rhythm Back</h2>
            <p>The rhythmic span: the length of call, in beats, tapped back right 75 % of the time, at the level and tempo band, with its 95 % interval. It comes from a model of each stroke (its beat's figure, on or off the beat, its beat in the call, the call's length; a stroke after a missed one is likelier missed), its interval from resampling whole calls. The timing is kept apart: a stroke is tapped when a tap lies within the tolerance; the mean offset (− early, + late) and the spread are those taps', with their 95 % intervals. Responses that were a fixed grid (every beat, eighth, sixteenth or triplet) are wrong and left out of the timing.</p>
            \(rows)</table>
            \(charts)
            """
    }

    /// "+4.2 ms (−1.0 … +9.4)", "~" before a rough one.
    static func offset(_ offset: TapOffset) -> String {
        func signed(_ ms: Double) -> String { (ms >= 0 ? "+" : "−") + ProfileReport.number(abs(ms)) }
        return (offset.isMeasured ? "" : "~") + signed(offset.meanMs) + " ms (" + signed(offset.lowMs) + " … " + signed(offset.highMs) + ")"
    }
}
