import Foundation
import PeachCore
import Testing
@testable import PeachApp

@Suite("backup and restore as use cases")
struct BackupCommandsTests {
    @Test("backup: written beside its place and renamed in when whole, owner-only, said; a failure leaves the old file and no temporary (6)")
    func backup() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-backup-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/peach.backup"
        let library = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 3, matches: 1))
        let console = FakeConsole()
        try BackupRecords(library: library, console: console).run(to: target)
        #expect(library.store.backups.count == 1 && library.store.backups[0].hasPrefix(target + ".partial-\(getpid())-") && library.store.closed)
        #expect(FileManager.default.contents(atPath: target) == Data("backup of /records/peach.sqlite".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(console.errors == ["backed up 3 comparisons and 1 match to \(target) (peach restore reads it back with every field)"])

        let failing = FakeRecordsLibrary(store: FakeRecordsStore(path: "/other/peach.sqlite", comparisons: 1))
        failing.store.backupFailure = .failed("the disk is full; free some space")
        #expect(await failure { try BackupRecords(library: failing, console: FakeConsole()).run(to: target) }
            == CommandFailure(ExitStatus.cannotWrite, "cannot write the backup \(target): the disk is full; free some space; nothing was written"))
        #expect(FileManager.default.contents(atPath: target) == Data("backup of /records/peach.sqlite".utf8), "the backup before stays")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["peach.backup"])
    }

    @Test("backup: a file the records refuse as its target (the records themselves, a database in use, another file) is refused (2) before anything is read or written")
    func refusedTarget() async throws {
        var library = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        library.targetRefusal = .refusedFile("/x/peach.sqlite: it is a database Peach trains on, not a backup")
        #expect(await failure { try BackupRecords(library: library, console: FakeConsole()).run(to: "/x/peach.sqlite") }
            == CommandFailure(ExitStatus.usage, "/x/peach.sqlite: it is a database Peach trains on, not a backup; nothing was written"))
        #expect(library.store.backups.isEmpty && !library.store.closed)
    }

    @Test("backup: what a backup killed part-way left (its temporary file and journal) goes with the next one; a running backup's stays")
    func leftovers() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-backup-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/peach.backup"
        // A process that has ended: its number names no process now.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let gone = ended.processIdentifier
        let left = ["peach.backup.partial-\(gone)-123", "peach.backup.partial-\(gone)-123-journal"]
        let kept = ["peach.backup.partial-\(getpid())-9", "peach.backup.partial-x-1", "other.backup.partial-\(gone)-5", "peach.backup.partial-\(gone)-7-notes"]
        for name in left + kept { FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("half".utf8)) }
        let library = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        try BackupRecords(library: library, console: FakeConsole()).run(to: target)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == Set(kept + ["peach.backup"]))
    }

    @Test("backup: standard output and devices cannot hold one (2); a folder is named (6)")
    func backupPlaces() async throws {
        let library = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 1))
        for refused in ["-", "/dev/stdout", "/dev/null"] {
            let failed = await failure { try BackupRecords(library: library, console: FakeConsole()).run(to: refused) }
            #expect(failed?.status == ExitStatus.usage && failed?.message?.contains("a backup is a file of its own") == true, "\(refused)")
        }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(await failure { try BackupRecords(library: library, console: FakeConsole()).run(to: folder) }
            == CommandFailure(ExitStatus.cannotWrite, "cannot write \(folder): is a folder; give a file name inside it"))
        #expect(library.store.backups.isEmpty)
    }

    @Test("restore: the backup is checked before the records open (2); --replace asks when something is stored; the summary is said")
    func restore() async throws {
        var library = FakeRecordsLibrary(store: FakeRecordsStore(comparisons: 2))
        library.backupFiles["old.backup"] = FakeRecordsStore(path: "old.backup", comparisons: 4)
        library.openFailure = nil
        let declined = FakeConsole(answer: "no")
        #expect(await failure { try RestoreRecords(library: library, console: declined).run("old.backup", mode: .replace, confirmed: false) }
            == CommandFailure(ExitStatus.nothingChanged, "nothing was restored or deleted"))
        #expect(declined.questions == ["Replace all 2 comparisons and 0 matches in /records/peach.sqlite with the 4 comparisons and 0 matches in old.backup? Type yes:"])
        #expect(library.store.restored.isEmpty)

        let console = FakeConsole()
        try RestoreRecords(library: library, console: console).run("old.backup", mode: .merge, confirmed: false)
        #expect(console.questions.isEmpty && library.store.restored.map(\.from) == ["old.backup"] && library.store.restored.map(\.mode) == [.merge])
        #expect(console.output == ["restored 3, skipped 1 already stored"])
        #expect(library.backupFiles["old.backup"]!.closed && library.store.closed)

        var unopened = FakeRecordsLibrary()
        unopened.openFailure = .unusable("never opened")
        #expect(await failure { try RestoreRecords(library: unopened, console: FakeConsole()).run("notes.csv", mode: .merge, confirmed: false) }
            == CommandFailure(ExitStatus.usage, "notes.csv: not a backup of Peach's; nothing was restored"))

        // A row the backup should not hold, met part-way: refused as a file (2), nothing restored.
        library.store.restoreFailure = .refusedFile("old.backup: not a backup Peach can restore: it holds a record Peach would not have written (table comparison, row 3, column timestamp: inf is not a time Peach writes (the years 1970–2099))")
        #expect(await failure { try RestoreRecords(library: library, console: FakeConsole()).run("old.backup", mode: .merge, confirmed: false) }
            == CommandFailure(ExitStatus.usage, "old.backup: not a backup Peach can restore: it holds a record Peach would not have written (table comparison, row 3, column timestamp: inf is not a time Peach writes (the years 1970–2099)); nothing was restored"))

        library.store.restoreFailure = .failed("the disk is full; free some space")
        #expect(await failure { try RestoreRecords(library: library, console: FakeConsole()).run("old.backup", mode: .merge, confirmed: false) }
            == CommandFailure(ExitStatus.database, "restore failed, nothing was restored: the disk is full; free some space"))
    }
}
