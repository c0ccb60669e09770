import Foundation
import PeachCore

/// Hear & Compare in the report: the threshold of every task with its 95 % interval beside
/// the mean difference of the trials, each task across the keyboard, and a progress chart
/// per task.
public struct ComparisonHTML: ProfileHTMLSection {
    public init() {}

    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        [RecordKind.comparison.counted(snapshot.comparisonCount)]
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        var sections = ""
        for task in snapshot.tasks {
            let name = ProfileReport.escape(ProfileReport.taskName(task.task))
            sections += "<h2>\(name) across the keyboard</h2>\n"
            sections += "<p>The threshold at each reference note (its neighbours pooled, nearer ones counting more), with its 95 % interval, and the mean |difference| of the trials played there.</p>\n"
            sections += KeyboardChart(task: task, range: snapshot.range).svg + "\n"
            sections += "<h2>\(name) over time — \(ProfileReport.trendText(task.trend))</h2>\n"
            sections += "<p>Each training day's threshold (where its answers are enough to measure one), and the threshold of the last \(ThresholdTimeline.rollingWindow) training days as a line in its 95 % band.</p>\n"
            sections += ProgressChart(task: task).svg + "\n"
        }
        if snapshot.tasks.isEmpty {
            sections += "<h2>Hear &amp; Compare</h2>\n<p>No comparisons yet: not enough answers yet for a threshold.</p>\n"
        }
        return """
            <h2>Hear &amp; Compare: your thresholds</h2>
            <p>The threshold is the difference you answer correctly 75 % of the time (lapses aside), measured from your answers by fitting a psychometric function; the true value lies in the 95 % interval with 95 % probability. Recent answers count more: an answer counts half once about 300 newer answers tell about the same note, so the threshold is where your ear is now, and training another register does not age it. Before the interval is narrow enough to call it a measurement, the table gives the rough value so far and about how many more answers will narrow it. The mean difference is where the adaptive chain placed the trials: not a threshold.</p>
            \(summaryTable(snapshot))
            <p>Mean difference over the trained notes of the range \(ProfileReport.escape(snapshot.range.lowest.name))–\(ProfileReport.escape(snapshot.range.highest.name)) (single notes and intervals together, the original app's “threshold”): \(meanDifferenceSummary(snapshot)).</p>
            \(sections)
            """
    }

    func summaryTable(_ snapshot: ProfileSnapshot) -> String {
        var rows = "<table class=\"summary\">\n<tr><th>Task</th><th>Threshold</th><th>95 % interval</th><th>Mean difference</th><th>Answers</th><th>Trend</th><th>Last trained</th></tr>\n"
        for task in snapshot.tasks {
            let threshold: String, interval: String
            if let measured = task.threshold {
                threshold = ProfileReport.cents(measured.threshold)
                interval = "\(ProfileReport.number(measured.low))–\(ProfileReport.number(measured.high)) ¢"
            } else if let rough = task.roughThreshold {
                let value = switch rough.roughness {
                case .narrowing: "about \(ProfileReport.cents(rough.threshold))"
                case .bounded: "between \(ProfileReport.number(rough.low)) and \(ProfileReport.cents(rough.high))"
                case .upperBoundOnly: "below \(ProfileReport.cents(rough.high))"
                case .lowerBoundOnly: "above \(ProfileReport.cents(rough.aboveBound()))"
                case .unknown: "not enough answers yet"
                }
                threshold = "\(value), rough: ~\(task.moreAnswersToMeasure ?? rough.moreAnswersToMeasure) more answers to measure"
                interval = "\(ProfileReport.number(rough.low))–\(ProfileReport.number(rough.high)) ¢"
            } else {
                threshold = "not enough answers yet"
                interval = "–"
            }
            let last = task.lastAnswered.map(ProfileReport.dateText) ?? "–"
            rows += "<tr><td>\(ProfileReport.escape(ProfileReport.taskName(task.task)))</td><td>\(threshold)</td><td>\(interval)</td><td>\(ProfileReport.cents(task.meanDifference))</td><td>\(task.answers)</td><td>\(ProfileReport.trendText(task.trend))</td><td>\(last)</td></tr>\n"
        }
        if snapshot.tasks.isEmpty { rows += "<tr><td>Single notes</td><td>not enough answers yet</td><td>–</td><td>–</td><td>0</td><td>–</td><td>–</td></tr>\n" }
        return rows + "</table>"
    }

    func meanDifferenceSummary(_ snapshot: ProfileSnapshot) -> String {
        let summary = snapshot.meanDifferenceSummary
        guard let mean = summary.mean else { return "no trained notes yet" }
        let sd = summary.standardDeviation.map { " ± \(ProfileReport.number($0))" } ?? ""
        return "\(ProfileReport.number(mean))\(sd) ¢ over \(summary.trainedNotes) of \(snapshot.range.count) notes"
    }
}
