import Foundation
import PeachCore
import Testing
@testable import PeachApp

@Suite("export, import and reset as use cases")
struct RecordsCommandsTests {
    @Test("reset asks, deletes after yes and says what went")
    func resetAfterYes() async throws {
        let library = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 3, matches: 2))
        let console = FakeConsole(answer: " YES ")
        try ResetRecords(library: library, console: console).run(confirmed: false)
        #expect(console.questions == ["Delete all 3 comparisons and 2 matches in /records/peach.sqlite? Type yes:"])
        #expect(library.store.deleted && library.store.closed)
        #expect(console.output == ["deleted 3 comparisons and 2 matches"])
    }

    @Test("reset: any answer but yes changes nothing (1); no terminal and no --yes is a usage error (2); --yes asks nothing")
    func resetQuestion() async throws {
        let declined = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        let failure1 = await failure { try ResetRecords(library: declined, console: FakeConsole(answer: "no")).run(confirmed: false) }
        #expect(failure1 == CommandFailure(ExitStatus.nothingChanged, "nothing was deleted") && !declined.store.deleted)

        let piped = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        let failure2 = await failure { try ResetRecords(library: piped, console: FakeConsole(canAsk: false, answer: "yes")).run(confirmed: false) }
        #expect(failure2?.status == ExitStatus.usage && failure2?.message?.contains("--yes") == true && !piped.store.deleted)

        let confirmed = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        let console = FakeConsole(canAsk: false)
        try ResetRecords(library: confirmed, console: console).run(confirmed: true)
        #expect(confirmed.store.deleted && console.questions.isEmpty)
    }

    @Test("a database that cannot be used or fails ends with 4 and its words")
    func databaseFailures() async throws {
        var unusable = FakeRecordsLibrary()
        unusable.openFailure = .unusable("/records/peach.sqlite is not a usable Peach database")
        for run in [
            { try ResetRecords(library: unusable, console: FakeConsole()).run(confirmed: true) },
            { try ExportRecords(library: unusable, console: FakeConsole()).run(to: nil) },
        ] as [() throws -> Void] {
            #expect(await failure(of: run) == CommandFailure(ExitStatus.database, "/records/peach.sqlite is not a usable Peach database"))
        }
        let failing = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        failing.store.deleteFailure = .failed("disk I/O error")
        #expect(await failure { try ResetRecords(library: failing, console: FakeConsole()).run(confirmed: true) }
            == CommandFailure(ExitStatus.database, "reset failed, nothing was deleted: disk I/O error"))
    }

    @Test("a new database's folder is named")
    func createdFolder() throws {
        let library = FakeRecordsLibrary()
        library.store.createdFolder = "/records"
        let console = FakeConsole()
        try ResetRecords(library: library, console: console).run(confirmed: true)
        #expect(console.errors == ["created /records for the training records"])
    }

    @Test("import reads the file before the store, lists bad rows on stderr and the summary on stdout")
    func importMerge() throws {
        let library = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 4), files: ["in.csv": "csv"])
        let console = FakeConsole()
        try ImportRecords(library: library, console: console).run("in.csv", mode: .merge, confirmed: false)
        #expect(console.questions.isEmpty, "merging deletes nothing, so it asks nothing")
        #expect(library.store.imported.map(\.mode) == [.merge] && library.store.imported.map(\.text) == ["csv"])
        #expect(console.errors == ["in.csv:7: a note out of range"])
        #expect(console.output == ["imported 2, skipped 1 duplicate, rejected 1"])
    }

    @Test("import: a refused file is a usage error before the database opens; a refused content too; a failing database is 4")
    func importFailures() async throws {
        var missing = FakeRecordsLibrary()
        missing.openFailure = .unusable("never opened")
        #expect(await failure { try ImportRecords(library: missing, console: FakeConsole()).run("gone.csv", mode: .merge, confirmed: false) }
            == CommandFailure(ExitStatus.usage, "gone.csv: no such file; nothing was imported"))

        let refused = FakeRecordsLibrary(files: ["in.csv": "x"])
        refused.store.importFailure = .refusedFile("line 2: the header must be exactly: …")
        #expect(await failure { try ImportRecords(library: refused, console: FakeConsole()).run("in.csv", mode: .merge, confirmed: false) }
            == CommandFailure(ExitStatus.usage, "in.csv: line 2: the header must be exactly: …; nothing was imported"))

        let full = FakeRecordsLibrary(files: ["in.csv": "x"])
        full.store.importFailure = .failed("the disk is full; free some space")
        #expect(await failure { try ImportRecords(library: full, console: FakeConsole()).run("in.csv", mode: .merge, confirmed: false) }
            == CommandFailure(ExitStatus.database, "import failed, nothing was imported: the disk is full; free some space"))
    }

    @Test("import --replace asks when something is stored, and not when nothing is")
    func importReplace() async throws {
        let stored = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 2, matches: 1), files: ["in.csv": "x"])
        let declined = FakeConsole(answer: "n")
        #expect(await failure { try ImportRecords(library: stored, console: declined).run("in.csv", mode: .replace, confirmed: false) }
            == CommandFailure(ExitStatus.nothingChanged, "nothing was imported or deleted"))
        #expect(declined.questions == ["Replace all 2 comparisons and 1 match in /records/peach.sqlite with the records in in.csv? Type yes:"])
        #expect(stored.store.imported.isEmpty)

        let empty = FakeRecordsLibrary(files: ["in.csv": "x"])
        let console = FakeConsole(canAsk: false)
        try ImportRecords(library: empty, console: console).run("in.csv", mode: .replace, confirmed: false)
        #expect(console.questions.isEmpty && empty.store.imported.map(\.mode) == [.replace])
    }

    @Test("export writes a file whole and says so; a failing database leaves no file")
    func export() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-export-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1, matches: 1))
        let console = FakeConsole()
        try ExportRecords(library: library, console: console).run(to: folder + "/out.csv")
        #expect(try String(contentsOfFile: folder + "/out.csv", encoding: .utf8) == "# peach-export-format:3\nrow\nrow\n")
        #expect(console.errors == ["exported 2 records to \(folder)/out.csv"] && library.store.closed)

        // Format 1 has no rhythm columns: what it left out is said, so that no one takes it for a backup.
        let rhythm = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        rhythm.store.stored[.gapFill] = 2
        let old = FakeConsole()
        try ExportRecords(library: rhythm, console: old).run(to: folder + "/old.csv", format: 1)
        #expect(try String(contentsOfFile: folder + "/old.csv", encoding: .utf8) == "# peach-export-format:1\nrow\n")
        #expect(old.errors == [
            "exported 1 record to \(folder)/old.csv",
            "left out 2 Fill the Gap trials: format 1 has no columns for them (format 3 keeps them)",
        ], "\(old.errors)")
        try FileManager.default.removeItem(atPath: folder + "/old.csv")

        let failing = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        failing.store.exportFailure = .failed("the database is damaged")
        #expect(await failure { try ExportRecords(library: failing, console: FakeConsole()).run(to: folder + "/bad.csv") }
            == CommandFailure(ExitStatus.database, "export failed, nothing was written: the database is damaged"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.csv"], "no half file, no temporary")

        #expect(await failure { try ExportRecords(library: library, console: FakeConsole()).run(to: folder + "/missing/out.csv") }
            == CommandFailure(ExitStatus.cannotWrite, "cannot write \(folder)/missing/out.csv: its folder does not exist; nothing was written"))
    }
}
