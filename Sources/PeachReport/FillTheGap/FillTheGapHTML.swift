import Foundation
import PeachCore

/// The report's Fill the Gap section: the mean offset and spread per tempo band and gap
/// position, each with its 95 % interval and marked rough while the interval is too wide to
/// be a measurement; a chart of the offsets, and one of each band's days.
struct FillTheGapReport {
    let fillTheGap: FillTheGapSnapshot

    var html: String {
        guard !fillTheGap.bands.isEmpty else { return "" }
        var html = ""
        html += "<h2>Fill the Gap: what you play, per tempo band</h2>\n"
        html += "<p>Where you tap into each gap position on average, the mean offset (− early: rushing, + late: dragging) with its 95 % interval (Student's t), and how steadily, the spread: the standard deviation of your taps around that mean, with its 95 % interval (chi-square). A mean whose interval is wider than \(Int(TapOffset.widestMeaningfulInterval)) ms, or a spread whose interval spans more than a factor of \(Int(GapSpread.widestMeaningfulSpread)), is marked rough. Trials imported from the phone app carry only their means: each counts as one value of the mean and stays out of the spread. The trend compares the spread of the older half of your taps with the newer half. A tap on a click that sounds (or a second one into a gap) is an extra tap: counted, timed against nothing, and a trial with more extra taps than taps into gaps stays out of the means and the spread: tapping every sixteenth fills every gap without hearing one.</p>\n"
        html += gapTable
        html += GapOffsetChart(bands: fillTheGap.bands).svg + "\n"
        for band in fillTheGap.bands where band.days.count > 1 {
            html += "<h2>Fill the Gap at \(ProfileReport.escape(band.band.description)) over time — \(ProfileReport.trendText(band.trend))</h2>\n"
            html += GapDaysChart(band: band).svg + "\n"
        }
        return html
    }

    var gapTable: String {
        var rows = "<table class=\"summary rhythm\">\n<tr><th>Tempo band</th><th>Gap</th><th>Taps</th><th>Mean offset</th><th>95 % interval</th><th>Spread (SD)</th><th>95 % interval</th><th>Trend</th></tr>\n"
        for band in fillTheGap.bands {
            let name = ProfileReport.escape(band.band.description)
            for entry in band.positions {
                let imported = entry.importedMeans > 0 ? " (+\(entry.importedMeans) imported)" : ""
                rows += "<tr><td class=\"n\">\(name)</td><td>\(entry.position)</td><td class=\"n\">\(entry.taps)\(imported)</td>\(Self.offsetCells(entry.offset))\(Self.spreadCells(entry.spread))<td></td></tr>\n"
            }
            let imported = band.importedTrials > 0 ? ", \(band.importedTrials) imported" : ""
            let extra = band.extraTaps > 0 ? ", \(band.extraTaps) extra on clicks" : ""
            let left = band.mostlyExtraTrials > 0 ? "; \(band.mostlyExtraTrials) trial\(band.mostlyExtraTrials == 1 ? "" : "s") of mostly extra taps left out" : ""
            rows += "<tr class=\"total\"><td class=\"n\">\(name)</td><td>all (\(band.trials) trial\(band.trials == 1 ? "" : "s")\(imported)\(left))</td><td>\(band.taps)\(extra)</td><td></td><td></td>"
                + "\(Self.spreadCells(band.spread))<td class=\"n\">\(ProfileReport.trendText(band.trend))</td></tr>\n"
        }
        return rows + "</table>\n"
    }

    static func offsetCells(_ offset: TapOffset?) -> String {
        guard let offset else { return "<td>too few taps</td><td>–</td>" }
        let value = RhythmText.signedMs(offset.meanMs) + (offset.isMeasured ? "" : ", rough")
        return "<td>\(value)</td><td class=\"n\">\(RhythmText.range(offset.lowMs, offset.highMs))</td>"
    }

    static func spreadCells(_ spread: GapSpread?) -> String {
        guard let spread else { return "<td>too few taps</td><td>–</td>" }
        let value = RhythmText.ms(spread.sdMs) + (spread.isMeasured ? "" : ", rough")
        return "<td>\(value)</td><td class=\"n\">\(ProfileReport.number(spread.lowMs))–\(ProfileReport.number(spread.highMs)) ms</td>"
    }
}

/// Fill the Gap in the report (`FillTheGapReport`), and its count.
public struct FillTheGapHTML: ProfileHTMLSection {
    public init() {}

    /// "12 Fill the Gap trials", where there are any.
    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        let trials = snapshot.fillTheGap.bands.reduce(0) { $0 + $1.trials }
        return trials > 0 ? [RecordKind.gapFill.counted(trials)] : []
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        FillTheGapReport(fillTheGap: snapshot.fillTheGap).html
    }
}
