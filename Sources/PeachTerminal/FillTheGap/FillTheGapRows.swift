import Foundation
import PeachCore

/// Fill the Gap's rows on the profile screen, under the rhythm heading: one a trained tempo
/// band, each gap position's mean offset as mean ± the half-width of its 95 % interval, the
/// spread with its interval, trend and taps; a band with taps on clicks says so on a line
/// of its own. A value still too uncertain to be a measurement is marked "~" and drawn grey.
public struct FillTheGapRows: ProfileScreenSection {
    public init() {}

    public var group: ProfileScreenGroup? { .rhythm }

    public func help(_ strings: Strings) -> [String] { [strings.fillTheGapRowsHelp] }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        FillTheGapBandRows(bands: view.snapshot.fillTheGap.bands, layout: RhythmRowLayout(strings: strings)).lines()
    }
}

struct FillTheGapBandRows {
    let bands: [GapBandSummary]
    let layout: RhythmRowLayout
    var strings: Strings { layout.strings }

    /// A header and a row for each band; under a band with taps on clicks, a line that says so.
    func lines() -> [Line] {
        guard !bands.isEmpty else { return [] }
        let rows = bands.flatMap { summary in
            [gapRow(summary)] + (summary.extraTaps > 0 ? [Line("       " + strings.extraTapsInBand(summary.extraTaps, mostlyExtra: summary.mostlyExtraTrials), .moderate)] : [])
        }
        return [gapHeader] + rows
    }

    var gapHeader: Line {
        let columns = strings.gapColumns
        let positions = columns.prefix(4).map { Layout.pad($0, RhythmRowLayout.positionWidth) }.joined()
        return Line("   " + Layout.pad(strings.fillTheGapName, layout.labelWidth - 3) + positions + Layout.pad(columns[4], RhythmRowLayout.spreadWidth + 2) + columns[5], .dim)
    }

    func gapRow(_ summary: GapBandSummary) -> Line {
        var spans = [layout.label(summary.band)]
        for position in summary.positions {
            guard let offset = position.offset else {
                spans.append(Span(Layout.pad("–", RhythmRowLayout.positionWidth), .dim))
                continue
            }
            // As many decimals as the interval allows: none once it is a millisecond or wider.
            let decimals = offset.halfWidthMs < 1 ? 1 : 0
            let text = (offset.isMeasured ? "" : "~") + layout.signed(offset.meanMs, decimals: decimals) + "±" + strings.number(offset.halfWidthMs, decimals: decimals)
            // A space always after it: "~+59±427" would otherwise run into the next column.
            spans.append(Span(Layout.pad(text, RhythmRowLayout.positionWidth - 1) + " ", offset.isMeasured ? .plain : .dim))
        }
        // The spread's trend stands right after the spread it is the trend of.
        let trend = summary.trend.map { " \($0.arrow)" } ?? ""
        if let spread = summary.spread {
            let decimals = spread.sdMs < 10 ? 1 : 0
            let text = (spread.isMeasured ? "" : "~") + strings.number(spread.sdMs, decimals: decimals)
                + " (\(strings.number(spread.lowMs, decimals: decimals))–\(strings.number(spread.highMs, decimals: decimals)))"
            spans.append(Span(Layout.pad(text + trend, RhythmRowLayout.spreadWidth + 2), spread.isMeasured ? .plain : .dim))
        } else {
            spans.append(Span(Layout.pad("–" + trend, RhythmRowLayout.spreadWidth + 2), .dim))
        }
        spans.append(Span("\(summary.taps)"))
        return Line(spans)
    }
}
