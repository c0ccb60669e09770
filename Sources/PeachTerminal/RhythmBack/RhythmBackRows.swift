import Foundation
import PeachCore

/// Rhythm Back's section of the profile screen: per level and tempo band the rhythmic span
/// (in beats), the taps' mean offset and spread with their intervals, the calls right; under
/// each, the offset at each place in the beat, and the responses that were a fixed grid.
public struct RhythmBackRows: ProfileScreenSection {
    public init() {}

    public func help(_ strings: Strings) -> [String] {
        [strings.t("Rhythm Back per level and tempo band: the rhythmic span (the call length in beats tapped back right 75 % of the time, 95 % interval), your taps' mean offset (− early, + late) ± its interval and their spread, the calls right; under it, the offset at each place in the beat.",
                   "Rhythmus nachklopfen je Level und Tempo: die rhythmische Spanne (die zu 75 % richtig nachgeklopfte Länge in Zählzeiten, 95-%-Intervall), der mittlere Versatz deiner Anschläge (− früh, + spät) ± Intervall und ihre Streuung, die richtigen Vorgaben; darunter der Versatz je Stelle in der Zählzeit.")]
    }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        guard let section = view.snapshot.section(RhythmBackSection.self), !section.spans.isEmpty else { return [] }
        let columns = strings.rhythmSpanColumns
        var lines: [Line] = [.blank, Line(" " + strings.rhythmBackTitle, .bold)]
        // 26 + 17 + 11 + 9 columns before the count: "16 von 20 richtig" still within 80.
        lines.append(Line("   " + Layout.pad("", 23) + Layout.pad(columns[0], 17) + Layout.pad(columns[1], 11) + columns[2], .dim))
        for span in section.spans {
            let label = Layout.pad("   " + strings.levelRow(span.level) + ", \(span.band)", 26)
            let value = span.estimate.map(strings.roughSpan) ?? "–"
            let offset = span.offset.map { offset in
                (offset.isMeasured ? "" : "~") + Self.signed(offset.meanMs, strings) + "±" + strings.number(offset.halfWidthMs, decimals: 0)
            } ?? "–"
            let spread = span.spread.map { (($0.isMeasured ? "" : "~") + strings.number($0.sdMs, decimals: 0)) } ?? "–"
            lines.append(Line([
                Span(label), Span(Layout.pad(value, 17) + " ", (span.estimate?.isMeasured ?? false) ? .bold : .dim),
                Span(Layout.pad(offset, 10) + " ", (span.offset?.isMeasured ?? false) ? .plain : .dim),
                Span(Layout.pad(spread, 8) + " "), Span(strings.callsCount(span.right, of: span.calls)),
            ]))
            var under: [String] = []
            if let estimate = span.estimate { under.append(strings.beatsPlayed(estimate.shortestPlayed, estimate.longestPlayed)) }
            let places = span.places.compactMap { place in
                place.offset.map { strings.placeName(place.place) + " " + Self.signed($0.meanMs, strings) + "±" + strings.number($0.halfWidthMs, decimals: 0) }
            }
            if !places.isEmpty { under.append(places.joined(separator: " · ")) }
            if !under.isEmpty { lines += Layout.paragraph(under.joined(separator: "; "), .dim, columns: width, indent: 5) }
            if span.fixedGrids > 0 { lines += Layout.paragraph(strings.fixedGridCalls(span.fixedGrids), .moderate, columns: width, indent: 5) }
        }
        return lines
    }

    static func signed(_ ms: Double, _ strings: Strings) -> String {
        (ms >= 0 ? "+" : "−") + strings.number(abs(ms), decimals: 0)
    }
}
