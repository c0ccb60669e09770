import Foundation
import GRDB
import PeachCore

/// Compare Timing's answer as a row of `timingComparison`.
struct TimingComparisonRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "timingComparison"

    enum Columns {
        static let id = Column("id")
        static let tempoBPM = Column("tempoBPM")
        static let offsetMs = Column("offsetMs")
        static let isCorrect = Column("isCorrect")
        static let timestamp = Column("timestamp")
    }

    var record: TimingComparisonRecord

    init(_ record: TimingComparisonRecord) {
        self.record = record
    }

    init(row: Row) throws {
        record = TimingComparisonRecord(
            tempo: Tempo(bpm: row[Columns.tempoBPM]), offsetMs: row[Columns.offsetMs], isCorrect: row[Columns.isCorrect],
            timestamp: Date(timeIntervalSince1970: row[Columns.timestamp]))
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.tempoBPM] = record.tempo.bpm
        container[Columns.offsetMs] = record.offsetMs
        container[Columns.isCorrect] = record.isCorrect
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
    }

    struct Kind: StoredKind {
        let kind = RecordKind.timingComparison
        let table = TimingComparisonRow.databaseTableName

        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard case let .timingComparison(record) = record else { preconditionFailure("a \(record.kind) is no Compare Timing answer") }
            try TimingComparisonRow(record).insert(db)
        }

        func records(in db: Database, parts: Bool) throws -> AnyCursor<TrainingRecord> {
            AnyCursor(try TimingComparisonRow.order(Columns.timestamp, Columns.id).fetchCursor(db).map { .timingComparison($0.record) })
        }
    }
}
