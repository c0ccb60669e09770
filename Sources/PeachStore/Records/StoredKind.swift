import Foundation
import GRDB
import PeachCore

/// One kind of record as SQLite keeps it: its table and how it is made, how a record is
/// written and how its records come back. The store's paths that handle every kind (the
/// rebuild's reading, export, import, counts, reset, backup) loop over the kinds the store
/// was opened with (`StoredKinds`); a discipline with records of its own declares its kind
/// in its folder (`StoredRecords`) and registers it with the discipline.
protocol StoredKind: Sendable {
    var kind: RecordKind { get }
    /// Its table. A reader never migrates: a file no writer has opened since the kind came
    /// has no such table, and so none of its records.
    var table: String { get }
    /// Tables of its records' parts (Fill the Gap's taps): deleted before `table`.
    var partTables: [String] { get }
    /// Its rows in the original app's exchange format, when that format has them.
    var exchange: (any CSVRecordType)? { get }
    /// The record and its parts, in the transaction `db` is in.
    func insert(_ record: TrainingRecord, into db: Database) throws
    /// Its records in timestamp order, ties as stored, one at a time. `parts`: with what the
    /// exchange format does not carry and the profile needs (the taps).
    func records(in db: Database, parts: Bool) throws -> RecordStream
    /// Its own migrations (its table, its indexes), run after Peach's schema's in their
    /// order; never edited once released. The kinds that came with the schema have none.
    var migrations: [Schema.Migration] { get }
}

/// A kind's records one at a time, from its rows (GRDB's non-generic row cursor, decoded
/// here: a generic record cursor cost a quarter more on a million-record rebuild).
struct RecordStream {
    let next: () throws -> TrainingRecord?

    /// The rows of `request`, each made a record by `record`.
    init(_ db: Database, _ request: some FetchRequest, _ record: @escaping (Row) throws -> TrainingRecord) throws {
        let rows = try Row.fetchCursor(db, request)
        next = { try rows.next().map(record) }
    }
}

extension StoredKind {
    var partTables: [String] { [] }
    /// A kind of Peach's own has no rows there: export says it left its records out.
    var exchange: (any CSVRecordType)? { nil }
    var migrations: [Schema.Migration] { [] }
}

/// One kind of record as the store keeps it, as a discipline's registration names it
/// (`StoredRecords.comparisons`).
public struct StoredRecords: Sendable {
    let stored: any StoredKind

    init(_ stored: some StoredKind) {
        self.stored = stored
    }

    public var kind: RecordKind { stored.kind }
}

/// The kinds of record one store keeps: the registered disciplines', in their ranks' order
/// (the order of records stored at the same instant).
public struct StoredKinds: Sendable {
    let all: [any StoredKind]

    /// Each kind once.
    public init(_ kinds: [StoredRecords]) {
        var seen = Set<RecordKind>()
        all = kinds.map(\.stored).filter { seen.insert($0.kind).inserted }.sorted { $0.kind < $1.kind }
    }

    public var kinds: [RecordKind] { all.map(\.kind) }

    /// How a record of `kind` is kept; a kind no discipline registered has no table here.
    func of(_ kind: RecordKind) throws -> any StoredKind {
        guard let stored = all.first(where: { $0.kind == kind }) else {
            throw StoreError.failed("no registered discipline keeps records of the kind '\(kind)'")
        }
        return stored
    }

    /// The kinds whose table exists in `db` (a reader may meet a file from before a kind came).
    func present(in db: Database) throws -> [any StoredKind] {
        try all.filter { try db.tableExists($0.table) }
    }

    /// Peach's schema, then each kind's own migrations.
    var migrator: DatabaseMigrator { migrator(of: migrations) }

    /// Every migration, in the order they run.
    var migrations: [Schema.Migration] { Schema.migrations + all.flatMap(\.migrations) }

    func migrator(of migrations: [Schema.Migration]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations { migrator.registerMigration(migration.identifier, migrate: migration.migrate) }
        return migrator
    }

    /// Every record of `kinds` merged into one timestamp order (ties: the kinds' order,
    /// then as stored). Memory stays flat: one record of each kind is held at a time.
    static func forEachRecord(
        in db: Database, kinds: [any StoredKind], parts: Bool, _ body: (TrainingRecord) throws -> Void
    ) throws {
        let streams = try kinds.map { try $0.records(in: db, parts: parts) }
        var heads = try streams.map { try $0.next() }
        while true {
            // The kind whose next record comes first, and the next record of any other kind:
            // its records run up to that one without looking at the others (a history of
            // one kind streams as fast as its cursor).
            var first: (time: Date, kind: Int)?
            var bound: (time: Date, kind: Int)?
            for (index, head) in heads.enumerated() {
                guard let head else { continue }
                let next = (time: head.timestamp, kind: index)
                if first.map({ next < $0 }) ?? true {
                    bound = first
                    first = next
                } else if bound.map({ next < $0 }) ?? true {
                    bound = next
                }
            }
            guard let index = first?.kind else { return }
            repeat {
                try body(heads[index]!)
                heads[index] = try streams[index].next()
            } while heads[index].map({ head in bound.map { (head.timestamp, index) < $0 } ?? true }) ?? false
        }
    }
}

/// The record a row holds, or why it holds none Peach can read: a value out of range is a
/// damaged database, said as such.
func outOfRange(_ what: String, _ row: Row) -> StoreError {
    StoreError.failed("a \(what) row holds values out of range: \(row)")
}
