import Foundation
import PeachCore

/// Sing & Match in the report, once anything was sung: the held note and the first
/// attempt, apart from the control's matches (a different skill).
public struct SungMatchingHTML: ProfileHTMLSection {
    public init() {}

    public func counts(in snapshot: ProfileSnapshot) -> [String] {
        snapshot.sungMatching.count > 0 ? ["\(snapshot.sungMatching.count) sung \(snapshot.sungMatching.count == 1 ? "match" : "matches")"] : []
    }

    public func html(of snapshot: ProfileSnapshot) -> String {
        guard snapshot.sungMatching.count > 0 else { return "" }
        var rows = "<table class=\"summary\">\n<tr><th></th><th>Matches</th><th>Mean |error|</th><th>SD of |error|</th><th>Trend</th></tr>\n"
        for (name, statistics) in [("Held note", snapshot.sungMatching), ("First attempt", snapshot.sungFirstAttempts)] {
            rows += "<tr><td>\(name)</td><td>\(statistics.count)</td><td>\(ProfileReport.cents(statistics.meanAbsoluteError))</td><td>\(ProfileReport.cents(statistics.standardDeviation))</td><td>\(ProfileReport.trendText(statistics.trend))</td></tr>\n"
        }
        return """
            <h2>Sing &amp; Match — \(ProfileReport.trendText(snapshot.sungMatching.trend))</h2>
            <p>Sung or played into Peach's input: how far from the target the held note was (the median over the held stretch), and where the first attempt landed (the first settled pitch after the note began), as |error| in cents.</p>
            \(rows)</table>
            """
    }
}
