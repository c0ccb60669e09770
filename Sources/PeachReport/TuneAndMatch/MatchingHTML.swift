import Foundation
import PeachCore

/// Tune & Match in the report: every match and each task's |error|, and a progress chart.
public struct MatchingHTML: ProfileHTMLSection {
    public init() {}

    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        [RecordKind.pitchMatching.counted(snapshot.matching.count)]
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        """
            <h2>Tune &amp; Match — \(ProfileReport.trendText(snapshot.matching.trend))</h2>
            <p>How far from the target you left the note, as |error| in cents: its mean and standard deviation (SD), for every match and per task.</p>
            \(matchingTable(snapshot))
            \(snapshot.matchingDays.isEmpty ? "" : MatchingChart(days: snapshot.matchingDays).svg)
            """
    }

    /// Every match, then each task's.
    func matchingTable(_ snapshot: ProfileSnapshot) -> String {
        var rows = "<table class=\"summary\">\n<tr><th>Task</th><th>Matches</th><th>Mean |error|</th><th>SD of |error|</th><th>Trend</th></tr>\n"
        func row(_ name: String, _ statistics: MatchingStatistics) -> String {
            "<tr><td>\(ProfileReport.escape(name))</td><td>\(statistics.count)</td><td>\(ProfileReport.cents(statistics.meanAbsoluteError))</td><td>\(ProfileReport.cents(statistics.standardDeviation))</td><td>\(ProfileReport.trendText(statistics.trend))</td></tr>\n"
        }
        rows += row("All matches", snapshot.matching)
        for entry in snapshot.matchingTasks { rows += row(ProfileReport.taskName(entry.task), entry.statistics) }
        return rows + "</table>"
    }
}
