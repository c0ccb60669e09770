import Foundation

/// Changes `key = value` lines in a config file's text and leaves every other line,
/// comments included, as it was: what `peach midi learn` and the settings screen write.
public struct ConfigEditor {
    public private(set) var text: String

    public init(text: String) {
        self.text = text
    }

    /// Sets `key` in `[section]` to `value` (already TOML): replaces the value of an
    /// existing line (keeping its trailing comment), or adds the line at the end of the
    /// section, or adds the section.
    public mutating func set(_ key: String, to value: String, in section: String) {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        var current = ""
        var sectionEnd: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                if current == section { break }
                current = String(trimmed.dropFirst().prefix { $0 != "]" }).trimmingCharacters(in: .whitespaces)
                if current == section { sectionEnd = index }
                continue
            }
            guard current == section else { continue }
            if !trimmed.isEmpty && !trimmed.hasPrefix("#") { sectionEnd = index }
            guard Self.key(of: trimmed) == key else { continue }
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            lines[index] = indent + "\(key) = \(value)" + Self.trailingComment(of: line)
            text = lines.joined(separator: "\n") + "\n"
            return
        }
        if let end = sectionEnd {
            lines.insert("\(key) = \(value)", at: end + 1)
        } else {
            if let last = lines.last, !last.isEmpty { lines.append("") }
            lines.append("[\(section)]")
            lines.append("\(key) = \(value)")
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    private static func key(of line: String) -> String? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let key = line[..<equals].trimmingCharacters(in: .whitespaces)
        return key.isEmpty || key.contains(" ") ? nil : key
    }

    /// The `# …` after a value, outside any string, with the spacing before it.
    private static func trailingComment(of line: String) -> String {
        var quote: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == "\\" && open == "\"" {
                    index = line.index(after: index)
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                var start = index
                while start > line.startIndex, line[line.index(before: start)] == " " { start = line.index(before: start) }
                return String(line[start...])
            }
            index = line.index(after: index)
        }
        return ""
    }

    /// TOML for a string value.
    public static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

extension ConfigEditor {
    /// Writes the text beside the file, then renames it over: a crash never leaves half a
    /// config file, and a reader sees the old file or the new one.
    public func save(to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let temporary = path + ".tmp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
        }
    }

    /// The file's text, or a one-line header for a file that does not exist yet.
    public static func opening(_ path: String) -> ConfigEditor {
        ConfigEditor(text: (try? String(contentsOfFile: path, encoding: .utf8))
            ?? "# Peach configuration (see config/peach.toml in Peach's sources for every key).\n")
    }
}
