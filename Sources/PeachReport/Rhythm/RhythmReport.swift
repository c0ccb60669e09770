import Foundation
import PeachCore

/// The report's rhythm section: Compare Timing's threshold and bias per tempo band, Fill
/// the Gap's mean offset and spread per band and gap position, each with its 95 % interval
/// and marked rough while the interval is too wide to be a measurement, as the pitch
/// thresholds are; a chart of the offsets, and one of each band's days.
struct RhythmReport {
    let rhythm: RhythmSnapshot

    var html: String {
        guard !rhythm.isEmpty else { return "<h2>Rhythm</h2>\n<p>No Compare Timing or Fill the Gap yet.</p>\n" }
        var html = ""
        if !rhythm.compareTiming.isEmpty {
            html += "<h2>Compare Timing: what you hear, per tempo band</h2>\n"
            html += "<p>The threshold is how far the moved click must move for you to tell early from late 75 % of the time (your bias and lapses aside), fitted to all your answers in the band (and, where you trained more than one pattern, to each pattern's answers on its own); as a share of a sixteenth it is taken at the band's median tempo. The bias is the offset you hear as on time: + means a click must come late to sound on time, so an on-time click sounds early to you. Both come with their 95 % interval; a threshold whose interval spans more than a factor of \(Int(ThresholdEstimate.widestMeaningfulSpread)), or a bias whose interval is wider than \(Int(TimingEstimate.widestMeaningfulBiasInterval)) ms, is marked rough: the estimate so far, not yet a measurement.</p>\n"
            html += timingTable
        }
        if !rhythm.fillTheGap.isEmpty {
            html += "<h2>Fill the Gap: what you play, per tempo band</h2>\n"
            html += "<p>Where you tap into each gap position on average, the mean offset (− early: rushing, + late: dragging) with its 95 % interval (Student's t), and how steadily, the spread: the standard deviation of your taps around that mean, with its 95 % interval (chi-square). A mean whose interval is wider than \(Int(GapOffset.widestMeaningfulInterval)) ms, or a spread whose interval spans more than a factor of \(Int(GapSpread.widestMeaningfulSpread)), is marked rough. Trials imported from the phone app carry only their means: each counts as one value of the mean and stays out of the spread. The trend compares the spread of the older half of your taps with the newer half. A tap on a click that sounds (or a second one into a gap) is an extra tap: counted, timed against nothing, and a trial with more extra taps than taps into gaps stays out of the means and the spread: tapping every sixteenth fills every gap without hearing one.</p>\n"
            html += gapTable
            html += GapOffsetChart(bands: rhythm.fillTheGap).svg + "\n"
            for band in rhythm.fillTheGap where band.days.count > 1 {
                html += "<h2>Fill the Gap at \(ProfileReport.escape(band.band.description)) over time — \(ProfileReport.trendText(band.trend))</h2>\n"
                html += GapDaysChart(band: band).svg + "\n"
            }
        }
        return html
    }

    /// One row per band, all its patterns pooled; below it, where the band has answers of
    /// more than one pattern (or of none known), a row for each pattern, fitted on its own.
    var timingTable: String {
        var rows = "<table class=\"summary rhythm\">\n<tr><th>Tempo band</th><th>Pattern</th><th>Answers</th><th>Threshold</th><th>95 % interval</th><th>Share of a sixteenth, 95 % interval, at the median tempo</th><th>Bias</th><th>95 % interval</th><th>Trend</th></tr>\n"
        for summary in rhythm.compareTiming {
            let only = summary.patterns.count == 1 && !summary.showsPatterns ? summary.patterns[0].pattern.map(Self.pattern) : nil
            rows += timingRow(summary, pattern: only ?? "all", trend: ProfileReport.trendText(summary.trend))
            guard summary.showsPatterns else { continue }
            for pattern in summary.patterns {
                rows += timingRow(pattern, pattern: pattern.pattern.map(Self.pattern) ?? "", trend: "", total: false)
            }
        }
        return rows + "</table>\n"
    }

    /// "<code>* - * *</code>", as the settings name a pattern.
    static func pattern(_ pattern: TimingPattern) -> String { "<code>\(pattern.notation)</code>" }

    func timingRow(_ summary: TimingBandSummary, pattern: String, trend: String, total: Bool = true) -> String {
        let band = "<td class=\"n\">\(ProfileReport.escape(summary.band.description))</td><td>\(pattern)</td><td>\(summary.answers)</td>"
        guard let estimate = summary.estimate, let share = summary.thresholdShare else {
            return "<tr>\(band)<td colspan=\"6\">not enough answers yet</td></tr>\n"
        }
        let threshold = estimate.threshold
        let percent = String(format: "%.1f %% (%.1f–%.1f) at %d BPM", 100 * share.value, 100 * share.low, 100 * share.high, summary.medianTempo.bpm)
        let bias = summary.isBiasMeasured ? Self.signedMs(estimate.biasMs) : "\(Self.signedMs(estimate.biasMs)), rough"
        return "<tr\(total ? "" : " class=\"part\"")>\(band)"
            + "<td>\(Self.threshold(threshold, roughness: summary.thresholdRoughness, above: summary.aboveMs))</td>"
            + "<td class=\"n\">\(ProfileReport.number(threshold.low))–\(ProfileReport.number(threshold.high)) ms</td><td>\(percent)</td><td>\(bias)</td>"
            + "<td class=\"n\">\(Self.range(estimate.biasLow, estimate.biasHigh))</td><td class=\"n\">\(trend)</td></tr>\n"
    }

    /// A rough threshold said no more precisely than it is known, as the pitch table says it.
    /// `above` is what an "above" says: never more than the largest offset played.
    static func threshold(_ estimate: ThresholdEstimate, roughness: ThresholdEstimate.Roughness?, above: Double? = nil) -> String {
        switch roughness {
        case nil: ms(estimate.threshold)
        case .narrowing: "about \(roughMs(estimate.threshold)), rough"
        case .bounded: "between \(roughMs(estimate.low)) and \(roughMs(estimate.high)), rough"
        case .upperBoundOnly: "below \(roughMs(estimate.high)), rough"
        case .lowerBoundOnly: "above \(roughMs(above ?? estimate.low, roundingDown: true)), rough"
        case .unknown: "not enough answers yet"
        }
    }

    var gapTable: String {
        var rows = "<table class=\"summary rhythm\">\n<tr><th>Tempo band</th><th>Gap</th><th>Taps</th><th>Mean offset</th><th>95 % interval</th><th>Spread (SD)</th><th>95 % interval</th><th>Trend</th></tr>\n"
        for band in rhythm.fillTheGap {
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

    static func offsetCells(_ offset: GapOffset?) -> String {
        guard let offset else { return "<td>too few taps</td><td>–</td>" }
        let value = signedMs(offset.meanMs) + (offset.isMeasured ? "" : ", rough")
        return "<td>\(value)</td><td class=\"n\">\(range(offset.lowMs, offset.highMs))</td>"
    }

    static func spreadCells(_ spread: GapSpread?) -> String {
        guard let spread else { return "<td>too few taps</td><td>–</td>" }
        let value = ms(spread.sdMs) + (spread.isMeasured ? "" : ", rough")
        return "<td>\(value)</td><td class=\"n\">\(ProfileReport.number(spread.lowMs))–\(ProfileReport.number(spread.highMs)) ms</td>"
    }

    /// "−9.8 … −5.4 ms": a dash between signed numbers would read as a minus.
    static func range(_ low: Double, _ high: Double) -> String {
        "\(signed(low)) … \(signed(high)) ms"
    }

    /// Two significant figures: a rough value is not known to a tenth of a millisecond.
    static func roughMs(_ value: Double, roundingDown: Bool = false) -> String {
        guard value >= 10 else { return roundingDown ? ms((value * 10).rounded(.down) / 10) : ms(value) }
        let scale = pow(10, floor(log10(value)) - 1)
        return String(format: "%.0f ms", (value / scale).rounded(roundingDown ? .down : .toNearestOrAwayFromZero) * scale)
    }

    static func ms(_ value: Double) -> String { "\(ProfileReport.number(value)) ms" }

    /// "+2.1 ms", "−8.0 ms" (a real minus sign), "0.0 ms".
    static func signedMs(_ value: Double) -> String { signed(value) + " ms" }

    static func signed(_ value: Double) -> String {
        let text = ProfileReport.number(abs(value))
        return (text == "0.0" ? "" : value > 0 ? "+" : "−") + text
    }
}

/// Compare Timing and Fill the Gap in the report (`RhythmReport`), and their counts.
public struct RhythmHTML: ProfileHTMLSection {
    public init() {}

    /// "150 Compare Timing answers", "12 Fill the Gap trials", where there are any.
    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        let answers = snapshot.rhythm.compareTiming.reduce(0) { $0 + $1.answers }
        let trials = snapshot.rhythm.fillTheGap.reduce(0) { $0 + $1.trials }
        return (answers > 0 ? [RecordKind.timingComparison.counted(answers)] : []) + (trials > 0 ? [RecordKind.gapFill.counted(trials)] : [])
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        RhythmReport(rhythm: snapshot.rhythm).html
    }
}
