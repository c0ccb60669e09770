import Foundation
import GRDB
import PeachCore
@testable import PeachStore

// What the store would hold: its table, made by its own migration, and its rows.

struct CountInRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "countIn"
    var record: CountInRecord

    init(_ record: CountInRecord) {
        self.record = record
    }

    enum Columns: Int, CaseIterable, StoredColumn {
        case tempoBPM, beatsInTime, timestamp
        var name: String { "\(self)" }
    }

    /// By column name, each value checked, as every kind reads its rows.
    init(row: Row) throws {
        let row = try StoredRow<Columns>(row, table: Self.databaseTableName)
        record = CountInRecord(
            tempo: try row.integer(.tempoBPM, RecordLimits.tempoBPM), beatsInTime: try row.integer(.beatsInTime, 0...4),
            timestamp: try row.timestamp(.timestamp))
    }

    func encode(to container: inout PersistenceContainer) {
        container["tempoBPM"] = record.tempo
        container["beatsInTime"] = record.beatsInTime
        container["timestamp"] = record.timestamp.timeIntervalSince1970
    }

    struct Kind: StoredKind {
        let kind = CountInRecord.kind
        let table = CountInRow.databaseTableName
        let migrations: [(identifier: String, migrate: @Sendable (Database) throws -> Void)] = [
            ("count-in v1: count-in trials", { db in
                try db.execute(sql: """
                    CREATE TABLE countIn (
                        id INTEGER PRIMARY KEY,
                        tempoBPM INTEGER NOT NULL,
                        beatsInTime INTEGER NOT NULL CHECK (beatsInTime BETWEEN 0 AND 4),
                        timestamp REAL NOT NULL
                    )
                    """)
            }),
        ]

        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(CountInRecord.self) else { preconditionFailure("a \(record.kind) is no count-in") }
            try CountInRow(record).insert(db)
        }

        func records(in db: Database, parts: Bool) throws -> RecordStream {
            try RecordStream(db, CountInRow.order(Column("timestamp"), Column("id"))) { TrainingRecord(try CountInRow(row: $0).record) }
        }
    }
}

extension StoredRecords {
    static let countIns = StoredRecords(CountInRow.Kind())
}
