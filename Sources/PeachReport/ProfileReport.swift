import Foundation
import PeachCore

/// `peach report --html`: one self-contained HTML page (inline CSS and SVG, no network
/// references) of the registered disciplines' sections in the registry's order
/// (`ProfileHTMLSection`): thresholds with their 95 % intervals, charts across the keyboard
/// and over time, the rhythm disciplines per tempo band. Cents on logarithmic axes,
/// milliseconds on linear ones, axes titled, every mark in a legend. Readable in any
/// browser and printable; XHTML-compatible markup, so an XML parser can check it.
public struct ProfileReport {
    public var snapshot: ProfileSnapshot
    public var generated: Date
    public var sections: [any ProfileHTMLSection]

    public init(snapshot: ProfileSnapshot, generated: Date, sections: [any ProfileHTMLSection]) {
        self.snapshot = snapshot
        self.generated = generated
        self.sections = sections
    }

    public var html: String {
        let counts = sections.flatMap { $0.counts(in: snapshot) }
        let body = sections.map { $0.html(of: snapshot) }.filter { !$0.isEmpty }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>Peach — your ear</title>
            <style>
            body { font-family: sans-serif; margin: 2em; color: #222; max-width: 60em; }
            h1 { font-weight: 500; } h2 { font-weight: 500; margin-top: 2em; }
            table.summary { border-collapse: collapse; } table.summary td, table.summary th { padding: 0.25em 1.2em 0.25em 0; text-align: left; }
            table.summary th { font-weight: 500; color: #555; border-bottom: 1px solid #ccc; }
            svg { width: 100%; height: auto; }
            .band { fill: #f4a261; fill-opacity: 0.35; } .line { fill: none; stroke: #e76f51; stroke-width: 2; }
            .point { fill: #e76f51; } .whisker { stroke: #e76f51; stroke-width: 1.5; }
            .point.rough { fill: #fff; stroke: #888; stroke-width: 1.5; } .whisker.rough { stroke: #888; stroke-dasharray: 3 2; }
            table.rhythm td.n { white-space: nowrap; } table.rhythm tr.total td { border-bottom: 1px solid #ddd; } table.rhythm tr.part td { color: #444; } table.rhythm tr.part td:first-child { color: #999; }
            .spread { fill: #2a6f97; fill-opacity: 0.18; } .zero { stroke: #666; stroke-width: 1; stroke-dasharray: 5 3; }
            .mean { fill: none; stroke: #2a6f97; stroke-width: 1.2; } .matching { fill: #2a9d8f; } .matchline { fill: none; stroke: #2a9d8f; stroke-width: 2; }
            .axis { stroke: #999; stroke-width: 1; } .grid { stroke: #e4e4e4; stroke-width: 1; }
            .label { font-size: 11px; fill: #555; } .title { font-size: 12px; fill: #333; }
            .white { fill: #fff; stroke: #999; } .black { fill: #333; }
            @media print { body { margin: 0; } h2 { page-break-after: avoid; } svg { page-break-inside: avoid; } }
            </style>
            </head>
            <body>
            <h1>Peach — your ear</h1>
            <p>Generated \(([Self.dateText(generated)] + counts).joined(separator: ", ")).</p>
            \(body)
            </body>
            </html>

            """
    }

    static func taskName(_ task: ListeningTask) -> String {
        task.interval == .unison ? "Single notes" : "\(task.interval.shortName) \(task.direction == .up ? "up" : "down")"
    }

    /// The same words and arrows as the screens.
    static func trendText(_ trend: Trend?) -> String {
        trend.map { "\($0.arrow) \($0.rawValue)" } ?? "no trend yet"
    }

    static func cents(_ value: Double?) -> String { value.map { "\(number($0)) ¢" } ?? "–" }
    static func number(_ value: Double) -> String { String(format: "%.1f", value) }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func dateText(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
    }
}

/// One discipline's part of `peach report --html`, from its section of the snapshot (an
/// empty one where it has none yet).
public protocol ProfileHTMLSection: Sendable {
    /// Its records counted for the page's first line ("120 comparisons"); none to say nothing.
    func counts(in snapshot: ProfileSnapshot) -> [String]
    /// Its headings, text, tables and charts.
    func html(of snapshot: ProfileSnapshot) -> String
}
