import Foundation
import PeachCore

/// Compare Timing's rows on the profile screen, under the rhythm heading: one a trained tempo
/// band, its threshold with its interval and share of a sixteenth, its bias with its
/// interval, answers and trend; under a band of several patterns a row for each. A value
/// still too uncertain to be a measurement is marked "~" and drawn grey.
public struct CompareTimingRows: ProfileScreenSection {
    public init() {}

    public var group: ProfileScreenGroup? { .rhythm }

    public func help(_ strings: Strings) -> [String] { [strings.compareTimingRowsHelp] }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        let rows = CompareTimingBandRows(bands: view.snapshot.compareTiming.bands, layout: RhythmRowLayout(strings: strings))
        return rows.lines()
    }
}

struct CompareTimingBandRows {
    let bands: [TimingBandSummary]
    let layout: RhythmRowLayout
    var strings: Strings { layout.strings }

    /// A header and a row for each band, with one under it for each of its patterns.
    func lines() -> [Line] {
        guard !bands.isEmpty else { return [] }
        let rows = bands.flatMap { summary in
            [timingRow(summary, label: layout.label(summary.band))]
                + (summary.showsPatterns ? summary.patterns.map { timingRow($0, label: Span(Layout.pad("       " + ($0.pattern?.notation ?? ""), layout.labelWidth), .dim)) } : [])
        }
        return [timingHeader] + rows
    }

    var timingHeader: Line {
        let columns = strings.timingColumns
        return Line("   " + Layout.pad(strings.compareTimingName, layout.labelWidth - 3) + Layout.pad(columns[0], RhythmRowLayout.thresholdWidth - 1) + " "
            + Layout.pad(columns[1], RhythmRowLayout.biasWidth - 1) + " " + columns[2], .dim)
    }

    func timingRow(_ summary: TimingBandSummary, label: Span) -> Line {
        guard let estimate = summary.estimate, let share = summary.thresholdShare else { return Line([label]) }
        if let side = estimate.allAnswered {
            // One button pressed every time: neither a threshold nor a bias, and said why.
            return Line([
                label, Span(Layout.pad(strings.allAnswered(side), RhythmRowLayout.thresholdWidth + RhythmRowLayout.biasWidth - 1) + " ", .dim),
                Span("\(summary.answers)" + (summary.trend.map { " \($0.arrow)" } ?? "")),
            ])
        }
        let threshold = estimate.threshold
        let thresholdText = summary.isThresholdMeasured
            ? "\(strings.number(threshold.threshold)) (\(strings.number(threshold.low))–\(strings.number(threshold.high))) \(strings.number(100 * share.value)) %"
            : strings.roughMs(summary)
        let measured = summary.isBiasMeasured
        // Cut off by the fit's grid: a bound, never a clipped interval.
        let bias = estimate.biasBeyond.map { strings.biasBeyond(layout.signed($0, decimals: 0)) }
            ?? "\(measured ? "" : "~")\(layout.signed(estimate.biasMs, decimals: measured ? 1 : 0)) "
            + "(\(layout.signed(estimate.biasLow, decimals: measured ? 1 : 0))…\(layout.signed(estimate.biasHigh, decimals: measured ? 1 : 0)))"
        return Line([
            label,
            // A space always after each: a long value never runs into the next column.
            Span(Layout.pad(thresholdText, RhythmRowLayout.thresholdWidth - 1) + " ", summary.isThresholdMeasured ? .bold : .dim),
            Span(Layout.pad(bias, RhythmRowLayout.biasWidth - 1) + " ", measured ? .plain : .dim),
            Span("\(summary.answers)" + (summary.trend.map { " \($0.arrow)" } ?? "")),
        ])
    }
}
