import Foundation
import PeachCore

/// The profile screen's rhythm section, compact: one row a trained tempo band for each
/// discipline. Compare Timing: threshold with its interval and share of a sixteenth, bias
/// with its interval, answers and trend; under a band of several patterns a row for each. Fill the Gap: each gap position's mean offset as
/// mean ± the half-width of its 95 % interval, the spread with its interval, trend and taps.
/// A value still too uncertain to be a measurement is marked "~" and drawn grey.
/// Compare Timing's and Fill the Gap's section of the profile screen, the rows below.
public struct RhythmProfileRows: ProfileScreenSection {
    public init() {}

    public func help(_ strings: Strings) -> [String] {
        [strings.t("Rhythm per tempo band in ms (− early, + late), with 95 % intervals, ~ rough: Compare Timing's threshold (with its share of a sixteenth) and bias, the offset you hear as on time, and a row below for each pattern trained (* - * * …); Fill the Gap's mean at each gap (1 e + a) ± its interval, and the spread (SD) of your taps with its range.",
                   "Rhythmus je Tempobereich in ms (− früh, + spät), mit 95-%-Intervall, ~ grob: bei Timing vergleichen die Schwelle (mit ihrem Anteil an einer 16tel) und „pünktlich bei“, der Versatz, den du als pünktlich hörst (+: ein Klick muss so spät kommen, um pünktlich zu klingen), und je geübtem Muster (* - * * …) eine Zeile darunter; bei Lücke füllen dein Mittel (Ø) je Lücke (1 e + a) ± Intervall und die Streuung (SA) deiner Anschläge mit ihrem Bereich.")]
    }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        RhythmRows(rhythm: view.snapshot.rhythm, strings: strings).lines()
    }
}

struct RhythmRows {
    let rhythm: RhythmSnapshot
    let strings: Strings

    /// A heading, then a header and band rows for each discipline with answers.
    func lines() -> [Line] {
        guard !rhythm.isEmpty else { return [Line(" " + strings.noRhythm, .dim)] }
        // A band of several patterns has a row for each under its own.
        let timing = rhythm.compareTiming.flatMap { summary in
            [timingRow(summary, label: label(summary.band))]
                + (summary.showsPatterns ? summary.patterns.map { timingRow($0, label: Span(Layout.pad("       " + ($0.pattern?.notation ?? ""), labelWidth), .dim)) } : [])
        }
        // A band with taps on clicks says so on a line of its own, under its row.
        let gaps = rhythm.fillTheGap.flatMap { summary in
            [gapRow(summary)] + (summary.extraTaps > 0 ? [Line("       " + strings.extraTapsInBand(summary.extraTaps, mostlyExtra: summary.mostlyExtraTrials), .moderate)] : [])
        }
        var lines = [Line(" " + strings.rhythmHeading, .bold)]
        if !timing.isEmpty { lines += [timingHeader] + timing }
        if !gaps.isEmpty { lines += [gapHeader] + gaps }
        return lines
    }

    /// The indent, the longer name, two spaces.
    var labelWidth: Int { max(strings.compareTimingName.count, strings.fillTheGapName.count) + 5 }
    static let thresholdWidth = 27, biasWidth = 20, positionWidth = 8, spreadWidth = 15

    var timingHeader: Line {
        let columns = strings.timingColumns
        return Line("   " + Layout.pad(strings.compareTimingName, labelWidth - 3) + Layout.pad(columns[0], Self.thresholdWidth - 1) + " "
            + Layout.pad(columns[1], Self.biasWidth - 1) + " " + columns[2], .dim)
    }

    var gapHeader: Line {
        let columns = strings.gapColumns
        let positions = columns.prefix(4).map { Layout.pad($0, Self.positionWidth) }.joined()
        return Line("   " + Layout.pad(strings.fillTheGapName, labelWidth - 3) + positions + Layout.pad(columns[4], Self.spreadWidth + 2) + columns[5], .dim)
    }

    func label(_ band: TempoBand) -> Span { Span(Layout.pad("     \(band)", labelWidth)) }

    func timingRow(_ summary: TimingBandSummary, label: Span) -> Line {
        guard let estimate = summary.estimate, let share = summary.thresholdShare else { return Line([label]) }
        let threshold = estimate.threshold
        let thresholdText = summary.isThresholdMeasured
            ? "\(strings.number(threshold.threshold)) (\(strings.number(threshold.low))–\(strings.number(threshold.high))) \(strings.number(100 * share.value)) %"
            : strings.roughMs(summary)
        let measured = summary.isBiasMeasured
        let bias = "\(measured ? "" : "~")\(signed(estimate.biasMs, decimals: measured ? 1 : 0)) "
            + "(\(signed(estimate.biasLow, decimals: measured ? 1 : 0))…\(signed(estimate.biasHigh, decimals: measured ? 1 : 0)))"
        return Line([
            label,
            // A space always after each: a long value never runs into the next column.
            Span(Layout.pad(thresholdText, Self.thresholdWidth - 1) + " ", summary.isThresholdMeasured ? .bold : .dim),
            Span(Layout.pad(bias, Self.biasWidth - 1) + " ", measured ? .plain : .dim),
            Span("\(summary.answers)" + (summary.trend.map { " \($0.arrow)" } ?? "")),
        ])
    }

    func gapRow(_ summary: GapBandSummary) -> Line {
        var spans = [label(summary.band)]
        for position in summary.positions {
            guard let offset = position.offset else {
                spans.append(Span(Layout.pad("–", Self.positionWidth), .dim))
                continue
            }
            // As many decimals as the interval allows: none once it is a millisecond or wider.
            let decimals = offset.halfWidthMs < 1 ? 1 : 0
            let text = (offset.isMeasured ? "" : "~") + signed(offset.meanMs, decimals: decimals) + "±" + strings.number(offset.halfWidthMs, decimals: decimals)
            // A space always after it: "~+59±427" would otherwise run into the next column.
            spans.append(Span(Layout.pad(text, Self.positionWidth - 1) + " ", offset.isMeasured ? .plain : .dim))
        }
        // The spread's trend stands right after the spread it is the trend of.
        let trend = summary.trend.map { " \($0.arrow)" } ?? ""
        if let spread = summary.spread {
            let decimals = spread.sdMs < 10 ? 1 : 0
            let text = (spread.isMeasured ? "" : "~") + strings.number(spread.sdMs, decimals: decimals)
                + " (\(strings.number(spread.lowMs, decimals: decimals))–\(strings.number(spread.highMs, decimals: decimals)))"
            spans.append(Span(Layout.pad(text + trend, Self.spreadWidth + 2), spread.isMeasured ? .plain : .dim))
        } else {
            spans.append(Span(Layout.pad("–" + trend, Self.spreadWidth + 2), .dim))
        }
        spans.append(Span("\(summary.taps)"))
        return Line(spans)
    }

    /// "+2.1", "−0.4" (a real minus sign), "0.0".
    func signed(_ value: Double, decimals: Int) -> String {
        let text = strings.number(abs(value), decimals: decimals)
        let zero = strings.number(0, decimals: decimals)
        return (text == zero ? "" : value > 0 ? "+" : "−") + text
    }
}
