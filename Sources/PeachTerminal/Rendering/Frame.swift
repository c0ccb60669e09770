/// How a piece of text looks. Colour always comes with a text or symbol that says the
/// same thing, so a monochrome terminal (or `NO_COLOR`) loses nothing.
public enum TextStyle: Hashable, Sendable {
    case plain, bold, dim, inverse, heading
    case good, close, moderate, bad
}

/// A run of text in one style.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: TextStyle

    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of the screen.
public struct Line: Hashable, Sendable, ExpressibleByStringLiteral {
    public var spans: [Span]

    public init(_ spans: [Span]) { self.spans = spans }
    public init(_ text: String, _ style: TextStyle = .plain) { spans = [Span(text, style)] }
    public init(stringLiteral text: String) { spans = [Span(text)] }

    public static let blank = Line([])

    /// The text without styles: what a monochrome terminal and the tests read.
    public var text: String { spans.map(\.text).joined() }
}

/// A whole screen's worth of lines, drawn at once so that nothing flickers.
public struct Frame: Hashable, Sendable {
    public var size: FullScreenTerminal.Size
    public var lines: [Line]

    public init(size: FullScreenTerminal.Size, lines: [Line]) {
        self.size = size
        self.lines = lines
    }

    /// The escape sequences that draw this frame from the top-left corner: each line is cut
    /// to the width, and what the frame does not cover is cleared.
    public func ansi(colour: Bool) -> String {
        var out = "\u{1B}[H"
        for row in 0..<size.rows {
            out += "\u{1B}[\(row + 1);1H"
            if row < lines.count {
                var remaining = size.columns
                for span in lines[row].spans where remaining > 0 {
                    let text = String(span.text.prefix(remaining))
                    remaining -= text.count
                    let code = colour ? Self.code(span.style) : Self.monochromeCode(span.style)
                    out += code.isEmpty ? text : "\u{1B}[\(code)m\(text)\u{1B}[0m"
                }
            }
            out += "\u{1B}[K"
        }
        return out
    }

    private static func code(_ style: TextStyle) -> String {
        switch style {
        case .plain: ""
        case .bold: "1"
        case .dim: "2"
        case .inverse: "7"
        case .heading: "1;36"
        case .good: "1;32"
        case .close: "32"
        case .moderate: "33"
        case .bad: "1;31"
        }
    }

    private static func monochromeCode(_ style: TextStyle) -> String {
        switch style {
        case .plain, .close, .moderate: ""
        case .bold, .heading, .good, .bad: "1"
        case .dim: "2"
        case .inverse: "7"
        }
    }
}
