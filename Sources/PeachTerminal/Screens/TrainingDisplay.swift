import Foundation
import PeachCore

/// Pieces both training screens draw.
enum TrainingDisplay {
    /// The state, big: a box across the screen, so it reads at a glance from the keyboard.
    static func stateBox(_ text: String, style: TextStyle, width: Int) -> [Line] {
        // Wider for a long verdict ("it was flat of the minor seventh down"), within the window.
        let inner = max(20, min(width - 8, max(44, text.count + 2)))
        let padding = max(0, inner - text.count)
        let left = padding / 2
        let centred = String(repeating: " ", count: left) + text + String(repeating: " ", count: padding - left)
        return [
            Line("   ┌" + String(repeating: "─", count: inner) + "┐"),
            Line([Span("   │"), Span(centred, style), Span("│")]),
            Line("   └" + String(repeating: "─", count: inner) + "┘"),
        ]
    }

    /// Wide enough for the longest label in either language ("Hier beantwortet") and a gap.
    static let labelWidth = 18

    static func row(_ label: String, _ value: String, _ style: TextStyle = .plain) -> Line {
        Line([Span("   " + Layout.pad(label, labelWidth)), Span(value, style)])
    }

    /// A row whose value may be longer than the window (an interval's verdict in German at
    /// 80 columns): the value wraps between words under itself, never cut.
    static func rows(_ label: String, _ value: String, _ style: TextStyle, columns: Int) -> [Line] {
        let indent = 3 + labelWidth
        var lines = Layout.paragraph(value, style, columns: columns, indent: indent)
        lines[0] = Line([Span("   " + Layout.pad(label, labelWidth)), Span(String(lines[0].text.dropFirst(indent)), style)])
        return lines
    }

    static func cents(_ value: Double, _ strings: Strings) -> String {
        strings.number(value) + " " + strings.cents
    }

    /// Milliseconds as a drummer reads them: one decimal below 10 ms, whole above.
    static func milliseconds(_ value: Double, _ strings: Strings) -> String {
        strings.number(value, decimals: value < 10 ? 1 : 0) + " ms"
    }

    static func interval(_ interval: DirectedInterval, _ system: TuningSystem, _ strings: Strings) -> String {
        let direction = interval.direction == .up ? strings.up : strings.down
        return "\(interval.interval.shortName) \(direction) · \(strings.tuningSystem(system.rawValue))"
    }
}
