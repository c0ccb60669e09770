import Foundation
import PeachCore

/// Sing & Match's part of the profile screen, once anything was sung: the held matches and
/// the first attempts, each as Tune & Match's rows show a task.
public struct SungMatchingProfileRows: ProfileScreenSection {
    public init() {}

    public func help(_ strings: Strings) -> [String] {
        [strings.t("Sing & Match: the held matches and the first attempts, each as a Tune & Match task: mean |error| in cents over the days, its SD, trend.",
                   "Singen & Treffen: die gehaltenen Treffer und die ersten Versuche, je wie eine Aufgabe von Stimmen & Angleichen: mittlerer |Fehler| in Cent über die Tage, SA, Trend.")]
    }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        let snapshot = view.snapshot
        guard snapshot.sungMatching.count > 0 else { return [] }
        let rows = [(strings.heldMatch, snapshot.sungMatching), (strings.firstAttemptRow, snapshot.sungFirstAttempts)].map { label, statistics in
            ProgressRows.Row(label: label, days: statistics.timeline.map { Optional($0.rollingMeanError) },
                             now: statistics.summary(strings))
        }
        return [Line(" " + strings.errorProgressHeading(strings.singAndMatch), .bold)] + ProgressRows(rows: rows).lines(width: width, strings: strings)
    }
}
