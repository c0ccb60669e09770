import Foundation
import PeachCore

/// Hear & Compare's part of the profile screen: the threshold per task with its interval,
/// single notes across the keyboard, and each task's progress by day (cents on logarithmic
/// scales throughout).
public struct ComparisonProfileRows: ProfileScreenSection {
    public init() {}

    /// The keyboard chart's rows: enough to tell 1, 2, 5, 10, 20 ¢ apart.
    static let chartHeight = 8

    public func help(_ strings: Strings) -> [String] {
        [
            strings.t("Across the keyboard: per note (neighbours count too) ● threshold, ┃ 95 % range, ◦ mean difference; grey: not trained for a month; · under the chart: no answers at that note.",
                      "Über die Tastatur: je Ton (Nachbartöne zählen mit) ● Schwelle, ┃ 95-%-Bereich, ◦ mittlerer Abstand; grau: einen Monat nicht trainiert; · unter der Grafik: keine Antworten bei diesem Ton."),
            strings.t("Progress: each training day, the threshold of the last 20 days (▁ small … █ large), then where it stands now.",
                      "Verlauf: je Trainingstag die Schwelle der letzten 20 Tage (▁ klein … █ groß), am Ende der Stand jetzt."),
        ]
    }

    public func lines(_ view: ProfileView, strings: Strings, width: Int) -> [Line] {
        let snapshot = view.snapshot, tasks = snapshot.tasks
        var body: [Line] = [Line(" \(strings.thresholdsHeading)", .bold)]
        body += tasks.isEmpty ? [Line("   " + strings.noComparisons, .dim)] : taskTable(tasks, strings: strings)
        body.append(.blank)
        let chartTask = snapshot[.unison] ?? tasks.first
        let range = "\(strings.noteName(snapshot.range.lowest))…\(strings.noteName(snapshot.range.highest))"
        body.append(Line(" " + strings.acrossTheKeyboard(chartTask.map { strings.task($0.task) } ?? strings.task(.unison), range), .bold))
        body += keyboardChart(chartTask, view: view, width: width - 2, height: Self.chartHeight, strings: strings)
        // The legend names only what the chart draws: before any note has a measured
        // threshold, it says so rather than naming marks that are not there.
        let measured = chartTask?.notes.contains { $0.threshold != nil } ?? false
        body.append(Line("   " + (measured ? strings.chartLegend : strings.chartLegendNothingMeasured), .dim))
        guard !tasks.isEmpty else { return body }
        body.append(.blank)
        body.append(Line(" \(strings.progressHeading)", .bold))
        let rows = tasks.map { task in
            ProgressRows.Row(label: strings.task(task.task), days: task.days.map { $0.rollingThreshold?.threshold }, now: standing(task, view: view, strings: strings))
        }
        return body + ProgressRows(rows: rows).lines(width: width, strings: strings)
    }

    /// One row a task: threshold with its interval (or the rough value so far), mean
    /// difference, answers, trend.
    func taskTable(_ tasks: [ProfileSnapshot.Task], strings: Strings) -> [Line] {
        let columns = strings.thresholdColumns
        // The widest rough value ("between 3.5 and 60 ¢, rough") and a gap; German fits 80 columns.
        let widths = [14, 29, max(10, columns[1].count + 2), max(8, columns[2].count + 1)]
        var lines = [Line("   " + Layout.pad("", widths[0]) + Layout.pad(columns[0], widths[1]) + Layout.pad(columns[1], widths[2])
            + Layout.pad(columns[2], widths[3]) + columns[3], .dim)]
        for task in tasks {
            let threshold = task.threshold.map { strings.threshold($0) }
                ?? task.roughThreshold.map { strings.roughThreshold($0) } ?? strings.notEnoughAnswers
            lines.append(Line([
                Span("   " + Layout.pad(strings.task(task.task), widths[0])),
                Span(Layout.pad(threshold, widths[1]), task.threshold == nil ? .dim : .bold),
                Span(Layout.pad("\(strings.number(task.meanDifference)) ¢", widths[2])),
                Span(Layout.pad("\(task.answers)", widths[3])),
                Span(strings.trend(task.trend)),
            ]))
        }
        return lines
    }

    /// Where a task stands now, for the end of its progress row: the threshold of the last
    /// 20 training days (or the rough value so far, with the answers it still needs), and
    /// how long ago it was last trained when that is a month or more.
    func standing(_ task: ProfileSnapshot.Task, view: ProfileView, strings: Strings) -> String {
        var parts: [String] = []
        if let latest = task.days.last?.rollingThreshold {
            // The last 20 training days' threshold, which may differ a little from the table's
            // (all answers, older ones weighing less): said as what it is.
            parts.append(strings.lastTwentyDays(strings.threshold(latest)) + " \(task.trend?.arrow ?? "")")
        } else if let rough = task.roughThreshold {
            parts.append(strings.roughThreshold(rough))
            parts.append(strings.moreAnswers(task.moreAnswersToMeasure ?? rough.moreAnswersToMeasure))
        } else {
            parts.append(strings.notEnoughAnswers)
        }
        if let last = task.lastAnswered, view.isStale(last) {
            parts.append(strings.lastTrained(daysAgo: Int(view.now.timeIntervalSince(last) / 86_400)))
        }
        return parts.joined(separator: " · ")
    }

    /// One column per note (or per group of notes on a narrow terminal) on a logarithmic
    /// scale: the threshold ●, its 95 % interval ┃, the mean difference ◦ where no threshold
    /// is measured or it lies elsewhere; the keyboard below with the C's named.
    func keyboardChart(_ task: ProfileSnapshot.Task?, view: ProfileView, width: Int, height: Int, strings: Strings) -> [Line] {
        let notes = view.snapshot.range.notes
        let axisWidth = 7
        let perColumn = max(1, Int((Double(notes.count) / Double(max(1, width - axisWidth))).rounded(.up)))
        let groups = stride(from: 0, to: notes.count, by: perColumn).map { Array(notes[$0..<min($0 + perColumn, notes.count)]) }
        let byNote = Dictionary(uniqueKeysWithValues: (task?.notes ?? []).map { ($0.note, $0) })
        // A group shows its first note with a measured threshold, else its first trained one.
        let columns: [ProfileSnapshot.Note?] = groups.map { group in
            let entries = group.compactMap { byNote[$0] }
            return entries.first { $0.threshold != nil } ?? entries.first
        }
        var values: [Double] = []
        for case let entry? in columns {
            if let threshold = entry.threshold { values += [threshold.low, threshold.high] }
            if let mean = entry.meanDifference { values.append(mean) }
        }
        let axis = CentsAxis(covering: values)
        // Row 0 is the top; a value belongs to the row its position on the axis falls in.
        func row(_ cents: Double) -> Int { height - 1 - min(height - 1, Int(axis.position(of: cents) * Double(height - 1) + 0.5)) }
        let ticks = axis.ticks
        var lines: [Line] = []
        for index in 0..<height {
            let tick = ticks.last { row($0) == index }
            let label = tick.map { Layout.padLeft(strings.tick($0), axisWidth - 2) + " ┤" } ?? String(repeating: " ", count: axisWidth - 2) + " │"
            var spans = [Span(" " + label, .dim)]
            for column in columns {
                guard let entry = column else {
                    spans.append(Span(index == height - 1 ? "·" : " ", .dim))
                    continue
                }
                // A threshold from notes not trained for a month is drawn grey: the ear may have moved.
                let style: TextStyle = view.isStale(entry.lastAnswered) ? .dim : .good
                if let threshold = entry.threshold, row(threshold.threshold) == index {
                    spans.append(Span("●", style))
                } else if let threshold = entry.threshold, (row(threshold.high)...row(threshold.low)).contains(index) {
                    spans.append(Span("┃", style))
                } else if let mean = entry.meanDifference, row(mean) == index {
                    spans.append(Span("◦", .close))
                } else {
                    spans.append(Span(" "))
                }
            }
            lines.append(Line(spans))
        }
        var keys = "", names = ""
        for group in groups {
            let first = group[0]
            keys += [1, 3, 6, 8, 10].contains(first.rawValue % 12) && perColumn == 1 ? "▀" : "▔"
            if let c = group.first(where: { $0.rawValue % 12 == 0 }), names.count <= keys.count - 1 {
                names += Layout.pad("", keys.count - 1 - names.count) + strings.noteName(c)
            }
        }
        // Under the columns: the rows start with a space, the label and " ┤".
        lines.append(Line(String(repeating: " ", count: axisWidth + 1) + keys, .dim))
        lines.append(Line(String(repeating: " ", count: axisWidth + 1) + names, .dim))
        return lines
    }
}
