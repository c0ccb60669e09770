import Foundation
import Testing

/// The rules the house is built on, checked so that they cannot erode silently: PeachApp
/// stands on the core, the terminal renderer and the JSON writer only (never on an adapter), the core on
/// Foundation only, and the executable parses the command line for the composition root
/// (PeachWiring), which knows no command-line type. Read from Package.swift and from every
/// source's imports.
@Suite("Layering")
struct LayeringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The modules a target's sources import (Foundation and the C library are the platform).
    static func imports(of target: String, in tree: String = "Sources") throws -> Set<String> {
        let folder = root.appendingPathComponent("\(tree)/\(target)")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        var modules: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count, words[..<index].allSatisfy({ $0.hasPrefix("@") }) {
                    modules.insert(String(words[index + 1]))
                }
            }
        }
        return modules.subtracting(["Foundation", "Glibc", "Dispatch", "Synchronization"])
    }

    /// The dependencies Package.swift gives a target: its declaration up to the next
    /// target's, wherever the lines break.
    static func dependencies(of target: String) throws -> Set<String> {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let openers = [".target(", ".testTarget(", ".executableTarget(", ".systemLibrary("]
        // The target's declaration, not a product of the same name.
        var search = manifest.startIndex..<manifest.endIndex
        var found: Range<String.Index>?
        while found == nil, let name = manifest.range(of: #"name: "\#(target)""#, range: search) {
            let before = manifest[..<name.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            if openers.contains(where: { before.hasSuffix($0) }) { found = name }
            search = name.upperBound..<manifest.endIndex
        }
        let declaration = try #require(found)
        let rest = manifest[declaration.upperBound...]
        let end = openers.compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
        let entry = rest[..<end]
        guard let list = entry.range(of: "dependencies: [") else { return [] }
        let names = entry[list.upperBound...].prefix { $0 != "]" }
        return Set(names.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }.filter { !$0.isEmpty })
    }

    @Test("PeachApp depends on and imports only PeachCore, PeachTerminal and PeachJSON (its screens' and headless lines' formats)")
    func application() throws {
        #expect(try Self.dependencies(of: "PeachApp") == ["PeachCore", "PeachTerminal", "PeachJSON"])
        #expect(try Self.imports(of: "PeachApp") == ["PeachCore", "PeachTerminal", "PeachJSON"])
        // The JSON writer is text alone: no I/O, no other module.
        #expect(try Self.dependencies(of: "PeachJSON").isEmpty && Self.imports(of: "PeachJSON").isEmpty)
    }

    @Test("the executable parses the command line and hands it to the composition root: it imports no adapter")
    func commandLine() throws {
        let dependencies = try Self.dependencies(of: "peach"), imports = try Self.imports(of: "peach")
        #expect(Set(dependencies.filter { $0.hasPrefix("Peach") }) == ["PeachCore", "PeachApp", "PeachWiring"], "\(dependencies.sorted())")
        #expect(imports == ["ArgumentParser", "PeachCore", "PeachApp", "PeachWiring"], "\(imports.sorted())")
        // The composition root takes plain values, so that it can be made without a command line.
        #expect(try !Self.imports(of: "PeachWiring").contains("ArgumentParser"))
        #expect(try Self.imports(of: "PeachWiring").contains("PeachAudio"))
        #expect(try !Self.dependencies(of: "PeachWiring").contains { $0.contains("ArgumentParser") })
    }

    @Test("the core depends on nothing and imports only Foundation")
    func core() throws {
        #expect(try Self.dependencies(of: "PeachCore").isEmpty)
        #expect(try Self.imports(of: "PeachCore").isEmpty)
    }

    @Test("JACK's C API is imported only by the JACK client and the audio thread's module")
    func jack() throws {
        for tree in ["Sources", "Tests"] {
            let targets = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(tree).path)
            for target in targets.sorted() where !target.hasPrefix("C") && !target.hasPrefix(".") {
                let usesC = try Self.imports(of: target, in: tree).contains("CJack")
                #expect(usesC == (tree == "Sources" && ["PeachJack", "PeachRealTime"].contains(target)), "\(tree)/\(target)")
            }
        }
    }

    @Test("the input analyser stands on the core and aubio alone (it runs on its own thread, beside nothing else)")
    func listening() throws {
        #expect(try Self.dependencies(of: "PeachListening") == ["PeachCore", "CAubio"])
        #expect(try Self.imports(of: "PeachListening") == ["PeachCore", "CAubio"])
    }

    @Test("the core holds no word of an adapter's (ALSA, RtMidi, GRDB, FluidSynth, aubio, JACK, NSM, JSON, TOML, SQL), in code or comment")
    func coreWords() throws {
        let folder = Self.root.appendingPathComponent("Sources/PeachCore")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        #expect(files.count > 100)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.adapterWords(in: text).isEmpty, "\(file): \(Self.adapterWords(in: text))")
        }
    }

    /// The adapters' words in `text`, whatever their case, inside names too (`JSONValue`,
    /// `jackShutdown`); "nsm" only where no word goes on before it ("transmit" is English).
    static func adapterWords(in text: String) -> [String] {
        let lowered = text.lowercased()
        var found = ["alsa", "rtmidi", "grdb", "fluidsynth", "aubio", "jack", "json", "toml", "sql"].filter { lowered.contains($0) }
        if text.range(of: "(?<![a-z])(?i:nsm)", options: .regularExpression) != nil { found.append("nsm") }
        return found
    }

    @Test("the adapter-word check finds each word, in names and comments, and passes English")
    func adapterWordCheck() {
        #expect(Self.adapterWords(in: "public enum JSONValue {}") == ["json"])
        #expect(Self.adapterWords(in: "case jackShutdown") == ["jack"])
        #expect(Self.adapterWords(in: "/// joins NSM; reads peach.toml; SQLite") == ["toml", "sql", "nsm"])
        #expect(Self.adapterWords(in: "/// the clicks transmit the tempo").isEmpty)
    }

    @Test("the reader finds what it should: the adapters' imports are seen")
    func readerWorks() throws {
        #expect(try Self.imports(of: "PeachStore").contains("GRDB"))
        #expect(try Self.dependencies(of: "PeachTerminal") == ["PeachCore"])
        // A declaration over several lines is read whole.
        #expect(try Self.dependencies(of: "PeachMeasurement") == ["PeachJack", "PeachRealTime", "PeachCore"])
    }
}
