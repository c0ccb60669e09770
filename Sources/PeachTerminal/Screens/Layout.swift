/// The frame every screen shares: a title at the top, the footer of keys and the status
/// line at the bottom, the screen's own lines between.
public enum Layout {
    public static func frame(
        title: String, body: [Line], keys: [String], status: StatusLine, strings: Strings, size: TerminalSession.Size
    ) -> Frame {
        var lines: [Line] = [Line([Span(" " + title, .heading)]), .blank]
        let room = max(0, size.rows - 4)
        lines += body.prefix(room)
        while lines.count < size.rows - 2 { lines.append(.blank) }
        lines.append(Line([Span(" " + keys.joined(separator: "  ·  "), .dim)]))
        lines.append(status.line(strings))
        return Frame(size: size, lines: Array(lines.suffix(size.rows)))
    }

    /// Pads `text` to `width` columns (or cuts it), for tables.
    public static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }

    public static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

/// The bottom line: the JACK server and client, rate and buffer, xruns, the MIDI sources
/// in use, and the latest warning (a failed database write, a failed connect).
public struct StatusLine: Hashable, Sendable {
    public var client: String
    public var jackRunning: Bool
    public var sampleRate: Int
    public var bufferSize: Int
    public var xruns: Int
    public var midiSources: [String]
    public var warning: String?

    public init(
        client: String, jackRunning: Bool, sampleRate: Int, bufferSize: Int, xruns: Int, midiSources: [String], warning: String? = nil
    ) {
        self.client = client
        self.jackRunning = jackRunning
        self.sampleRate = sampleRate
        self.bufferSize = bufferSize
        self.xruns = xruns
        self.midiSources = midiSources
        self.warning = warning
    }

    public func line(_ strings: Strings) -> Line {
        var spans: [Span] = [
            Span(" JACK \(client): ", .inverse),
            Span(jackRunning ? strings.jackRunning : strings.jackDown, jackRunning ? .inverse : .bad),
            Span(" · \(sampleRate) Hz · \(bufferSize) \(strings.frames) · ", .inverse),
            Span("\(strings.xruns) \(xruns)", xruns > 0 ? .moderate : .inverse),
            Span(" · MIDI: \(midiSources.isEmpty ? strings.none : midiSources.joined(separator: ", ")) ", .inverse),
        ]
        if let warning { spans.append(Span(" ⚠ \(strings.warning): \(warning)", .moderate)) }
        return Line(spans)
    }
}
