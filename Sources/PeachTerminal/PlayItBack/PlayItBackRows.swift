import Foundation
import PeachCore

/// Play It Back's section of the profile screen: the span per scale and tempo band, the
/// echo's timing spread, the phrases.
public struct PlayItBackRows: ProfileScreenSection {
    public init() {}

    public func help(_ strings: Strings) -> [String] {
        [strings.t("Play It Back per scale (♫: with eighths) and tempo band: the span, the length of phrase you play back right 75 % of the time, with its 95 % interval (~ rough), the spread of your notes around your own beat (ms), and how many phrases were right.",
                   "Nachspielen je Tonleiter (♫: mit Achteln) und Tempobereich: die Spanne, die Länge der Phrase, die du zu 75 % richtig nachspielst, mit 95-%-Intervall (~ grob), die Streuung deiner Töne um deinen eigenen Schlag (ms) und wie viele Phrasen richtig waren.")]
    }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        guard let section = view.snapshot.section(PlayItBackSection.self), !section.spans.isEmpty else { return [] }
        let columns = strings.spanColumns
        var lines: [Line] = [.blank, Line(" " + strings.playItBack, .bold)]
        lines.append(Line("   " + Layout.pad("", 30) + Layout.pad(columns[0], 18) + Layout.pad(columns[1], 11) + columns[2], .dim))
        for span in section.spans {
            let label = Layout.pad("   \(strings.styleName(span.style)), \(span.band)", 33)
            let value = span.estimate.map(strings.roughSpan) ?? "–"
            let measured = span.estimate?.isMeasured ?? false
            let spread = span.spread.map { ($0.isMeasured ? "" : "~") + strings.number($0.sdMs, decimals: 0) } ?? "–"
            lines.append(Line([
                Span(label), Span(Layout.pad(value, 17) + " ", measured ? .bold : .dim),
                Span(Layout.pad(spread, 10) + " ", (span.spread?.isMeasured ?? false) ? .plain : .dim),
                Span(strings.phrasesCount(span.right, of: span.phrases)),
            ]))
            // Under it, what the span rests on and the echo's beat: the lengths played bound
            // it (a span is known only between them), and the median beat of the right echoes.
            let below = [span.estimate.map { strings.lengthsPlayed($0.shortestPlayed, $0.longestPlayed) }, span.tempoRatio.map { strings.echoTempo(ratio: $0) }]
            let detail = below.compactMap { $0 }.joined(separator: " · ")
            if !detail.isEmpty { lines.append(Line("     " + detail, .dim)) }
        }
        return lines
    }
}
