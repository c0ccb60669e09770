import Foundation
import PeachCore

/// `peach report --html`: one self-contained HTML page (inline CSS and SVG, no network
/// references): the threshold of every task with its 95 % interval beside the mean
/// difference of the trials, each task across the keyboard, a progress chart per task and
/// for Tune & Match, and the rhythm disciplines per tempo band (`RhythmReport`). Cents on
/// logarithmic axes, milliseconds on linear ones, axes titled, every mark in a legend.
/// Readable in any browser and printable; XHTML-compatible markup, so an XML parser can
/// check it.
public struct ProfileReport {
    public var snapshot: ProfileSnapshot
    public var generated: Date

    public init(snapshot: ProfileSnapshot, generated: Date) {
        self.snapshot = snapshot
        self.generated = generated
    }

    public var html: String {
        var sections = ""
        for task in snapshot.tasks {
            let name = Self.escape(Self.taskName(task.task))
            sections += "<h2>\(name) across the keyboard</h2>\n"
            sections += "<p>The threshold at each reference note (its neighbours pooled, nearer ones counting more), with its 95 % interval, and the mean |difference| of the trials played there.</p>\n"
            sections += KeyboardChart(task: task, range: snapshot.range).svg + "\n"
            sections += "<h2>\(name) over time — \(Self.trendText(task.trend))</h2>\n"
            sections += "<p>Each training day's threshold (where its answers are enough to measure one), and the threshold of the last \(ThresholdTimeline.rollingWindow) training days as a line in its 95 % band.</p>\n"
            sections += ProgressChart(task: task).svg + "\n"
        }
        if snapshot.tasks.isEmpty {
            sections += "<h2>Hear &amp; Compare</h2>\n<p>No comparisons yet: not enough answers yet for a threshold.</p>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>Peach — your ear</title>
            <style>
            body { font-family: sans-serif; margin: 2em; color: #222; max-width: 60em; }
            h1 { font-weight: 500; } h2 { font-weight: 500; margin-top: 2em; }
            table.summary { border-collapse: collapse; } table.summary td, table.summary th { padding: 0.25em 1.2em 0.25em 0; text-align: left; }
            table.summary th { font-weight: 500; color: #555; border-bottom: 1px solid #ccc; }
            svg { width: 100%; height: auto; }
            .band { fill: #f4a261; fill-opacity: 0.35; } .line { fill: none; stroke: #e76f51; stroke-width: 2; }
            .point { fill: #e76f51; } .whisker { stroke: #e76f51; stroke-width: 1.5; }
            .point.rough { fill: #fff; stroke: #888; stroke-width: 1.5; } .whisker.rough { stroke: #888; stroke-dasharray: 3 2; }
            table.rhythm td.n { white-space: nowrap; } table.rhythm tr.total td { border-bottom: 1px solid #ddd; }
            .spread { fill: #2a6f97; fill-opacity: 0.18; } .zero { stroke: #666; stroke-width: 1; stroke-dasharray: 5 3; }
            .mean { fill: none; stroke: #2a6f97; stroke-width: 1.2; } .matching { fill: #2a9d8f; } .matchline { fill: none; stroke: #2a9d8f; stroke-width: 2; }
            .axis { stroke: #999; stroke-width: 1; } .grid { stroke: #e4e4e4; stroke-width: 1; }
            .label { font-size: 11px; fill: #555; } .title { font-size: 12px; fill: #333; }
            .white { fill: #fff; stroke: #999; } .black { fill: #333; }
            @media print { body { margin: 0; } h2 { page-break-after: avoid; } svg { page-break-inside: avoid; } }
            </style>
            </head>
            <body>
            <h1>Peach — your ear</h1>
            <p>Generated \(Self.dateText(generated)), \(snapshot.comparisonCount) comparisons, \(snapshot.matching.count) matches\(snapshot.sungMatching.count > 0 ? ", \(snapshot.sungMatching.count) sung" : "")\(rhythmCounts).</p>
            <h2>Hear &amp; Compare: your thresholds</h2>
            <p>The threshold is the difference you answer correctly 75 % of the time (lapses aside), measured from your answers by fitting a psychometric function; the true value lies in the 95 % interval with 95 % probability. Recent answers count more: an answer counts half once about 300 newer answers tell about the same note, so the threshold is where your ear is now, and training another register does not age it. Before the interval is narrow enough to call it a measurement, the table gives the rough value so far and about how many more answers will narrow it. The mean difference is where the adaptive chain placed the trials: not a threshold.</p>
            \(summaryTable)
            <p>Mean difference over the trained notes of the range \(Self.escape(snapshot.range.lowest.name))–\(Self.escape(snapshot.range.highest.name)) (single notes and intervals together, the original app's “threshold”): \(meanDifferenceSummary).</p>
            \(sections)<h2>Tune &amp; Match — \(Self.trendText(snapshot.matching.trend))</h2>
            <p>How far from the target you left the note, as |error| in cents: its mean and standard deviation (SD), for every match and per task.</p>
            \(matchingTable)
            \(snapshot.matchingDays.isEmpty ? "" : MatchingChart(days: snapshot.matchingDays).svg)
            \(sungSection)
            \(RhythmReport(rhythm: snapshot.rhythm).html)
            </body>
            </html>

            """
    }

    var summaryTable: String {
        var rows = "<table class=\"summary\">\n<tr><th>Task</th><th>Threshold</th><th>95 % interval</th><th>Mean difference</th><th>Answers</th><th>Trend</th><th>Last trained</th></tr>\n"
        for task in snapshot.tasks {
            let threshold: String, interval: String
            if let measured = task.threshold {
                threshold = Self.cents(measured.threshold)
                interval = "\(Self.number(measured.low))–\(Self.number(measured.high)) ¢"
            } else if let rough = task.roughThreshold {
                let value = switch rough.roughness {
                case .narrowing: "about \(Self.cents(rough.threshold))"
                case .bounded: "between \(Self.number(rough.low)) and \(Self.cents(rough.high))"
                case .upperBoundOnly: "below \(Self.cents(rough.high))"
                case .lowerBoundOnly: "above \(Self.cents(rough.low))"
                case .unknown: "not enough answers yet"
                }
                threshold = "\(value), rough: ~\(rough.moreAnswersToMeasure) more answers to measure"
                interval = "\(Self.number(rough.low))–\(Self.number(rough.high)) ¢"
            } else {
                threshold = "not enough answers yet"
                interval = "–"
            }
            let last = task.lastAnswered.map(Self.dateText) ?? "–"
            rows += "<tr><td>\(Self.escape(Self.taskName(task.task)))</td><td>\(threshold)</td><td>\(interval)</td><td>\(Self.cents(task.meanDifference))</td><td>\(task.answers)</td><td>\(Self.trendText(task.trend))</td><td>\(last)</td></tr>\n"
        }
        if snapshot.tasks.isEmpty { rows += "<tr><td>Single notes</td><td>not enough answers yet</td><td>–</td><td>–</td><td>0</td><td>–</td><td>–</td></tr>\n" }
        return rows + "</table>"
    }

    /// ", 150 Compare Timing answers, 12 Fill the Gap trials" where there are any.
    var rhythmCounts: String {
        let answers = snapshot.rhythm.compareTiming.reduce(0) { $0 + $1.answers }
        let trials = snapshot.rhythm.fillTheGap.reduce(0) { $0 + $1.trials }
        return (answers > 0 ? ", \(answers) Compare Timing answers" : "") + (trials > 0 ? ", \(trials) Fill the Gap trials" : "")
    }

    /// Every match, then each task's.
    var matchingTable: String {
        var rows = "<table class=\"summary\">\n<tr><th>Task</th><th>Matches</th><th>Mean |error|</th><th>SD of |error|</th><th>Trend</th></tr>\n"
        func row(_ name: String, _ statistics: MatchingStatistics) -> String {
            "<tr><td>\(Self.escape(name))</td><td>\(statistics.count)</td><td>\(Self.cents(statistics.meanAbsoluteError))</td><td>\(Self.cents(statistics.standardDeviation))</td><td>\(Self.trendText(statistics.trend))</td></tr>\n"
        }
        rows += row("All matches", snapshot.matching)
        for entry in snapshot.matchingTasks { rows += row(Self.taskName(entry.task), entry.statistics) }
        return rows + "</table>"
    }

    /// Sing & Match, once anything was sung: the held note and the first attempt, apart
    /// from the control's matches (a different skill).
    var sungSection: String {
        guard snapshot.sungMatching.count > 0 else { return "" }
        var rows = "<table class=\"summary\">\n<tr><th></th><th>Matches</th><th>Mean |error|</th><th>SD of |error|</th><th>Trend</th></tr>\n"
        for (name, statistics) in [("Held note", snapshot.sungMatching), ("First attempt", snapshot.sungFirstAttempts)] {
            rows += "<tr><td>\(name)</td><td>\(statistics.count)</td><td>\(Self.cents(statistics.meanAbsoluteError))</td><td>\(Self.cents(statistics.standardDeviation))</td><td>\(Self.trendText(statistics.trend))</td></tr>\n"
        }
        return """
            <h2>Sing &amp; Match — \(Self.trendText(snapshot.sungMatching.trend))</h2>
            <p>Sung or played into Peach's input: how far from the target the held note was (the median over the held stretch), and where the first attempt landed (the first settled pitch after the note began), as |error| in cents.</p>
            \(rows)</table>
            """
    }

    var meanDifferenceSummary: String {
        let summary = snapshot.meanDifferenceSummary
        guard let mean = summary.mean else { return "no trained notes yet" }
        let sd = summary.standardDeviation.map { " ± \(Self.number($0))" } ?? ""
        return "\(Self.number(mean))\(sd) ¢ over \(summary.trainedNotes) of \(snapshot.range.count) notes"
    }

    static func taskName(_ task: ListeningTask) -> String {
        task.interval == .unison ? "Single notes" : "\(task.interval.shortName) \(task.direction == .up ? "up" : "down")"
    }

    /// The same words and arrows as the screens.
    static func trendText(_ trend: Trend?) -> String {
        trend.map { "\($0.arrow) \($0.rawValue)" } ?? "no trend yet"
    }

    static func cents(_ value: Double?) -> String { value.map { "\(number($0)) ¢" } ?? "–" }
    static func number(_ value: Double) -> String { String(format: "%.1f", value) }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func dateText(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
    }
}
