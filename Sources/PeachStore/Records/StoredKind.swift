import Foundation
import GRDB
import PeachCore

/// One kind of record as SQLite keeps it: its table, how a record is written and how its
/// records come back. The store's paths that handle every kind (the rebuild's reading,
/// export, import, counts, reset) loop over `StoredKinds.all`; a discipline with records
/// of its own adds its kind there.
protocol StoredKind: Sendable {
    var kind: RecordKind { get }
    /// Its table. A reader never migrates: a file no writer has opened since the kind came
    /// has no such table, and so none of its records.
    var table: String { get }
    /// Tables of its records' parts (Fill the Gap's taps): deleted before `table`.
    var partTables: [String] { get }
    /// The record and its parts, in the transaction `db` is in.
    func insert(_ record: TrainingRecord, into db: Database) throws
    /// Its records in timestamp order, ties as stored, one at a time. `parts`: with what the
    /// exchange format does not carry and the profile needs (the taps).
    func records(in db: Database, parts: Bool) throws -> AnyCursor<TrainingRecord>
}

extension StoredKind {
    var partTables: [String] { [] }
}

enum StoredKinds {
    /// In `RecordKind`'s order: the order of records stored at the same time.
    static let all: [any StoredKind] = [ComparisonRow.Kind(), PitchMatchingRow.Kind(), TimingComparisonRow.Kind(), GapFillRow.Kind()]

    static func of(_ kind: RecordKind) -> any StoredKind {
        // Every kind is stored: a test checks the list against `RecordKind.allCases`.
        all.first { $0.kind == kind }!
    }

    /// The kinds whose table exists in `db` (a reader may meet a file from before a kind came).
    static func present(in db: Database) throws -> [any StoredKind] {
        try all.filter { try db.tableExists($0.table) }
    }

    /// Every record of `kinds` merged into one timestamp order (ties: the kinds' order,
    /// then as stored). Memory stays flat: one record of each kind is held at a time.
    static func forEachRecord(
        in db: Database, kinds: [any StoredKind], parts: Bool, _ body: (TrainingRecord) throws -> Void
    ) throws {
        let cursors = try kinds.map { try $0.records(in: db, parts: parts) }
        var heads = try cursors.map { try $0.next() }
        while true {
            var earliest: Int?
            for (index, head) in heads.enumerated() {
                guard let head else { continue }
                if let current = earliest, heads[current]!.timestamp <= head.timestamp { continue }
                earliest = index
            }
            guard let index = earliest else { return }
            try body(heads[index]!)
            heads[index] = try cursors[index].next()
        }
    }
}

/// The record a row holds, or why it holds none Peach can read: a value out of range is a
/// damaged database, said as such.
func outOfRange(_ what: String, _ row: Row) -> StoreError {
    StoreError.failed("a \(what) row holds values out of range: \(row)")
}
