import PeachCore

/// The frame every screen shares: a title at the top, the footer of keys and the status
/// line at the bottom, the screen's own lines between.
public enum Layout {
    public static func frame(
        title: String, body: [Line], keys: [String], status: StatusLine, strings: Strings, size: FullScreenTerminal.Size
    ) -> Frame {
        var lines: [Line] = [Line([Span(" " + title, .heading)]), .blank]
        let footer = footerLines(keys, columns: size.columns)
        let statusLines = status.lines(strings, columns: size.columns)
        lines += body.prefix(bodyRows(keys: keys, status: statusLines.count, size: size))
        while lines.count < size.rows - statusLines.count - footer.count { lines.append(.blank) }
        lines += footer.map { Line([Span($0, .dim)]) }
        lines += statusLines
        return Frame(size: size, lines: Array(lines.suffix(size.rows)))
    }

    /// The lines around `index` where not all fit in `room` rows, with a mark where more
    /// lies ("↑ 3 more rows"): the line at `index` is never out of sight. At either end one
    /// mark is enough; between them a mark on each side.
    static func window(_ lines: [Line], around index: Int, rows room: Int, indent: String, strings: Strings) -> [Line] {
        guard lines.count > room else { return lines }
        guard room >= 3 else { return [lines[index]] }
        func above(_ first: Int) -> Line { Line(indent + "↑ " + strings.moreInList(first), .dim) }
        func below(_ last: Int) -> Line { Line(indent + "↓ " + strings.moreInList(lines.count - last), .dim) }
        if index < room - 1 { return lines[0..<(room - 1)] + [below(room - 1)] }
        if index >= lines.count - (room - 1) { return [above(lines.count - (room - 1))] + lines[(lines.count - (room - 1))...] }
        let shown = room - 2
        let first = min(max(0, index - shown / 2), lines.count - shown)
        return [above(first)] + lines[first..<(first + shown)] + [below(first + shown)]
    }

    /// `rows` of `lines` from `top` on, a scrolling screen's window: where lines lie above
    /// or below, the first or last row says how many instead ("↑ 3 more rows").
    static func scrolled(_ lines: [Line], top: Int, rows: Int, strings: Strings) -> [Line] {
        guard lines.count > rows else { return lines }
        guard rows >= 3 else { return Array(lines.prefix(rows)) }
        let top = clampedTop(top, count: lines.count, rows: rows)
        var shown = Array(lines[top..<(top + rows)])
        if top > 0 { shown[0] = Line("   ↑ " + strings.moreInList(top + 1), .dim) }
        if top + rows < lines.count { shown[rows - 1] = Line("   ↓ " + strings.moreInList(lines.count - (top + rows - 1)), .dim) }
        return shown
    }

    /// A scrolling window's first line, kept so that the window is full.
    static func clampedTop(_ top: Int, count: Int, rows: Int) -> Int { min(max(0, top), max(0, count - rows)) }

    /// How many of a screen's own lines fit between the title and the footer.
    static func bodyRows(keys: [String], status: Int, size: FullScreenTerminal.Size) -> Int {
        max(0, size.rows - 2 - status - footerLines(keys, columns: size.columns).count)
    }

    /// The keys, wrapped between keys (never inside one) so that every key a narrow window
    /// needs, Esc and q above all, stays readable; and balanced: as many lines as the
    /// window needs, each about as long as the others, so that no key ("q quit") stands
    /// alone on a last line where it reads like something apart.
    static func footerLines(_ keys: [String], columns: Int) -> [String] {
        let greedy = wrapKeys(keys, width: columns - 1)
        guard greedy.count > 1 else { return greedy }
        // The narrowest width that needs no more lines than the window's: even lines.
        var balanced = greedy
        var width = columns - 2
        while width > 0 {
            let narrower = wrapKeys(keys, width: width)
            if narrower.count > greedy.count { break }
            balanced = narrower
            width -= 1
        }
        return balanced
    }

    private static func wrapKeys(_ keys: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for key in keys {
            let candidate = current.isEmpty ? " " + key : current + "  ·  " + key
            if !current.isEmpty && candidate.count > width {
                lines.append(current)
                current = " " + key
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Prose, indented and wrapped between words to the window's width: a help line or a
    /// message must be read whole in an 80-column terminal. A word longer than a line (a
    /// path) is left whole; the terminal cuts it.
    public static func paragraph(_ text: String, _ style: TextStyle = .plain, columns: Int, indent: Int = 3) -> [Line] {
        let margin = String(repeating: " ", count: indent)
        let width = max(20, columns - indent - 1)
        var lines: [Line] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(Line(margin + current, style))
                current = String(word)
            }
        }
        lines.append(Line(text.isEmpty ? "" : margin + current, style))
        return lines
    }

    /// Pads `text` to `width` columns (or cuts it), for tables.
    public static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }

    public static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

/// The bottom lines: the JACK server and Peach's client, rate and buffer, xruns; the MIDI
/// sources in use and the latest warning (a failed database write, a failed connect).
public struct StatusLine: Hashable, Sendable {
    public var server: String
    public var client: String
    public var jackRunning: Bool
    public var sampleRate: Int
    public var bufferSize: Int
    public var xruns: Int
    public var midiSources: [String]
    public var warning: String?
    /// On the rhythm screens that time taps: the latencies a tap is corrected by.
    public var latency: StudioLatency?
    public var extraLatencyMs = 0.0
    /// When taps are heard through the audio input too: its capture latency in ms.
    public var audioInputLatencyMs: Double?
    /// On a screen that listens: the input's level and whether a pitch is heard.
    public var input: String?

    public init(
        server: String = "default", client: String, jackRunning: Bool, sampleRate: Int, bufferSize: Int, xruns: Int, midiSources: [String], warning: String? = nil
    ) {
        self.server = server
        self.client = client
        self.jackRunning = jackRunning
        self.sampleRate = sampleRate
        self.bufferSize = bufferSize
        self.xruns = xruns
        self.midiSources = midiSources
        self.warning = warning
    }

    /// A warning gets at most this many lines of its own; the rest is cut with "…".
    static let warningLines = 3

    /// The audio side, then the controls and the latest warning: beside the MIDI sources
    /// where it fits, else wrapped on lines of its own below them, so that a config file's
    /// warning is read whole, not cut at the window's edge.
    public func lines(_ strings: Strings, columns: Int = .max) -> [Line] {
        let audio = Line([
            Span(" JACK \(server) · \(client): ", .inverse),
            Span(jackRunning ? strings.jackRunning : strings.jackDown, jackRunning ? .inverse : .bad),
            Span(" · \(sampleRate) Hz · \(bufferSize) \(strings.frames) · ", .inverse),
            Span("\(strings.xruns) \(xruns) ", xruns > 0 ? .moderate : .inverse),
        ])
        var midiText = " MIDI: \(midiSources.isEmpty ? strings.none : midiSources.joined(separator: ", "))"
        if let latency { midiText += " · " + strings.latencyInUse(latency, extraMs: extraLatencyMs, audioInMs: audioInputLatencyMs) }
        if let input { midiText += " · " + input }
        let midi = Span(midiText, .dim)
        guard let warning else { return [audio, Line([midi])] }
        let said = "⚠ \(strings.warning): \(warning)"
        if midi.text.count + 2 + said.count <= columns - 1 { return [audio, Line([midi, Span("  " + said, .moderate)])] }
        var wrapped = Layout.paragraph(said, .moderate, columns: columns, indent: 1)
        if wrapped.count > Self.warningLines {
            wrapped = Array(wrapped.prefix(Self.warningLines))
            wrapped[Self.warningLines - 1].spans[0].text += " …"
        }
        return [audio, Line([midi])] + wrapped
    }
}
