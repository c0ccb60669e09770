import Foundation
import PeachCore

/// What the profile screen draws: the profile computed once when the screen opens (its
/// fits are not redone at every redraw).
public struct ProfileView: Sendable {
    public var snapshot: ProfileSnapshot
    /// When the screen opened: how long ago a task was last trained.
    public var now: Date

    public init(snapshot: ProfileSnapshot, now: Date = Date()) {
        self.snapshot = snapshot
        self.now = now
    }
}

/// Thresholds per task with their intervals, single notes across the keyboard, progress by
/// day for every task and for Tune & Match (cents on logarithmic scales throughout), and the
/// rhythm disciplines per tempo band in a few rows (`RhythmRows`).
public struct ProfileScreen: Sendable {
    public var view: ProfileView

    public init(view: ProfileView) { self.view = view }

    /// Sing & Match's rows, once anything was sung: the held matches and the first attempts.
    var sungRows: [(label: String, statistics: MatchingStatistics)] {
        guard view.snapshot.sungMatching.count > 0 else { return [] }
        return [("held", view.snapshot.sungMatching), ("firstAttempt", view.snapshot.sungFirstAttempts)]
    }

    public func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame {
        let snapshot = view.snapshot
        // Lines besides the chart and the task rows (which appear twice): headings, the
        // table's header, the keyboard, the legend, the matching rows, the scale, blanks, and
        // the rhythm section, which gets what the pitch section leaves at its smallest (one
        // task, the smallest chart).
        let room = max(0, size.rows - 5), pitchFixed = 10 + max(1, snapshot.matchingTasks.count) + sungRows.count, minimumChart = 3
        let rhythm = RhythmRows(rhythm: snapshot.rhythm, strings: strings).lines(budget: room - pitchFixed - minimumChart - 2 - 1)
        let fixed = pitchFixed + 1 + rhythm.count
        let listed = max(1, min(snapshot.tasks.count, (room - fixed - minimumChart) / 2))
        let tasks = Array(snapshot.tasks.prefix(listed))
        var body: [Line] = []
        body.append(Line(" \(strings.thresholdsHeading)", .bold))
        if tasks.isEmpty {
            body.append(Line("   " + strings.noComparisons, .dim))
        } else {
            body += taskTable(tasks, strings: strings)
            if snapshot.tasks.count > tasks.count {
                body[body.count - 1].spans.append(Span("   … +\(snapshot.tasks.count - tasks.count) (peach report --html)", .dim))
            }
        }
        body.append(.blank)

        let chartHeight = max(minimumChart, min(16, room - fixed - 2 * max(1, tasks.count)))
        let chartTask = snapshot[.unison] ?? tasks.first
        let range = "\(strings.noteName(snapshot.range.lowest))…\(strings.noteName(snapshot.range.highest))"
        body.append(Line(" " + strings.acrossTheKeyboard(chartTask.map { strings.task($0.task) } ?? strings.task(.unison), range), .bold))
        body += keyboardChart(chartTask, width: size.columns - 2, height: chartHeight, strings: strings)
        body.append(Line("   " + strings.chartLegend, .dim))
        body.append(.blank)

        body.append(Line(" \(strings.progressHeading)", .bold))
        body += progress(tasks, width: size.columns, strings: strings)
        body.append(.blank)
        body += rhythm
        return Layout.frame(
            title: "Peach — \(strings.profile)", body: body, keys: [strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
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

    /// A task not trained for this many days shows when it last was.
    static let staleAfterDays = 30

    /// Where a task stands now, for the end of its progress row: the threshold of the last
    /// 20 training days (or the rough value so far, with the answers it still needs), and
    /// how long ago it was last trained when that is a month or more.
    func standing(_ task: ProfileSnapshot.Task, strings: Strings) -> String {
        var parts: [String] = []
        if let latest = task.days.last?.rollingThreshold {
            parts.append("\(strings.threshold(latest)) \(task.trend?.arrow ?? "")")
        } else if let rough = task.roughThreshold {
            parts.append(strings.roughThreshold(rough))
            parts.append(strings.moreAnswers(rough.moreAnswersToMeasure))
        } else {
            parts.append(strings.notEnoughAnswers)
        }
        if let last = task.lastAnswered, isStale(last) {
            parts.append(strings.lastTrained(daysAgo: Int(view.now.timeIntervalSince(last) / 86_400)))
        }
        return parts.joined(separator: " · ")
    }

    /// Last answered a month or more before the screen opened (never answered counts as
    /// not stale: such a column shows a neighbour's pooled threshold, aged with them).
    func isStale(_ lastAnswered: Date?) -> Bool {
        guard let lastAnswered else { return false }
        return view.now.timeIntervalSince(lastAnswered) >= Double(Self.staleAfterDays) * 86_400
    }

    /// One column per note (or per group of notes on a narrow terminal) on a logarithmic
    /// scale: the threshold ●, its 95 % interval ┃, the mean difference ◦ where no threshold
    /// is measured or it lies elsewhere; the keyboard below with the C's named.
    func keyboardChart(_ task: ProfileSnapshot.Task?, width: Int, height: Int, strings: Strings) -> [Line] {
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
                let style: TextStyle = isStale(entry.lastAnswered) ? .dim : .good
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

    /// A sparkline a task: each training day's threshold over its last 20 training days,
    /// on one logarithmic scale for all rows; then Tune & Match's daily mean error, per task.
    func progress(_ tasks: [ProfileSnapshot.Task], width: Int, strings: Strings) -> [Line] {
        // Each row ends with where it stands now; the sparkline gets the room left.
        let matchingRows: [(label: String, days: [Double?], now: String)] = view.snapshot.matchingTasks.isEmpty
            ? [(strings.matching, [], strings.noMatches)]
            : view.snapshot.matchingTasks.map { entry in
                ("\(strings.matching) · \(strings.task(entry.task))", entry.statistics.timeline.map { Optional($0.rollingMeanError) },
                 matchingSummary(entry.statistics, strings))
            }
        let rows: [(label: String, days: [Double?], now: String)] = tasks.map { task in
            (strings.task(task.task), task.days.map { $0.rollingThreshold?.threshold }, standing(task, strings: strings))
        } + matchingRows + sungRows.map { row in
            ("\(strings.singRowName) · \(row.label == "held" ? strings.heldMatch : strings.firstAttemptRow)",
             row.statistics.timeline.map { Optional($0.rollingMeanError) }, matchingSummary(row.statistics, strings))
        }
        let labelWidth = (rows.map(\.label.count).max() ?? 14) + 2
        let shown = rows.map { row in Array(row.days.suffix(max(4, width - labelWidth - 6 - row.now.count))) }
        let axis = CentsAxis(covering: shown.flatMap { $0.compactMap { $0 } })
        let blocks = Array("▁▂▃▄▅▆▇█")
        var lines: [Line] = []
        for (row, values) in zip(rows, shown) {
            guard values.contains(where: { $0 != nil }) else {
                lines.append(Line([Span("   " + Layout.pad(row.label, labelWidth), .dim), Span(row.now, .dim)]))
                continue
            }
            let spark = String(values.map { value in
                value.map { blocks[min(blocks.count - 1, Int(axis.position(of: $0) * Double(blocks.count - 1) + 0.5))] } ?? " "
            })
            lines.append(Line([Span("   " + Layout.pad(row.label, labelWidth), .dim), Span(spark, .good), Span("  " + row.now)]))
        }
        lines.append(Line("   " + Layout.pad("", labelWidth) + "▁ \(strings.tick(axis.lowest)) ¢ … █ \(strings.tick(axis.highest)) ¢", .dim))
        return lines
    }

    /// One task of Tune & Match in one phrase: matches, mean |error| and its SD, trend.
    func matchingSummary(_ matching: MatchingStatistics, _ strings: Strings) -> String {
        guard let mean = matching.meanAbsoluteError else { return strings.noMatches }
        return strings.matchingSummary(count: matching.count, meanError: mean, deviation: matching.standardDeviation)
            + " " + strings.trend(matching.trend)
    }
}
