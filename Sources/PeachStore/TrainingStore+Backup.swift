import Foundation
import GRDB
import PeachCore

/// Peach's own backup: a copy of the database, every field of every kind of record kept
/// and the schema's migrations with it, so that the next Peach opens it (and migrates it)
/// as it opens any database of Peach's. Unlike the exchange format it loses nothing: Fill
/// the Gap's taps, how a match was made, and whatever a later discipline keeps.
extension TrainingStore {
    /// SQLite's `application_id` of a file Peach wrote: a backup's, and a database Peach
    /// trains on. A backup is replaced only by a backup, and a restore reads only a backup
    /// (or, unmarked, one written before the marks came).
    public enum Mark: Int32, Sendable {
        /// "PchB"
        case backup = 0x5063_6842
        /// "PchD"
        case database = 0x5063_6844
    }

    /// Copies the records into the database file at `path` (new, or made empty for it), from
    /// one snapshot (a writer beside adds nothing halfway through), on its own without a
    /// write-ahead log beside it, its schema brought to this Peach's (so that a backup of
    /// records no one has trained yet is still a backup, with its version), every record
    /// read back from it, marked a backup. Counts what the copy holds.
    public func backup(toNewFile path: String) throws -> RecordCounts {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // One file, and every page on disk when the copy closes.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let copy = try DatabaseQueue(path: path, configuration: configuration)
        do {
            do {
                try database.backup(to: copy)
            } catch let error as DatabaseError {
                // Read from the records or written to the copy: a copy that could not be
                // written is the output's failure, records that cannot be read are damaged.
                if let damage = recordsDamage() { throw StoreError.corrupt(path: self.path, detail: damage) }
                throw error
            }
            try copy.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try kinds.migrator.migrate(copy)
            // Every record read as a restore will read it: a backup is restorable, or it is
            // not written (a record Peach would not have written is named, as the records').
            try naming {
                try copy.read { db in try StoredKinds.forEachRecord(in: db, kinds: kinds.present(in: db), parts: true) { _ in } }
            }
            try copy.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA application_id = \(Mark.backup.rawValue)")
            }
            let counts = try copy.read(counts(in:))
            try copy.close()
            return counts
        } catch {
            try? copy.close()
            throw error
        }
    }

    /// Every record `backup` hands out, with every field, in one transaction: instead of
    /// everything stored, or added where the same record is not stored yet (the exchange
    /// format's rule at the millisecond a backup keeps). `failAfter` injects a failure (tests).
    public func restore(
        from backup: any RecordsStore, mode: ImportMode, progress: ((Int, Int) -> Void)? = nil, failAfter: Int? = nil
    ) throws -> ImportSummary {
        // A backup that cannot even be counted is refused below, where its records are read.
        let total = (try? backup.counts().total) ?? 0
        var summary = ImportSummary()
        try naming { try database.write { db in
            if mode == .replace { try deleteAll(in: db) }
            // Only what was stored before counts: two records alike in the backup were two
            // records where it was made, and both come back.
            let stored = mode == .merge ? try duplicateKeys(in: db, precisions: [.millisecond]) : []
            var done = 0
            do {
                try backup.forEachRecord(progress: nil) { record in
                    if let failAfter, done == failAfter { throw StoreError.failed("injected failure") }
                    done += 1
                    if let progress, done % 10_000 == 0 { progress(done, total) }
                    guard !stored.contains(DuplicateKey(record, precision: .millisecond)) else {
                        summary.duplicates += 1
                        return
                    }
                    do {
                        try insert(record, into: db)
                    } catch {
                        throw OwnFailure(error: error)
                    }
                    summary.imported += 1
                }
            } catch let own as OwnFailure {
                throw own.error
            } catch let error as StoreError {
                throw error
            } catch {
                // The backup failed to be read part-way (a damaged page): it is refused, as a
                // file that cannot be read is.
                throw StoreError.unreadableBackup(path: backup.path, detail: StoreError.words(for: error))
            }
        } }
        progress?(summary.imported + summary.duplicates, total)
        return summary
    }

    /// What SQLite's own check finds wrong with the records, or nil when it finds nothing.
    func recordsDamage() -> String? {
        let verdict = try? database.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        guard let verdict else { return "SQLite cannot check it" }
        return verdict == ["ok"] ? nil : verdict.prefix(3).joined(separator: "; ")
    }

    /// A failure of the records' own while a backup is read into them.
    private struct OwnFailure: Error {
        var error: Error
    }

    /// The file's mark (`Mark`), 0 when it has none.
    func mark() throws -> Int32 {
        try database.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0 }
    }

    /// Whether the file is a database of Peach's: its first migration was applied.
    func hasPeachSchema() throws -> Bool {
        try database.read { db in try Schema.migrator.appliedIdentifiers(db).contains(Schema.migrations[0].identifier) }
    }

    /// The tables and columns the file's migrations made, and that it lacks: a backup
    /// whose migrations say it holds a kind of record must hold that kind's tables (a
    /// table dropped by hand would restore as no records, deleting every stored one).
    func missingTables() throws -> [String] {
        let applied = try database.read { db in try kinds.migrator.appliedIdentifiers(db) }
        let reference = try DatabaseQueue()
        try kinds.migrator(of: kinds.migrations.filter { applied.contains($0.identifier) }).migrate(reference)
        let expected = try reference.read(Self.columnsByTable)
        let present = try database.read(Self.columnsByTable)
        var missing: [String] = []
        for (table, columns) in expected.sorted(by: { $0.key < $1.key }) {
            guard let have = present[table] else {
                missing.append("the table \(table)")
                continue
            }
            missing += columns.subtracting(have).sorted().map { "the column \(table).\($0)" }
        }
        return missing
    }

    /// Peach's tables (by lowercased name, as SQLite matches them) and their columns.
    private static func columnsByTable(_ db: Database) throws -> [String: Set<String>] {
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
            """)
        var columns: [String: Set<String>] = [:]
        for table in tables {
            columns[table.lowercased()] = Set(try db.columns(in: table).map { $0.name.lowercased() })
        }
        return columns
    }
}
