import Foundation
import PeachCore

/// Chords' section of the profile screen: the harmonic span per level and tempo band, how
/// together the hands are, the progressions; under them each kind of chord, how often it
/// was played right and what it was taken for.
public struct ChordsRows: ProfileScreenSection {
    public init() {}

    public func help(_ strings: Strings) -> [String] {
        [strings.t("Chords per level and tempo band: the harmonic span, the length of progression you play back right 75 % of the time, with its 95 % interval (~ rough; below 1: fewer than 75 % of single chords right), how far apart a chord's notes begin (the median, ms), and how many progressions were right. Under it each kind of chord, root position and inverted apart: how often right with its 95 % interval, and what it was taken for.",
                   "Akkorde je Level und Tempobereich: die harmonische Spanne, die Länge der Folge, die du zu 75 % richtig nachspielst, mit 95-%-Intervall (~ grob; unter 1: weniger als 75 % der einzelnen Akkorde richtig), wie weit die Töne eines Akkords auseinander beginnen (Median, ms) und wie viele Folgen richtig waren. Darunter jede Akkordart, Grundstellung und Umkehrung getrennt: wie oft richtig mit 95-%-Intervall, und wofür sie gehalten wurde.")]
    }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        guard let section = view.snapshot.section(ChordsSection.self), !section.spans.isEmpty else { return [] }
        let columns = strings.chordSpanColumns
        var lines: [Line] = [.blank, Line(" " + strings.chordsTitle, .bold)]
        // 30 + 18 + 9 columns before the count: "1234 von 2000 richtig" still within 80.
        lines.append(Line("   " + Layout.pad("", 27) + Layout.pad(columns[0], 18) + Layout.pad(columns[1], 9) + columns[2], .dim))
        for span in section.spans {
            let label = Layout.pad("   " + strings.levelRow(span.level) + ", \(span.band)", 30)
            let value = span.estimate.map(strings.roughSpan) ?? "–"
            let spread = span.medianSpreadMs.map { strings.number($0, decimals: 0) } ?? "–"
            lines.append(Line([
                Span(label), Span(Layout.pad(value, 17) + " ", (span.estimate?.isMeasured ?? false) ? .bold : .dim),
                Span(Layout.pad(spread, 8) + " "), Span(strings.progressionsCount(span.right, of: span.progressions)),
            ]))
            if let estimate = span.estimate { lines.append(Line("     " + strings.chordLengthsPlayed(estimate.shortestPlayed, estimate.longestPlayed), .dim)) }
        }
        guard !section.qualities.isEmpty else { return lines }
        lines.append(Line("   " + strings.chordKindsHeading, .dim))
        for tally in section.qualities {
            guard let share = tally.shareRight else { continue }
            let name = Layout.pad("     " + strings.qualityRowName(tally.quality, inverted: tally.inverted), 30)
            lines.append(Line(name + strings.rightOf(tally.right, tally.played, share: share)))
            // What the wrong ones were taken for, under it (beside it, it would not fit 80
            // columns), wrapped: at level 5 a chord may be taken for many others.
            let taken = strings.takenFor(tally)
            if !taken.isEmpty { lines += Layout.paragraph(strings.takenForLabel + " " + taken, .dim, columns: width, indent: 7) }
        }
        return lines
    }
}
