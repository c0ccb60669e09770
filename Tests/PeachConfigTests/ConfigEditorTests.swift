import Foundation
import PeachCore
import Testing
@testable import PeachConfig

@Suite("Editing the config file through the parser")
struct ConfigEditorTests {
    func edited(_ text: String, _ key: String, _ value: String, in section: String = "training") throws -> String {
        var editor = ConfigEditor(text: text)
        try editor.set(key, to: value, in: section)
        return editor.text
    }

    @Test("a new config file's header points to the documented peach.toml where an install puts it, not to Peach's sources")
    func newFileHeader() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peach-header-\(UInt32.random(in: 0...UInt32.max)).toml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var editor = try ConfigEditor.opening(path)
        try editor.set("noteDuration", to: "0.5", in: "training")
        try editor.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("share/doc/peach/peach.toml") && text.contains("/usr/share/doc/peach/peach.toml"), "\(text)")
        #expect(!text.contains("sources"), "\(text)")
        #expect(try PeachConfiguration.load(path: path, mustExist: true, disciplineSettings: []).training.noteDuration == 0.5)
    }

    @Test("a value is replaced in place; every comment, blank line and other value stays byte for byte")
    func inPlace() throws {
        let original = """
            # my studio
            [training]
            noteDuration = 1.0   # a bit long

            noteGap = 0.0
            [midi]
            splitNote = 60

            """
        let result = try edited(original, "noteDuration", "0.5")
        #expect(result == original.replacingOccurrences(of: "noteDuration = 1.0", with: "noteDuration = 0.5"))
    }

    @Test("a multi-line array is replaced whole; the comments inside it move above the key; what follows it stays")
    func multiLineArray() throws {
        let original = """
            [training]
            intervals = [
                "P5",       # the fifth
                "M3-down",
            ]   # my set
            tuningSystem = "justIntonation"

            """
        let result = try edited(original, "intervals", "[\"P4\"]")
        #expect(result == """
            [training]
            # the fifth
            intervals = ["P4"]   # my set
            tuningSystem = "justIntonation"

            """)
        let configuration = try PeachConfiguration.parse(result, file: "c.toml")
        #expect(configuration.training.intervals.map(\.description) == ["P4"])
        #expect(configuration.training.tuningSystem == .justIntonation)
    }

    @Test("an inline table is replaced whole")
    func inlineTable() throws {
        let original = "[midi]\nhigher = { note = 62, channel = 10 } # pad 1\nlower = { note = 60 }\n"
        let result = try edited(original, "higher", "{ cc = 20 }", in: "midi")
        #expect(result == "[midi]\nhigher = { cc = 20 } # pad 1\nlower = { note = 60 }\n")
    }

    @Test("a new key goes after the section's last line (its comment included); a new section at the end")
    func adding() throws {
        let original = "[training]\nnoteGap = 0.0  # silence\n# end of training\n\n[midi]\nsplitNote = 60\n"
        #expect(try edited(original, "noteDuration", "0.5") == "[training]\nnoteGap = 0.0  # silence\nnoteDuration = 0.5\n# end of training\n\n[midi]\nsplitNote = 60\n")
        #expect(try edited("[midi]\nsplitNote = 60", "noteGap", "1.0") == "[midi]\nsplitNote = 60\n\n[training]\nnoteGap = 1.0\n")
        #expect(try edited("", "noteGap", "1.0") == "[training]\nnoteGap = 1.0\n")
        #expect(try edited("[training]\n", "noteGap", "1.0") == "[training]\nnoteGap = 1.0\n")
    }

    @Test("a new top-level key goes before the first section, after a byte-order mark")
    func topLevel() throws {
        #expect(try edited("[training]\nnoteGap = 1\n", "version", "2", in: "") == "version = 2\n[training]\nnoteGap = 1\n")
        #expect(try edited("\u{FEFF}[training]\n", "version", "2", in: "") == "\u{FEFF}version = 2\n[training]\n")
        #expect(try edited("# mine\nversion = 1\n[training]\n", "version", "2", in: "") == "# mine\nversion = 2\n[training]\n")
        var editor = ConfigEditor(text: "[training]\n")
        #expect(throws: TOMLSyntaxError.self) { try editor.set("noteGap", to: "1\nother = 2", in: "training") }
    }

    @Test("CR LF files stay CR LF, new lines included")
    func crlf() throws {
        let original = "# mine\r\n[training]\r\nnoteGap = 0.0\r\n"
        let result = try edited(original, "noteDuration", "0.5")
        #expect(result == "# mine\r\n[training]\r\nnoteGap = 0.0\r\nnoteDuration = 0.5\r\n")
        #expect(try edited(result, "noteGap", "2.0") == "# mine\r\n[training]\r\nnoteGap = 2.0\r\nnoteDuration = 0.5\r\n")
        #expect(try PeachConfiguration.parse(result, file: "c.toml").training.noteDuration == 0.5)
    }

    @Test("a # inside a string is not a comment")
    func hashInString() throws {
        #expect(try edited("[jack]\nclientName = \"pea#ch\" # name\n", "clientName", ConfigEditor.quoted("peach2"), in: "jack")
            == "[jack]\nclientName = \"peach2\" # name\n")
    }

    @Test("a file the parser refuses is not edited: a section twice is named with its line and column")
    func refusesBrokenFiles() {
        for (text, line, column) in [("[training]\nnoteGap = 1\n[training]\nnoteDuration = 2\n", 3, 1), ("[training]\nnoteGap = \n", 2, 11)] {
            var editor = ConfigEditor(text: text)
            #expect {
                try editor.set("noteGap", to: "0.5", in: "training")
            } throws: { error in
                guard let error = error as? TOMLSyntaxError else { return false }
                return error.line == line && error.column == column
            }
            #expect(editor.text == text)
        }
        var editor = ConfigEditor(text: "[training]\n")
        #expect(throws: TOMLSyntaxError.self) { try editor.set("noteGap", to: "[1,", in: "training") }
    }

    @Test("saved beside the file and renamed over it: no temporary left, the old file replaced whole")
    func save() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-editor-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/config.toml"
        var editor = try ConfigEditor.opening(path)
        try editor.set("noteGap", to: "0.5", in: "training")
        try editor.save(to: path)
        #expect(try PeachConfiguration.load(path: path, disciplineSettings: HearAndCompareSettings.all).settings.noteGap == 0.5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["config.toml"])
    }

    /// Random files the parser accepts, random edits: each result parses, the edited value
    /// is the new one, every other value and every comment is still there.
    @Test("property: for 500 generated files and edits, the result parses and only the edited value changed")
    func property() throws {
        var generator = ConfigGenerator(seed: 20_261_123)
        for _ in 0..<500 {
            let file = generator.file()
            let before = try TOMLDocument(parsing: file.text)
            let (section, key) = generator.target(in: file)
            let value = generator.value()
            var editor = ConfigEditor(text: file.text)
            try editor.set(key, to: value, in: section)
            let after = try TOMLDocument(parsing: editor.text)
            let expected = try TOMLDocument(parsing: "k = \(value)\n").section("")[0].value
            #expect(after.section(section).first { $0.key == key }.map { canonical($0.value) } == canonical(expected))
            for old in before.sections {
                for entry in old.entries where !(old.name == section && entry.key == key) {
                    #expect(after.section(old.name).first { $0.key == entry.key }.map { canonical($0.value) } == canonical(entry.value),
                            "\(old.name).\(entry.key) in:\n\(file.text)")
                }
            }
            for comment in file.comments { #expect(editor.text.contains(comment)) }
        }
    }
}

/// A value without the places its parts were read from, to compare two files' values.
func canonical(_ value: TOMLValue) -> String {
    switch value {
    case let .string(text): "s:\(text)"
    case let .integer(number): "i:\(number)"
    case let .float(number): "f:\(number)"
    case let .boolean(flag): "b:\(flag)"
    case let .array(items): "[" + items.map(canonical).joined(separator: ",") + "]"
    case let .table(entries): "{" + entries.map { "\($0.key)=\(canonical($0.value))" }.joined(separator: ",") + "}"
    }
}

/// Config files in the parser's subset, with comments everywhere they may go, multi-line
/// arrays, inline tables, blank lines, and LF or CR LF endings.
struct ConfigGenerator {
    struct File {
        var text: String
        var sections: [(name: String, keys: [String])]
        var comments: [String]
    }

    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    mutating func chance(_ p: Double) -> Bool { Double(random.next() % 1000) / 1000 < p }

    mutating func value() -> String {
        switch random.next() % 7 {
        case 0: return "\(Int(random.next() % 200))"
        case 1: return String(format: "%.3f", Double(random.next() % 10_000) / 100)
        case 2: return pick(["true", "false"])
        case 3: return ConfigEditor.quoted(pick(["sine", "a # b", "quote \" in", "tab\there", "ü ✓"]))
        case 4: return "[" + (0..<Int(random.next() % 4)).map { _ in "\"P\(random.next() % 8)\"" }.joined(separator: ", ") + "]"
        case 5: return "{ note = \(random.next() % 128), channel = \(random.next() % 16 + 1) }"
        default: return "-inf"
        }
    }

    mutating func file() -> File {
        let newline = chance(0.3) ? "\r\n" : "\n"
        var lines: [String] = [], comments: [String] = [], sections: [(String, [String])] = []
        var commentCount = 0
        func comment() -> String {
            commentCount += 1
            let text = "# note \(commentCount) ✓"
            comments.append(text)
            return text
        }
        if chance(0.5) { lines.append(comment()) }
        for name in ["training", "midi", "jack", "sound"].shuffled(using: &random).prefix(Int(random.next() % 4) + 1) {
            lines.append("[\(name)]" + (chance(0.3) ? "  " + comment() : ""))
            var keys: [String] = []
            for index in 0..<Int(random.next() % 5) {
                let key = "key\(index)"
                keys.append(key)
                if chance(0.2) {
                    lines.append("\(key) = [" + (chance(0.5) ? "  " + comment() : ""))
                    for item in 0..<Int(random.next() % 3) { lines.append("    \"P\(item)\"," + (chance(0.5) ? " " + comment() : "")) }
                    lines.append("]" + (chance(0.5) ? " " + comment() : ""))
                } else {
                    lines.append("\(key) = \(value())" + (chance(0.4) ? "   " + comment() : ""))
                }
                if chance(0.2) { lines.append("") }
                if chance(0.2) { lines.append(comment()) }
            }
            sections.append((name, keys))
        }
        return File(text: lines.joined(separator: newline) + (chance(0.8) ? newline : ""), sections: sections, comments: comments)
    }

    /// An existing key, a new key in an existing section, a new top-level key, or a new section.
    mutating func target(in file: File) -> (section: String, key: String) {
        if chance(0.1) { return ("", "top") }
        let section = pick(file.sections)
        if !section.keys.isEmpty && chance(0.6) { return (section.name, pick(section.keys)) }
        if chance(0.7) { return (section.name, "added") }
        return ("newsection", "added")
    }
}

/// SplitMix64 as a RandomNumberGenerator, for `shuffled(using:)` with a fixed seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension ConfigEditorTests {
    @Test("the settings screen's file: a setting is never written into a file Peach would refuse (a discipline's word it lacks, a value of the wrong kind), which is left as it was, the place named; a sound file is written")
    func refusedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peach-refused-\(UUID().uuidString).toml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scale = DisciplineSetting(key: "phraseScale", choices: ["major", "minor"], owner: "Play It Back")
        let file = ConfigSettingsFile(path: path, disciplineSettings: [scale])
        for broken in ["[training]\nphraseScale = \"dorian\"\n", "[training]\n\nnoteDuration = \"long\"\n"] {
            try broken.write(toFile: path, atomically: true, encoding: .utf8)
            let error = try #require(throws: SettingsFileSyntaxError.self) { try file.write("tempo", value: "90") }
            #expect(error.line == (broken.contains("dorian") ? 2 : 3) && error.column == 1, "\(error)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
        }
        try "[training]\nphraseScale = \"minor\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        try file.write("tempo", value: "90")
        let read = try file.read().request
        #expect(read.tempo == 90 && read.disciplineChoices["phraseScale"] == "minor")
    }
}
