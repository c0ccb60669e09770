import Foundation
import PeachCore

/// The report's Compare Timing section: the threshold and bias per tempo band (and per
/// pattern where a band has several), each with its 95 % interval and marked rough while the
/// interval is too wide to be a measurement, as the pitch thresholds are.
struct CompareTimingReport {
    let compareTiming: CompareTimingSnapshot

    var html: String {
        guard !compareTiming.bands.isEmpty else { return "" }
        var html = ""
        html += "<h2>Compare Timing: what you hear, per tempo band</h2>\n"
        html += "<p>The threshold is how far the moved click must move for you to tell early from late 75 % of the time (your bias and lapses aside), fitted to all your answers in the band (and, where you trained more than one pattern, to each pattern's answers on its own); as a share of a sixteenth it is taken at the band's median tempo. The bias is the offset you hear as on time: + means a click must come late to sound on time, so an on-time click sounds early to you. Both come with their 95 % interval; a threshold whose interval spans more than a factor of \(Int(ThresholdEstimate.widestMeaningfulSpread)), or a bias whose interval is wider than \(Int(TimingEstimate.widestMeaningfulBiasInterval)) ms, is marked rough: the estimate so far, not yet a measurement.</p>\n"
        html += timingTable
        return html
    }

    /// One row per band, all its patterns pooled; below it, where the band has answers of
    /// more than one pattern (or of none known), a row for each pattern, fitted on its own.
    var timingTable: String {
        var rows = "<table class=\"summary rhythm\">\n<tr><th>Tempo band</th><th>Pattern</th><th>Answers</th><th>Threshold</th><th>95 % interval</th><th>Share of a sixteenth, 95 % interval, at the median tempo</th><th>Bias</th><th>95 % interval</th><th>Trend</th></tr>\n"
        for summary in compareTiming.bands {
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
        if let side = estimate.allAnswered {
            // One button pressed every time: no threshold and no bias in that, only what it was.
            return "<tr\(total ? "" : " class=\"part\"")>\(band)<td colspan=\"5\">not measured: every answer was \"\(side.rawValue)\"</td>"
                + "<td class=\"n\">\(trend)</td></tr>\n"
        }
        let threshold = estimate.threshold
        let percent = String(format: "%.1f %% (%.1f–%.1f) at %d BPM", 100 * share.value, 100 * share.low, 100 * share.high, summary.medianTempo.bpm)
        let bias = estimate.biasBeyond.map { "beyond \(RhythmText.signedMs($0)), rough" }
            ?? (summary.isBiasMeasured ? RhythmText.signedMs(estimate.biasMs) : "\(RhythmText.signedMs(estimate.biasMs)), rough")
        return "<tr\(total ? "" : " class=\"part\"")>\(band)"
            + "<td>\(Self.threshold(threshold, roughness: summary.thresholdRoughness, above: summary.aboveMs))</td>"
            + "<td class=\"n\">\(ProfileReport.number(threshold.low))–\(ProfileReport.number(threshold.high)) ms</td><td>\(percent)</td><td>\(bias)</td>"
            + "<td class=\"n\">\(estimate.biasBeyond == nil ? RhythmText.range(estimate.biasLow, estimate.biasHigh) : "–")</td><td class=\"n\">\(trend)</td></tr>\n"
    }

    /// A rough threshold said no more precisely than it is known, as the pitch table says it.
    /// `above` is what an "above" says: never more than the largest offset played.
    static func threshold(_ estimate: ThresholdEstimate, roughness: ThresholdEstimate.Roughness?, above: Double? = nil) -> String {
        switch roughness {
        case nil: RhythmText.ms(estimate.threshold)
        case .narrowing: "about \(RhythmText.roughMs(estimate.threshold)), rough"
        case .bounded: "between \(RhythmText.roughMs(estimate.low)) and \(RhythmText.roughMs(estimate.high)), rough"
        case .upperBoundOnly: "below \(RhythmText.roughMs(estimate.high)), rough"
        case .lowerBoundOnly: "above \(RhythmText.roughMs(above ?? estimate.low, roundingDown: true)), rough"
        case .unknown: "not enough answers yet"
        }
    }
}

/// Compare Timing in the report (`CompareTimingReport`), and its count.
public struct CompareTimingHTML: ProfileHTMLSection {
    public init() {}

    /// "150 Compare Timing answers", where there are any.
    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        let answers = snapshot.compareTiming.bands.reduce(0) { $0 + $1.answers }
        return answers > 0 ? [RecordKind.timingComparison.counted(answers)] : []
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        CompareTimingReport(compareTiming: snapshot.compareTiming).html
    }
}
