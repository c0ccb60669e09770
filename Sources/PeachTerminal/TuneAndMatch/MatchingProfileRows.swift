import Foundation
import PeachCore

/// Tune & Match's part of the profile screen: per task, the daily mean error as a sparkline,
/// then matches, mean |error| and its SD, and the trend.
public struct MatchingProfileRows: ProfileScreenSection {
    public init() {}

    public func help(_ strings: Strings) -> [String] {
        [strings.t("Tune & Match per task: matches, mean |error| and its standard deviation (SD), trend. All in cents, on a log scale.",
                   "Stimmen & Angleichen je Aufgabe: Anzahl, mittlerer |Fehler| und seine Standardabweichung (SA), Trend. Alles in Cent, logarithmisch.")]
    }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        let tasks = view.snapshot.matchingTasks
        let heading = Line(" " + strings.errorProgressHeading(strings.matching), .bold)
        guard !tasks.isEmpty else { return [heading, Line("   " + strings.noMatches, .dim)] }
        let rows = tasks.map { entry in
            ProgressRows.Row(label: strings.task(entry.task), days: entry.statistics.timeline.map { Optional($0.rollingMeanError) },
                             now: entry.statistics.summary(strings))
        }
        return [heading] + ProgressRows(rows: rows).lines(width: width, strings: strings)
    }
}
