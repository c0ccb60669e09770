import Foundation
import PeachCore

/// What the profile screen draws: the profile as rebuilt from the records and kept up to
/// date by the sessions.
public struct ProfileView: Sendable {
    public var profile: PerceptualProfile
    public var range: NoteRange
    public var trend: Trend?
    public var days: [TimelineDay]
    public var matching: MatchingStatistics

    public init(profile: PerceptualProfile, range: NoteRange, trend: Trend?, days: [TimelineDay], matching: MatchingStatistics) {
        self.profile = profile
        self.range = range
        self.trend = trend
        self.days = days
        self.matching = matching
    }
}

public struct ProfileScreen: Sendable {
    public var view: ProfileView

    public init(view: ProfileView) { self.view = view }

    public func frame(status: StatusLine, strings: Strings, size: TerminalSession.Size) -> Frame {
        var body: [Line] = []
        let summary = view.profile.summary(in: view.range)
        let answers = view.range.notes.reduce(0) { $0 + view.profile[$1].count }
        body.append(Line(" \(strings.summary)", .bold))
        if let mean = summary.mean {
            let sd = summary.standardDeviation.map { String(format: " ± %.1f", $0) } ?? ""
            body.append(Line("   \(strings.mean) \(String(format: "%.1f", mean))\(sd) \(strings.cents) · \(summary.trainedNotes) \(strings.trainedNotes) · \(answers) \(strings.answers) · \(strings.trend) \(TrainingDisplay.trend(view.trend, strings))"))
        } else {
            body.append(Line("   " + strings.noComparisons, .dim))
        }
        body.append(.blank)
        let chartHeight = max(3, min(8, size.rows - 22))
        body.append(Line(" \(strings.perNote) · \(view.range)", .bold))
        body += keyboardChart(width: size.columns - 2, height: chartHeight)
        body.append(.blank)
        body.append(Line(" \(strings.timeline)", .bold))
        body += timeline(width: size.columns - 12, strings: strings)
        body.append(.blank)
        body.append(Line(" \(strings.matching)", .bold))
        if let mean = view.matching.meanAbsoluteError {
            let sd = view.matching.standardDeviation.map { String(format: " ± %.1f", $0) } ?? ""
            body.append(Line("   \(view.matching.count) \(strings.matches) · \(strings.meanError) \(String(format: "%.1f", mean))\(sd) \(strings.cents)"))
        } else {
            body.append(Line("   " + strings.noMatches, .dim))
        }
        return Layout.frame(
            title: "Peach — \(strings.profile)", body: body, keys: [strings.keyBack, strings.keyQuit],
            status: status, strings: strings, size: size)
    }

    /// One column per note (or per group of notes on a narrow terminal): the mean as ●,
    /// ± SD as ┃, over a drawn keyboard with the C's named.
    func keyboardChart(width: Int, height: Int) -> [Line] {
        let notes = view.range.notes
        let axis = 7
        let perColumn = max(1, Int((Double(notes.count) / Double(max(1, width - axis))).rounded(.up)))
        let groups = stride(from: 0, to: notes.count, by: perColumn).map { Array(notes[$0..<min($0 + perColumn, notes.count)]) }
        let columns: [(mean: Double, sd: Double)?] = groups.map { group in
            let trained = group.map { view.profile[$0] }.filter(\.isTrained)
            guard !trained.isEmpty else { return nil }
            let mean = trained.map { $0.mean ?? 0 }.reduce(0, +) / Double(trained.count)
            let sd = trained.map { $0.standardDeviation ?? 0 }.reduce(0, +) / Double(trained.count)
            return (mean, sd)
        }
        let top = max(1, columns.compactMap { $0.map { $0.mean + $0.sd } }.max() ?? 1)
        var lines: [Line] = []
        for row in 0..<height {
            // Row `row` covers the values between its lower and upper edge.
            let upper = top * Double(height - row) / Double(height)
            let lower = top * Double(height - row - 1) / Double(height)
            let label = row == 0 ? Layout.padLeft(String(format: "%.0f", top), axis - 2) + " ┤" : row == height - 1 ? Layout.padLeft("0", axis - 2) + " ┤" : String(repeating: " ", count: axis - 2) + " │"
            var cells = ""
            for column in columns {
                guard let column else {
                    cells += row == height - 1 ? "·" : " "
                    continue
                }
                if column.mean >= lower && column.mean < upper || (row == 0 && column.mean >= upper) {
                    cells += "●"
                } else if column.mean + column.sd >= lower && column.mean - column.sd < upper {
                    cells += "┃"
                } else {
                    cells += " "
                }
            }
            lines.append(Line([Span(" " + label, .dim), Span(cells, .good)]))
        }
        var keys = "", names = ""
        for group in groups {
            let first = group[0]
            keys += [1, 3, 6, 8, 10].contains(first.rawValue % 12) && perColumn == 1 ? "▀" : "▔"
            if first.rawValue % 12 == 0 || group.contains(where: { $0.rawValue % 12 == 0 }) && perColumn > 1 {
                let name = group.first { $0.rawValue % 12 == 0 }?.name ?? first.name
                if names.count <= keys.count - 1 { names += Layout.pad("", keys.count - 1 - names.count) + name }
            }
        }
        lines.append(Line(String(repeating: " ", count: axis) + keys, .dim))
        lines.append(Line(String(repeating: " ", count: axis) + names, .dim))
        return lines
    }

    /// The daily mean threshold as a sparkline, the rolling mean beside it.
    func timeline(width: Int, strings: Strings) -> [Line] {
        guard let latest = view.days.last else { return [Line("   " + strings.noComparisons, .dim)] }
        let shown = Array(view.days.suffix(max(1, width)))
        let top = max(0.1, shown.map { max($0.mean, $0.rollingMean) }.max() ?? 1)
        let blocks = Array("▁▂▃▄▅▆▇█")
        func spark(_ values: [Double]) -> String {
            String(values.map { blocks[min(blocks.count - 1, max(0, Int(($0 / top) * Double(blocks.count - 1) + 0.5)))] })
        }
        let rollingSD = latest.rollingStandardDeviation.map { String(format: " ± %.1f", $0) } ?? ""
        return [
            Line([Span("   " + Layout.pad(strings.mean, 8), .dim), Span(spark(shown.map(\.mean)), .good)]),
            Line([Span("   " + Layout.pad("⌀ 20", 8), .dim), Span(spark(shown.map(\.rollingMean)), .close)]),
            Line("   \(strings.days(shown.count)) · \(String(format: "%.1f", latest.rollingMean))\(rollingSD) \(strings.cents)"),
        ]
    }
}
