import Foundation
import Testing

/// A training discipline is one unit: what it declares lives in its folders (a folder of its
/// name in any module), and outside them only the registry names it, with the original
/// app's list of exchange types and the tools (the simulator, the benchmarks, the store
/// writer). Shared pieces two disciplines use live in folders of their own (`PitchMatching`,
/// `Rhythm`, `Listening`, `CallAndResponse`), named for what they are. Read from every source: the types a
/// discipline's folders declare at their top level, and its command word as a mode
/// (`.fill`), each looked for in code outside its folders, comments and strings aside.
@Suite("Every discipline in its folders")
struct DisciplineFoldersTests {
    static let sources = LayeringTests.root.appendingPathComponent("Sources")

    /// Each discipline's folder name and its command word.
    static let disciplines: [(folder: String, command: String)] = [
        ("HearAndCompare", "compare"), ("TuneAndMatch", "match"), ("CompareTiming", "timing"),
        ("FillTheGap", "fill"), ("SingAndMatch", "sing"), ("PlayItBack", "echo"), ("Chords", "chords"), ("RhythmBack", "rhythmBack"),
    ]

    /// Where naming a discipline is its job: the registry, the original app's exchange types.
    static let allowedFiles: Set<String> = ["PeachWiring/DisciplineRegistry.swift", "PeachStore/CSV/CSVRecordType.swift"]
    /// The tools: they run every discipline on purpose.
    static let tools = ["peach-bench", "peach-simulate", "peach-store-writer", "peach-rig", "PeachSimulation"]

    /// Every source file, by its path under Sources.
    static func files() throws -> [String] {
        let all = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        return all.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The code of a file: string literals emptied (multi-line ones first), then comments cut.
    static func code(_ path: String) throws -> String {
        try code(of: String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))
    }

    static func code(of text: String) throws -> String {
        let multiLine = try Regex(#"(?s)\"\"\".*?\"\"\""#)
        let strings = try Regex(#""(?:[^"\\\n]|\\.)*""#)
        let comments = try Regex(#"//[^\n]*"#)
        let blocks = try Regex(#"(?s)/\*.*?\*/"#)
        return text.replacing(multiLine, with: "\"\"").replacing(strings, with: "\"\"").replacing(blocks, with: "").replacing(comments, with: "")
    }

    /// The discipline whose folder holds `path`: a folder of its name below the module's.
    static func owner(of path: String) -> String? {
        let folders = path.split(separator: "/").dropFirst().dropLast()
        return disciplines.first { discipline in folders.contains { $0 == discipline.folder } }?.folder
    }

    /// The types a file declares at its top level.
    static func declarations(in code: String) throws -> Set<String> {
        let declaration = try Regex(#"(?m)^(?:(?:public|package|open|internal|fileprivate|private|final|nonisolated|indirect|@\w+(?:\([^)\n]*\))?) )*(?:struct|class|enum|protocol|typealias|actor) ([A-Z]\w*)"#)
        return Set(code.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) })
    }

    /// Whether `code` names the mode `command` as an implicit member (`mode = .fill`), not a
    /// member of something else (`Self.timing`, `pattern.timing`).
    static func usesMode(_ command: String, in code: String) throws -> Bool {
        try code.matches(of: Regex(#"\.\#(command)\b"#)).contains { match in
            guard match.range.lowerBound > code.startIndex else { return true }
            let before = code[code.index(before: match.range.lowerBound)]
            return !(before.isLetter || before.isNumber || before == "_" || before == ")" || before == "]" || before == "?")
        }
    }

    /// For each discipline, each file outside its folders that names it, and the names.
    static func namedOutside() throws -> [String: [String: Set<String>]] {
        let files = try files()
        var code: [String: String] = [:]
        for file in files { code[file] = try Self.code(file) }
        var declared: [String: Set<String>] = [:]
        for file in files {
            guard let owner = owner(of: file) else { continue }
            declared[owner, default: []].formUnion(try declarations(in: code[file]!))
        }
        let word = try Regex(#"[A-Za-z_][A-Za-z0-9_]*"#)
        var found: [String: [String: Set<String>]] = [:]
        for file in files where !allowedFiles.contains(file) && !tools.contains(where: { file.hasPrefix($0 + "/") }) {
            let text = code[file]!
            let words = Set(text.matches(of: word).map { String(text[$0.range]) })
            for discipline in disciplines where owner(of: file) != discipline.folder {
                var names = words.intersection(declared[discipline.folder] ?? [])
                if try usesMode(discipline.command, in: text) { names.insert("." + discipline.command) }
                if !names.isEmpty { found[discipline.folder, default: [:]][file] = names }
            }
        }
        return found
    }

    @Test("every discipline is named outside its folders only by the registry, the exchange types and the tools")
    func namedOnlyInItsFolders() throws {
        let found = try Self.namedOutside()
        for discipline in Self.disciplines {
            for (file, names) in (found[discipline.folder] ?? [:]).sorted(by: { $0.key < $1.key }) {
                Issue.record("\(discipline.folder) is named in \(file): \(names.sorted())")
            }
        }
    }

    @Test("the reader finds what it should: a discipline's types, its mode, and nothing in comments or strings")
    func readerWorks() throws {
        #expect(try Self.declarations(in: "public struct PhraseStaircase {\n    struct Inner {}\n}\nextension X {}") == ["PhraseStaircase"])
        #expect(try Self.declarations(in: "@available(*, deprecated) package final class Old {}\nopen class Open {}") == ["Old", "Open"])
        #expect(try Self.code(of: "let a = 1 /* Hidden */\nlet b = \"\"\"\nHidden\n\"\"\"\n").contains("Hidden") == false)
        #expect(try Self.code("PeachWiring/DisciplineRegistry.swift").contains("PlayItBack()"))
        #expect(Self.owner(of: "PeachStore/PlayItBack/PhraseRow.swift") == "PlayItBack" && Self.owner(of: "PeachStore/TrainingStore.swift") == nil)
        let found = try Self.namedOutside()
        // Play It Back is registered, and named nowhere else.
        #expect(found["PlayItBack"] == nil)
        #expect(try Self.usesMode("fill", in: "mode = .fill") && !Self.usesMode("timing", in: "Self.timing(x)") && !Self.usesMode("fill", in: ".filled"))
        // A name in a comment or a string is no use of it.
        #expect(try !Self.code("PeachCore/Training/TrainingMode.swift").contains("TrainingMode.compare"))
    }
}
