import Foundation
import GRDB
import PeachCore

/// Peach's own backup: a copy of the database, every field of every kind of record kept
/// and the schema's migrations with it, so that the next Peach opens it (and migrates it)
/// as it opens any database of Peach's. Unlike the exchange format it loses nothing: Fill
/// the Gap's taps, how a match was made, and whatever a later discipline keeps.
extension TrainingStore {
    /// Copies the records into the database file at `path` (new, or made empty for it), from
    /// one snapshot (a writer beside adds nothing halfway through), on its own without a
    /// write-ahead log beside it, its schema brought to this Peach's (so that a backup of
    /// records no one has trained yet is still a backup, with its version). Counts what the
    /// copy holds.
    public func backup(toNewFile path: String) throws -> RecordCounts {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // One file, and every page on disk when the copy closes.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let copy = try DatabaseQueue(path: path, configuration: configuration)
        do {
            try database.backup(to: copy)
            try copy.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try kinds.migrator.migrate(copy)
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
        let total = try backup.counts().total
        var summary = ImportSummary()
        try database.write { db in
            if mode == .replace { try deleteAll(in: db) }
            // Only what was stored before counts: two records alike in the backup were two
            // records where it was made, and both come back.
            let stored = mode == .merge ? try duplicateKeys(in: db, precisions: [.millisecond]) : []
            var done = 0
            try backup.forEachRecord(progress: nil) { record in
                if let failAfter, done == failAfter { throw StoreError.failed("injected failure") }
                done += 1
                if let progress, done % 10_000 == 0 { progress(done, total) }
                guard !stored.contains(DuplicateKey(record, precision: .millisecond)) else {
                    summary.duplicates += 1
                    return
                }
                try insert(record, into: db)
                summary.imported += 1
            }
        }
        progress?(summary.imported + summary.duplicates, total)
        return summary
    }

    /// Whether the file is a database of Peach's: its first migration was applied.
    func hasPeachSchema() throws -> Bool {
        try database.read { db in try Schema.migrator.appliedIdentifiers(db).contains(Schema.migrator.migrations[0]) }
    }
}
