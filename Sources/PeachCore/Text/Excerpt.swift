/// What a message quotes of a person's input (a config value, a CSV field, a value in a
/// backup, an argument, a headless command): at most 40 characters, control characters
/// escaped, an ellipsis where it was cut. A value can be megabytes long, or an escape
/// sequence that clears the screen or retitles the terminal; quoted through here it is
/// neither.
public enum Excerpt {
    public static let limit = 40

    /// `text`'s first `limit` characters (Unicode scalars), each control character (C0, DEL,
    /// C1) written as its escape (`\u{1B}`), then "…" when there was more.
    public static func of(_ text: some StringProtocol, limit: Int = Excerpt.limit) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return out + "…" }
            out += isControl(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
            count += 1
        }
        return out
    }

    /// Whether `text` holds a character `of` escapes.
    public static func hasControls(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    /// Bidirectional overrides and isolates are formats, not controls, but they reorder
    /// what the terminal shows after them: escaped too.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
