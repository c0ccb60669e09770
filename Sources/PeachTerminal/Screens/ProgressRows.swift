import Foundation
import PeachCore

/// Sparklines on one logarithmic scale in cents, a row each: a value per training day, then
/// where the row stands now. A row whose words do not fit beside its sparkline gives them a
/// line of their own below it, so nothing is cut at 80 columns.
struct ProgressRows {
    struct Row {
        var label: String
        var days: [Double?]
        var now: String
    }

    let rows: [Row]

    /// At least this many days show, however long the words beside them.
    static let shortestSparkline = 4

    func lines(width: Int, strings: Strings) -> [Line] {
        let labelWidth = (rows.map(\.label.count).max() ?? 14) + 2
        let sparkRoom = max(Self.shortestSparkline, width - 3 - labelWidth - 1)
        // Beside the sparkline when the words and the shortest sparkline fit; else below it.
        let beside = rows.map { row in
            let spark = row.days.contains { $0 != nil } ? Self.shortestSparkline + 2 : 0
            return 3 + labelWidth + spark + row.now.count <= width
        }
        let shown = zip(rows, beside).map { row, beside in
            Array(row.days.suffix(beside ? max(Self.shortestSparkline, width - 3 - labelWidth - 3 - row.now.count) : sparkRoom))
        }
        let axis = CentsAxis(covering: shown.flatMap { $0.compactMap { $0 } })
        let blocks = Array("▁▂▃▄▅▆▇█")
        var lines: [Line] = []
        for ((row, values), beside) in zip(zip(rows, shown), beside) {
            let label = Span("   " + Layout.pad(row.label, labelWidth), .dim)
            let trained = values.contains { $0 != nil }
            var spans = [label]
            if trained {
                let marks: [Character] = values.map { value in
                    guard let value else { return " " }
                    return blocks[min(blocks.count - 1, Int(axis.position(of: value) * Double(blocks.count - 1) + 0.5))]
                }
                spans.append(Span(String(marks), .good))
            }
            let style: TextStyle = trained ? .plain : .dim
            if beside {
                spans.append(Span((trained ? "  " : "") + row.now, style))
                lines.append(Line(spans))
            } else {
                lines.append(Line(spans))
                lines += Layout.paragraph(row.now, style, columns: width, indent: 5)
            }
        }
        // The scale, where a sparkline is drawn on it.
        if shown.contains(where: { $0.contains { $0 != nil } }) {
            lines.append(Line("   " + Layout.pad("", labelWidth) + "▁ \(strings.tick(axis.lowest)) ¢ … █ \(strings.tick(axis.highest)) ¢", .dim))
        }
        return lines
    }
}
