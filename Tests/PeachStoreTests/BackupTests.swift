import Foundation
import GRDB
import PeachCore
import PeachDoubles
import Testing
@testable import PeachStore

@Suite("Peach's own backup")
struct BackupTests {
    /// The released file's records in a new database, as training would have stored them.
    static func storeWithEveryKind(_ folder: TemporaryFolder, _ name: String = "records.sqlite") throws -> TrainingStore {
        let store = try TrainingStore(path: folder.file(name))
        try store.database.write { db in
            for record in ReleasedRecords.v4 { try store.insert(record, into: db) }
        }
        return store
    }

    /// `store` backed up, then restored into a new database: its records of one kind, as read back.
    static func restoredRecords<Record: DisciplineRecord>(of store: TrainingStore, in folder: TemporaryFolder) throws -> [Record] {
        _ = try store.backup(toNewFile: folder.file("peach.backup"))
        let library = StoreLibrary(databasePath: folder.file("new.sqlite")) { path, _ in Array(FileManager.default.contents(atPath: path) ?? Data()) }
        let backup = try library.openBackup(folder.file("peach.backup"))
        defer { backup.close() }
        let restored = try TrainingStore(path: folder.file("new.sqlite"))
        defer { restored.close() }
        _ = try restored.restore(from: backup, mode: .replace)
        return try restored.records()
    }

    static func everyRecord(_ store: some RecordsStore) throws -> [TrainingRecord] {
        var records: [TrainingRecord] = []
        try store.forEachRecord(progress: nil) { records.append($0) }
        return records
    }

    @Test("a backup restored into a new database gives every record back with every field: taps, how a match was made")
    func roundTrip() throws {
        let folder = TemporaryFolder()
        let original = try Self.storeWithEveryKind(folder)
        defer { original.close() }
        let counts = try original.backup(toNewFile: folder.file("peach.backup"))
        #expect(counts == RecordCounts([.comparison: 3, .pitchMatching: 2, .timingComparison: 2, .gapFill: 2]))
        // One file, nothing beside it: no write-ahead log to carry along.
        #expect(!FileManager.default.fileExists(atPath: folder.file("peach.backup-wal")))

        let library = StoreLibrary(databasePath: folder.file("new.sqlite")) { path, _ in Array(FileManager.default.contents(atPath: path) ?? Data()) }
        let backup = try library.openBackup(folder.file("peach.backup"))
        defer { backup.close() }
        let restored = try TrainingStore(path: folder.file("new.sqlite"))
        defer { restored.close() }
        var progress: [(Int, Int)] = []
        let summary = try restored.restore(from: backup, mode: .replace) { progress.append(($0, $1)) }
        #expect(summary == ImportSummary(imported: 9))
        #expect(progress.last.map { [$0.0, $0.1] } == [9, 9])
        let expected = ReleasedRecords.v4.sorted { $0.timestamp < $1.timestamp }
        #expect(try Self.everyRecord(restored) == expected)
        let trials: [GapFillRecord] = try restored.records()
        #expect(trials.first?.taps.count == 3)
        let matches: [PitchMatchingRecord] = try restored.records()
        #expect(matches.map(\.matchedBy) == [.control, .voice])
    }

    @Test("a Fill the Gap trial's extra taps are kept by the store and the backup, and format 3 says it leaves them out")
    func extraTaps() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("records.sqlite"))
        defer { store.close() }
        let taps = [GapTap(cycle: 0, position: .e, offsetFrames: 96, sampleRate: 48_000), GapTap(cycle: 1, position: .e, offsetFrames: -48, sampleRate: 48_000)]
        let trial = try #require(GapFillRecord(tempo: Tempo(bpm: 100), taps: taps, extraTaps: 7, timestamp: Date(timeIntervalSince1970: 1_767_600_000)))
        #expect(trial.isMostlyExtra)
        try store.insert(trial)
        let stored: [GapFillRecord] = try store.records()
        #expect(stored.first?.extraTaps == 7)
        let back: [GapFillRecord] = try Self.restoredRecords(of: store, in: folder)
        #expect(back == [trial])
        var csv = ""
        let count = try store.exportCSV(format: 3) { csv += $0 }
        // A trial of mostly extra taps is not written at all: its means would come back as an
        // imported trial's, counted into the profile's timing.
        #expect(count.written == 0 && !csv.contains("continuousRhythmMatching,"), "\(csv)")
        #expect(count.detailsLeftOutWords == "1 Fill the Gap trial of mostly extra taps", "\(String(describing: count.detailsLeftOutWords))")
        let fair = try #require(GapFillRecord(tempo: Tempo(bpm: 100), taps: taps, extraTaps: 1, timestamp: Date(timeIntervalSince1970: 1_767_600_100)))
        try store.insert(fair)
        let second = try store.exportCSV(format: 3) { _ in }
        #expect(second.written == 1, "\(second)")
        #expect(second.detailsLeftOutWords?.contains("1 Fill the Gap trial of mostly extra taps") == true && second.detailsLeftOutWords?.contains("1 extra tap on a click") == true, "\(String(describing: second.detailsLeftOutWords))")
    }

    @Test("a Compare Timing answer's pattern and moved click are kept by the store and the backup; format 3 says it leaves them out; a damaged pattern is refused")
    func timingPatterns() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("records.sqlite"))
        defer { store.close() }
        let time = Date(timeIntervalSince1970: 1_767_600_000)
        let answers = TimingPattern.allCases.enumerated().map { index, pattern in
            TimingComparisonRecord(
                tempo: Tempo(bpm: 100), offsetMs: 4.5, isCorrect: true, timestamp: time + Double(index), pattern: pattern, position: pattern.noteCount)
        } + [TimingComparisonRecord(tempo: Tempo(bpm: 100), offsetMs: -3, isCorrect: false, timestamp: time + 10, pattern: nil)]
        for answer in answers { try store.insert(answer) }
        let stored: [TimingComparisonRecord] = try store.records()
        #expect(stored == answers)
        let back: [TimingComparisonRecord] = try Self.restoredRecords(of: store, in: folder)
        #expect(back == answers)
        #expect(back.map(\.position) == [4, 3, 3, 2, 2, nil])
        var csv = ""
        let count = try store.exportCSV(format: 3) { csv += $0 }
        #expect(count.written == 6)
        #expect(count.detailsLeftOutWords == "the pattern and moved click of 5 Compare Timing answers", "\(String(describing: count.detailsLeftOutWords))")

        try store.database.write { db in try db.execute(sql: "UPDATE timingComparison SET pattern = '* * - -' WHERE rowid = 1") }
        #expect(throws: StoreError.self) { let _: [TimingComparisonRecord] = try store.records() }
    }

    @Test("merging a backup into the records it came from adds nothing; into others it adds what is missing; replace swaps")
    func merge() throws {
        let folder = TemporaryFolder()
        let original = try Self.storeWithEveryKind(folder)
        defer { original.close() }
        _ = try original.backup(toNewFile: folder.file("peach.backup"))
        let backup = try TrainingStore(path: folder.file("peach.backup"), access: .read)
        defer { backup.close() }
        #expect(try original.restore(from: backup, mode: .merge) == ImportSummary(imported: 0, duplicates: 9))

        let other = try TrainingStore(path: folder.file("other.sqlite"))
        defer { other.close() }
        let own = ComparisonRecord(
            referenceNote: MIDINote(48), targetNote: MIDINote(48), centOffset: Cents(5), isCorrect: true, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_790_000_000))
        try other.insert(own)
        try other.database.write { db in try other.insert(ReleasedRecords.v4[0], into: db) }
        #expect(try other.restore(from: backup, mode: .merge) == ImportSummary(imported: 8, duplicates: 1))
        #expect(try other.counts().total == 10)
        #expect(try other.restore(from: backup, mode: .replace) == ImportSummary(imported: 9))
        #expect(try Self.everyRecord(other) == Self.everyRecord(original))
    }

    @Test("a failure part-way through a restore leaves the records exactly as they were")
    func atomic() throws {
        let folder = TemporaryFolder()
        let original = try Self.storeWithEveryKind(folder)
        _ = try original.backup(toNewFile: folder.file("peach.backup"))
        original.close()
        let backup = try TrainingStore(path: folder.file("peach.backup"), access: .read)
        defer { backup.close() }
        let target = try TrainingStore(path: folder.file("target.sqlite"))
        defer { target.close() }
        try target.insert(ComparisonRecord(
            referenceNote: MIDINote(50), targetNote: MIDINote(50), centOffset: Cents(2), isCorrect: false, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1)))
        let before = try Self.everyRecord(target)
        for mode in [ImportMode.replace, .merge] {
            #expect(throws: StoreError.failed("injected failure")) { try target.restore(from: backup, mode: mode, failAfter: 5) }
            #expect(try Self.everyRecord(target) == before)
        }
    }

    @Test("openBackup refuses a missing file, a CSV, a folder, the records themselves and a newer Peach's backup, naming the file")
    func refused() throws {
        let folder = TemporaryFolder()
        let records = try Self.storeWithEveryKind(folder)
        defer { records.close() }
        let library = StoreLibrary(databasePath: folder.file("records.sqlite")) { path, _ in Array(FileManager.default.contents(atPath: path) ?? Data()) }
        func refusal(_ path: String) -> String? {
            do {
                let opened = try library.openBackup(path)
                opened.close()
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal(folder.file("gone.backup"))?.hasPrefix("\(folder.file("gone.backup")): No such file") == true)
        FileManager.default.createFile(atPath: folder.file("notes.csv"), contents: Data("# peach-export-format:3\ntrainingType\n".utf8))
        #expect(refusal(folder.file("notes.csv"))?.hasPrefix("\(folder.file("notes.csv")): not a backup of Peach's") == true)
        #expect(refusal(folder.path)?.contains("not a file") == true)
        #expect(refusal(folder.file("records.sqlite"))?.contains("the training records themselves") == true)

        _ = try records.backup(toNewFile: folder.file("newer.backup"))
        let newer = try TrainingStore(path: folder.file("newer.backup"))
        try newer.database.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from a later Peach')")
        }
        newer.close()
        #expect(refusal(folder.file("newer.backup"))?.contains("written by a newer Peach (schema v99: from a later Peach)") == true)
    }

    @Test("a backup of a database from before rhythm training and sung matches restores into today's records")
    func olderBackup() throws {
        let folder = TemporaryFolder()
        let kept = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/peach-v2.sqlite").path
        try FileManager.default.copyItem(atPath: kept, toPath: folder.file("v2.backup"))
        let backup = try TrainingStore(path: folder.file("v2.backup"), access: .read)
        defer { backup.close() }
        let target = try TrainingStore(path: folder.file("target.sqlite"))
        defer { target.close() }
        #expect(try target.restore(from: backup, mode: .replace) == ImportSummary(imported: 5))
        let matches: [PitchMatchingRecord] = try target.records()
        #expect(!matches.isEmpty && matches.allSatisfy { $0.matchedBy == .control })
    }

    @Test("two records alike in a backup both come back, with --replace and into an empty history with --merge")
    func alikeRecordsKept() throws {
        let folder = TemporaryFolder()
        let original = try TrainingStore(path: folder.file("records.sqlite"))
        defer { original.close() }
        let twice = comparison(60, 5, at: 1_800_000_000.5)
        try original.insert(contentsOf: [twice, twice])
        _ = try original.backup(toNewFile: folder.file("peach.backup"))
        let backup = try TrainingStore(path: folder.file("peach.backup"), access: .read)
        defer { backup.close() }
        for mode in [ImportMode.replace, .merge] {
            let target = try TrainingStore(path: folder.file("\(mode).sqlite"))
            defer { target.close() }
            #expect(try target.restore(from: backup, mode: mode) == ImportSummary(imported: 2), "\(mode)")
            #expect(try target.records(of: ComparisonRecord.self) == [twice, twice])
        }
    }

    @Test("a backup of records no one has trained yet is a backup (empty, with its version); an empty file or a database that is not Peach's is none")
    func emptyBackups() throws {
        let folder = TemporaryFolder()
        let never = try TrainingStore(path: folder.file("never.sqlite"), access: .read)
        #expect(try never.backup(toNewFile: folder.file("empty.backup")).total == 0)
        never.close()
        #expect(!FileManager.default.fileExists(atPath: folder.file("never.sqlite")), "reading created nothing")
        let library = StoreLibrary(databasePath: folder.file("records.sqlite")) { path, _ in Array(FileManager.default.contents(atPath: path) ?? Data()) }
        let empty = try library.openBackup(folder.file("empty.backup"))
        #expect(try empty.counts().total == 0)
        empty.close()

        FileManager.default.createFile(atPath: folder.file("zero.backup"), contents: Data())
        let other = try DatabaseQueue(path: folder.file("other.sqlite"))
        try other.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try other.close()
        for path in [folder.file("zero.backup"), folder.file("other.sqlite")] {
            #expect(throws: RecordsError.self) { try library.openBackup(path) }
            do {
                _ = try library.openBackup(path)
            } catch {
                #expect("\(error)".hasPrefix("\(path): not a backup of Peach's"), "\(error)")
            }
        }
    }

    static func library(_ folder: TemporaryFolder, records: String = "records.sqlite") -> StoreLibrary {
        StoreLibrary(databasePath: folder.file(records)) { path, _ in Array(FileManager.default.contents(atPath: path) ?? Data()) }
    }

    static func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a backup carries a backup's mark and the records a database's; a restore takes a backup, or an unmarked one from before the marks, never a database Peach trains on")
    func marks() throws {
        let folder = TemporaryFolder()
        let records = try Self.storeWithEveryKind(folder)
        _ = try records.backup(toNewFile: folder.file("peach.backup"))
        #expect(try records.mark() == TrainingStore.Mark.database.rawValue)
        records.close()
        let backup = try TrainingStore(path: folder.file("peach.backup"), access: .read)
        #expect(try backup.mark() == TrainingStore.Mark.backup.rawValue)
        backup.close()
        let library = Self.library(folder, records: "other.sqlite")
        #expect(Self.refusal { try library.openBackup(folder.file("peach.backup")).close() } == nil)
        #expect(Self.refusal { try library.openBackup(folder.file("records.sqlite")).close() }
            == "\(folder.file("records.sqlite")): a database Peach trains on, not a backup (peach backup FILE --db \(folder.file("records.sqlite")) makes a backup of it)")
        // Written before the marks came: unmarked, as the released file is.
        let kept = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/peach-v4.sqlite").path
        try FileManager.default.copyItem(atPath: kept, toPath: folder.file("v4.backup"))
        #expect(Self.refusal { try library.openBackup(folder.file("v4.backup")).close() } == nil)
        // Another program's mark.
        let other = try DatabaseQueue(path: folder.file("other.backup"))
        try other.writeWithoutTransaction { try $0.execute(sql: "PRAGMA application_id = 1234") }
        try other.close()
        #expect(Self.refusal { try library.openBackup(folder.file("other.backup")).close() }?.contains("not a backup of Peach's (another program's database)") == true)
    }

    @Test("a backup lacking a table or a column its layout's versions made, or holding only the versions' table, is refused before anything is deleted")
    func missingTables() throws {
        let folder = TemporaryFolder()
        let records = try Self.storeWithEveryKind(folder)
        _ = try records.backup(toNewFile: folder.file("full.backup"))
        let before = try Self.everyRecord(records)
        records.close()
        let library = Self.library(folder)
        let cases: [(sql: String, says: String)] = [
            ("DROP TABLE comparison", "the table comparison"),
            ("DROP TABLE gapTap", "the table gaptap"),
            ("ALTER TABLE pitchMatching DROP COLUMN matchedBy", "the column pitchmatching.matchedby"),
            ("DROP TABLE comparison; DROP TABLE pitchMatching; DROP TABLE timingComparison; DROP TABLE gapTap; DROP TABLE gapFill; DROP TABLE phraseNote; DROP TABLE phrase",
             "the table comparison, the table gapfill, the table gaptap and 4 more"),
        ]
        for (index, damage) in cases.enumerated() {
            let path = folder.file("damaged-\(index).backup")
            try FileManager.default.copyItem(atPath: folder.file("full.backup"), toPath: path)
            let file = try DatabaseQueue(path: path)
            try file.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                try db.execute(sql: damage.sql)
            }
            try file.close()
            let refused = Self.refusal { try library.openBackup(path).close() }
            #expect(refused == "\(path): not a backup Peach can restore: the versions of its layout say it holds \(damage.says), and it does not", "\(String(describing: refused))")
        }
        let store = try TrainingStore(path: folder.file("records.sqlite"))
        defer { store.close() }
        #expect(try Self.everyRecord(store) == before)
    }

    @Test("a backup replaces only a backup: the records themselves, a database another Peach writes to, one with a write-ahead log and another program's file are refused; a new file, an empty one, an earlier backup and one from before the marks are taken")
    func targets() throws {
        let folder = TemporaryFolder()
        let records = try Self.storeWithEveryKind(folder)
        defer { records.close() }
        let library = Self.library(folder)
        _ = try records.backup(toNewFile: folder.file("earlier.backup"))
        FileManager.default.createFile(atPath: folder.file("empty"), contents: Data())
        FileManager.default.createFile(atPath: folder.file("notes.txt"), contents: Data(String(repeating: "notes ", count: 100).utf8))
        // A backup of the release before the marks: one file without a write-ahead log, unmarked.
        _ = try records.backup(toNewFile: folder.file("before-marks.backup"))
        let beforeMarks = try DatabaseQueue(path: folder.file("before-marks.backup"))
        try beforeMarks.writeWithoutTransaction { try $0.execute(sql: "PRAGMA application_id = 0") }
        try beforeMarks.close()
        let training = try TrainingStore(path: folder.file("training.sqlite"))
        try training.insert(comparison(60, 4, at: 1_800_000_000))
        let unmarked = try DatabaseQueue(path: folder.file("unmarked.sqlite"))
        try unmarked.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
        try unmarked.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try unmarked.close()

        for taken in ["new.backup", "empty", "earlier.backup", "before-marks.backup"] {
            #expect(Self.refusal { try library.holdBackupTarget(folder.file(taken)).release() } == nil, "\(taken)")
        }
        let said = ": a backup is written to a new file, an empty one or over an earlier backup: name another file"
        #expect(Self.refusal { _ = try library.holdBackupTarget(folder.file("records.sqlite")) }
            == "\(folder.file("records.sqlite")): this is the training records themselves (--db); a backup goes to a file of its own")
        #expect(Self.refusal { _ = try library.holdBackupTarget(folder.file("training.sqlite")) }
            == "\(folder.file("training.sqlite")): another Peach is writing to it: it is a database in use, not a backup; name another file")
        training.close()
        #expect(Self.refusal { _ = try library.holdBackupTarget(folder.file("training.sqlite")) }
            == "\(folder.file("training.sqlite")): it is a database Peach trains on, not a backup; a backup is written to a new file, an empty one or over an earlier backup: name another file")
        #expect(Self.refusal { _ = try library.holdBackupTarget(folder.file("unmarked.sqlite")) }?.hasSuffix("it is a database with a write-ahead log (a database Peach trains on keeps one), not a backup; a backup is written to a new file, an empty one or over an earlier backup: name another file") == true)
        #expect(Self.refusal { _ = try library.holdBackupTarget(folder.file("notes.txt")) } == "\(folder.file("notes.txt")): it is not a backup Peach wrote (not a database at all)" + said.replacingOccurrences(of: ": a backup", with: "; a backup"))

        // Held, the file keeps a Peach writer out until released.
        let hold = try library.holdBackupTarget(folder.file("earlier.backup"))
        #expect(throws: StoreError.inUse(path: folder.file("earlier.backup"))) { try TrainingStore(path: folder.file("earlier.backup")) }
        hold.release()
        let opened = try TrainingStore(path: folder.file("earlier.backup"), access: .read)
        opened.close()
    }

    @Test("a backup of records damaged below the rows (pages overwritten, the file cut short) is refused as the records' damage (4), at their opening or their copy, never as the copy's failure (6)", arguments: [0, 1, 2, 3, 4, 5])
    func damagedPages(seed: Int) throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("records.sqlite"))
        try store.insert(contentsOf: (0..<3000).map { comparison(60, Double($0 % 100) / 2, at: Double($0)) })
        store.close()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.file("records.sqlite"))[.size] as? Int)
        var random = SeededRandom(seed: UInt64(seed))
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: folder.file("records.sqlite")))
        if seed.isMultiple(of: 2) {
            try handle.truncate(atOffset: UInt64(random.integer(in: (size / 4)...(size - 4096))))
        } else {
            try handle.seek(toOffset: UInt64(random.integer(in: 4096...(size - 1024))))
            try handle.write(contentsOf: Data((0..<1024).map { _ in UInt8(random.integer(in: 0...255)) }))
        }
        try handle.close()
        let damaged: TrainingStore
        do {
            damaged = try TrainingStore(path: folder.file("records.sqlite"), access: .read)
        } catch {
            guard case .corrupt = error else {
                Issue.record("refused at the opening, but not as damaged: \(error)")
                return
            }
            return
        }
        defer { damaged.close() }
        do {
            _ = try (damaged as any RecordsStore).backup(to: folder.file("peach.backup"))
        } catch {
            guard case .unusable = error else {
                Issue.record("refused, but not as the records' damage: \(error)")
                return
            }
        }
    }
}
