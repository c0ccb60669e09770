import Foundation
import PeachCore

/// Changes one value in a config file's text and leaves every other byte as it was —
/// comments, blank lines, line endings, the layout of other values: what `peach midi learn`
/// and the settings screen write. It edits through the parser: the value is replaced by
/// exactly the bytes the parser read it from (a multi-line array or an inline table whole),
/// so any file the parser accepts stays one it accepts. A file that does not parse is not
/// edited at all.
public struct ConfigEditor {
    public private(set) var text: String

    public init(text: String) {
        self.text = text
    }

    /// Sets `key` in `[section]` to `value` (TOML text, e.g. `0.5` or `["P5", "M3-down"]`):
    /// replaces the existing value (keeping the comment after it), or adds the line after
    /// the section's last one, or adds the section at the end. Throws `TOMLSyntaxError` when
    /// the file, the value or (never, by construction) the result does not parse.
    public mutating func set(_ key: String, to value: String, in section: String) throws {
        let bytes = Array(text.utf8)
        let document = try TOMLDocument(parsing: bytes)
        // The new value must be one value on its own (not "1\nother = 2").
        let alone = try TOMLDocument(parsing: "\(key) = \(value)\n")
        guard alone.sections.count == 1, alone.sections[0].entries.count == 1 else {
            throw TOMLSyntaxError(line: 1, column: key.count + 4, message: "'\(Excerpt.of(value))' is more than one value")
        }
        let newline = Array(document.lineEnding.utf8)
        var edited: [UInt8]
        if let target = document.sections.first(where: { $0.name == section }) {
            if let entry = target.entries.first(where: { $0.key == key }) {
                // Comments inside the old value (a multi-line array's) stay, above the key.
                var lineStart = entry.keyOffset
                while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                let indent = Array(bytes[lineStart..<entry.keyOffset])
                let kept = Self.comments(in: bytes[entry.valueRange]).flatMap { indent + $0 + newline }
                edited = Array(bytes[..<lineStart]) + kept + Array(bytes[lineStart..<entry.valueRange.lowerBound]) + Array(value.utf8)
                    + Array(bytes[entry.valueRange.upperBound...])
            } else if target.name.isEmpty && target.entries.isEmpty {
                // A top-level key goes before the first section, at the very start.
                let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                edited = Array(bytes[..<start]) + Array("\(key) = \(value)".utf8) + newline + Array(bytes[start...])
            } else {
                edited = Array(bytes[..<target.end]) + newline + Array("\(key) = \(value)".utf8) + Array(bytes[target.end...])
            }
        } else {
            edited = bytes
            if let last = edited.last, last != 0x0A { edited += newline }
            if !edited.isEmpty { edited += newline }
            edited += Array("[\(section)]".utf8) + newline + Array("\(key) = \(value)".utf8) + newline
        }
        let result = String(decoding: edited, as: UTF8.self)
        _ = try TOMLDocument(parsing: edited)
        text = result
    }

    /// The `# …` comments in a value's text, outside its strings, each to its line's end.
    static func comments(in value: ArraySlice<UInt8>) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var quote: UInt8?
        var index = value.startIndex
        while index < value.endIndex {
            let byte = value[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") && open == 0x22 {
                    index += 1
                } else if byte == open {
                    quote = nil
                }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == UInt8(ascii: "#") {
                var end = index
                while end < value.endIndex, value[end] != 0x0A, value[end] != 0x0D { end += 1 }
                result.append(Array(value[index..<end]))
                index = end
                continue
            }
            index += 1
        }
        return result
    }

    /// TOML for a string value.
    public static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension ConfigEditor {
    /// Writes the text beside the file (a temporary of its own, with the file's permissions,
    /// flushed to disk), then renames it over: a crash never leaves half a config file, a
    /// reader sees the old file or the new one, and a symlinked config stays a symlink (the
    /// file it points to is replaced).
    public func save(to path: String) throws {
        let target = Self.resolved(path)
        let folder = (target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ConfigWriteError(path: path, reason: "its folder cannot be made")
        }
        var template = Array((target + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw ConfigWriteError(path: path, reason: String(cString: strerror(errno))) }
        // mkstemp filled in the X's; the name is the bytes before the terminating zero.
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ reason: String) -> ConfigWriteError {
            close(descriptor)
            unlink(temporary)
            return ConfigWriteError(path: path, reason: reason)
        }
        var info = stat()
        fchmod(descriptor, stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644)
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw fail(String(cString: strerror(errno)))
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw fail(String(cString: strerror(errno))) }
        close(descriptor)
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ConfigWriteError(path: path, reason: reason)
        }
        // The rename itself on disk.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// A new file's header: where every key is documented on a machine Peach is installed
    /// on (scripts/install and the package put the documented file there), not in sources
    /// an installed Peach does not have.
    public static let newFileHeader = """
        # Peach configuration. Every key, with its default and range, is documented in
        # share/doc/peach/peach.toml where Peach is installed: ~/.local/share/doc/peach/peach.toml,
        # or /usr/share/doc/peach/peach.toml from the package.

        """

    /// The file's text, or the header for a file that does not exist yet.
    public static func opening(_ path: String) throws -> ConfigEditor {
        guard FileManager.default.fileExists(atPath: path) else {
            return ConfigEditor(text: newFileHeader)
        }
        return ConfigEditor(text: try PeachConfiguration.readText(path))
    }
}

/// The config file could not be written; it was left as it was.
public struct ConfigWriteError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason); the file was left as it was" }
}
