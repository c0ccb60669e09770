import Foundation
import GRDB
import PeachCore
import PeachDoubles
import Testing
@testable import PeachStore

/// Rows Peach would not have written, in a backup and in the musician's own records: each
/// refused with its table, row and column — never read as 0, never a trap — and nothing
/// changed by the refusal.
@Suite("Rows read by name, each value checked")
struct StoredRowTests {
    /// A value put where it does not belong, as a hand-edited or hostile file holds it.
    struct Damage: CustomStringConvertible, Sendable {
        var table: String
        var column: String
        /// SQL for the value.
        var value: String
        /// What the refusal says of it.
        var reason: String
        var description: String { "\(table).\(column) = \(value)" }
    }

    static let damages: [Damage] = [
        Damage(table: "comparison", column: "timestamp", value: "9e999", reason: "inf is not a time Peach writes (the years 1970–2099)"),
        Damage(table: "comparison", column: "timestamp", value: "-9e999", reason: "-inf is not a time Peach writes"),
        Damage(table: "comparison", column: "timestamp", value: "-1e300", reason: "is not a time Peach writes"),
        Damage(table: "comparison", column: "timestamp", value: "1e17", reason: "is not a time Peach writes"),
        Damage(table: "comparison", column: "timestamp", value: "32503680000", reason: "32503680000.0 is not a time Peach writes"),
        Damage(table: "comparison", column: "timestamp", value: "'yesterday'", reason: "the text 'yesterday' is not a time"),
        Damage(table: "comparison", column: "referenceNote", value: "'abc'", reason: "the text 'abc' is not a whole number"),
        Damage(table: "comparison", column: "centOffset", value: "NULL", reason: "NULL where a number belongs"),
        Damage(table: "comparison", column: "centOffset", value: "9e999", reason: "inf is outside −1200…1200"),
        Damage(table: "comparison", column: "centOffset", value: "5000", reason: "5000.0 is outside −1200…1200"),
        Damage(table: "comparison", column: "isCorrect", value: "2", reason: "2 is outside 0…1"),
        Damage(table: "pitchMatching", column: "userCentError", value: "x'00ff'", reason: "a blob of 2 bytes is not a number"),
        Damage(table: "pitchMatching", column: "matchedBy", value: "'hummed'", reason: "'hummed' is neither control nor voice"),
        Damage(table: "timingComparison", column: "tempoBPM", value: "1000", reason: "1000 is outside 1…400"),
        Damage(table: "timingComparison", column: "offsetMs", value: "'\u{1B}]0;pwned\u{07}'", reason: "the text '\\u{1B}]0;pwned\\u{07}' is not a number"),
        Damage(table: "gapFill", column: "meanOffsetMs", value: "9e999", reason: "inf is outside −1000…1000"),
        Damage(table: "gapTap", column: "offsetFrames", value: "1e300", reason: "the real 1e+300 is not a whole number"),
        Damage(table: "phrase", column: "notes", value: "'60 sixty'", reason: "'60 sixty' is not a phrase of MIDI notes"),
        Damage(table: "phraseNote", column: "cents", value: "1e300", reason: "1e+300 is outside −50…50"),
    ]

    /// A store with a record of every kind, Fill the Gap's with taps and a phrase with its echo.
    static func storeWithEveryKind(_ folder: TemporaryFolder, _ name: String) throws -> TrainingStore {
        let store = try BackupTests.storeWithEveryKind(folder, name)
        try store.insert(PhraseStoreTests.record)
        return store
    }

    /// Puts `damage` into the file at `path` as a hostile hand would: the table rebuilt without
    /// Peach's constraints (SQLite keeps whatever a column without them is given).
    static func apply(_ damage: Damage, to path: String) throws {
        let file = try DatabaseQueue(path: path)
        try file.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: """
                ALTER TABLE \(damage.table) RENAME TO damaged;
                CREATE TABLE \(damage.table) AS SELECT * FROM damaged;
                DROP TABLE damaged;
                UPDATE \(damage.table) SET \(damage.column) = \(damage.value) WHERE rowid = (SELECT min(rowid) FROM \(damage.table));
                """)
        }
        try file.close()
    }

    @Test("a backup holding a row Peach would not have written is refused whole with its table, row and column; the records are left as they were", arguments: damages)
    func damagedBackup(damage: Damage) throws {
        let folder = TemporaryFolder()
        let original = try Self.storeWithEveryKind(folder, "original.sqlite")
        _ = try original.backup(toNewFile: folder.file("peach.backup"))
        original.close()
        try Self.apply(damage, to: folder.file("peach.backup"))

        let records = try TrainingStore(path: folder.file("records.sqlite"))
        try records.insert(comparison(50, 3, at: 1_790_000_000))
        records.close()
        let before = fingerprint(folder.file("records.sqlite"))
        let library = StoreLibrary(databasePath: folder.file("records.sqlite")) { path, _ in Array(FileManager.default.contents(atPath: path) ?? Data()) }
        for mode in [ImportMode.replace, .merge] {
            let store = try library.open(forWriting: true)
            let backup = try library.openBackup(folder.file("peach.backup"))
            let refusal = Self.restoreRefusal(of: backup, into: store, mode: mode)
            backup.close()
            #expect(refusal?.hasPrefix(folder.file("peach.backup") + ": not a backup Peach can restore") == true, "\(String(describing: refusal))")
            #expect(refusal?.contains("table \(damage.table), row ") == true && refusal?.contains("column \(damage.column): ") == true, "\(String(describing: refusal))")
            #expect(refusal?.contains(damage.reason) == true, "\(String(describing: refusal))")
            #expect(try Self.everyRecord(store).count == 1)
            store.close()
        }
        #expect(fingerprint(folder.file("records.sqlite")) == before)
    }

    @Test("the musician's own records holding such a row are refused with the file, table, row and column (reading, exporting), and left as they were", arguments: damages)
    func damagedRecords(damage: Damage) throws {
        let folder = TemporaryFolder()
        let path = folder.file("records.sqlite")
        let store = try Self.storeWithEveryKind(folder, "records.sqlite")
        store.close()
        try Self.apply(damage, to: path)
        let before = fingerprint(path)
        for access in [TrainingStore.Access.read, .write] {
            let damaged = try TrainingStore(path: path, access: access)
            defer { damaged.close() }
            do {
                try damaged.forEachRecord { _ in }
                Issue.record("\(damage) was read")
            } catch let StoreError.damagedRow(file, row) {
                #expect(file == path && row.table.lowercased() == damage.table.lowercased() && row.column == damage.column, "\(row)")
                #expect(row.description.contains(damage.reason), "\(row)")
                #expect("\(StoreError.damagedRow(path: file, row))".hasPrefix("\(path) holds a record Peach would not have written (table "))
            }
            // Export reads what format 3 carries; Play It Back's phrases it counts as left out.
            if !damage.table.hasPrefix("phrase") { #expect(throws: StoreError.self) { try damaged.exportCSV { _ in } } }
        }
        #expect(fingerprint(path) == before)
    }

    /// What refusing the restore said, as a file refused (`RecordsError.refusedFile`); nil when it was restored.
    static func restoreRefusal(of backup: any RecordsStore, into store: any RecordsStore, mode: ImportMode) -> String? {
        do {
            _ = try store.restore(from: backup, mode: mode) { _, _ in }
            return nil
        } catch {
            guard case let .refusedFile(words) = error else { return "not refused as a file: \(error)" }
            return words
        }
    }

    static func everyRecord(_ store: some RecordsStore) throws -> [TrainingRecord] {
        var records: [TrainingRecord] = []
        try store.forEachRecord(progress: nil) { records.append($0) }
        return records
    }

    @Test("every value a record of each kind holds at its limits reads back: the checks refuse nothing Peach writes")
    func limitsReadBack() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("records.sqlite"))
        defer { store.close() }
        let earliest = RecordLimits.timestamps.lowerBound, latest = Date(timeIntervalSince1970: 4_102_444_799)
        let records: [TrainingRecord] = [
            TrainingRecord(comparison(0, -1200, at: earliest.timeIntervalSince1970)),
            TrainingRecord(comparison(127, 1200, at: latest.timeIntervalSince1970)),
            TrainingRecord(match(60, initial: 1200, error: -1200, at: 5)),
            TrainingRecord(TimingComparisonRecord(tempo: Tempo(bpm: 400), offsetMs: -1000, isCorrect: false, timestamp: earliest, pattern: .twoEighths, position: 2)),
            TrainingRecord(TimingComparisonRecord(tempo: Tempo(bpm: 1), offsetMs: 1000, isCorrect: true, timestamp: latest, pattern: nil)),
            TrainingRecord(GapFillRecord(
                tempo: Tempo(bpm: 40), meanOffsetMs: 1000, meanOffsetMsByPosition: [-1000, nil, 0, 1000],
                taps: [GapTap(cycle: 1_000, position: .a, offsetFrames: -48_000 * 600, sampleRate: 48_000)], extraTaps: 100_000, timestamp: latest)),
            TrainingRecord(PhraseRecord(
                phrase: Phrase(key: MIDINote(0), scale: .chromatic, notes: [MIDINote(0), MIDINote(127)], eighths: [0, 4], tempo: Tempo(bpm: 400)),
                played: [PlayedNote(note: 127, onsetFrames: 1_000_000 * 600, cents: -50)], sampleRate: 1_000_000, sung: true, replays: 1_000,
                timestamp: latest)),
        ]
        try store.database.write { db in for record in records { try store.insert(record, into: db) } }
        let read = try Self.everyRecord(store)
        #expect(read.count == records.count)
        #expect(Set(read) == Set(records))
    }
}
