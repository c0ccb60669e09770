import Foundation
import GRDB
import PeachCore

/// Compare Timing's answer as a row of `timingComparison`.
struct TimingComparisonRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "timingComparison"

    /// The columns, named once: requests select them in this order (`databaseSelection`).
    enum Columns: Int, CaseIterable, ColumnExpression {
        case tempoBPM, offsetMs, isCorrect, timestamp, id
        /// The case's own name, worked out once (reflection for every value written was a
        /// tenth of an import's time).
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    var record: TimingComparisonRecord

    init(_ record: TimingComparisonRecord) {
        self.record = record
    }

    init(row: Row) {
        record = TimingComparisonRecord(
            tempo: Tempo(bpm: row[Columns.tempoBPM.rawValue]), offsetMs: row[Columns.offsetMs.rawValue], isCorrect: row[Columns.isCorrect.rawValue],
            timestamp: Date(timeIntervalSince1970: row[Columns.timestamp.rawValue]))
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
        let exchange: (any CSVRecordType)? = TimingComparisonCSV()

        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(TimingComparisonRecord.self) else { preconditionFailure("a \(record.kind) is no \(TimingComparisonRecord.kind)") }
            try TimingComparisonRow(record).insert(db)
        }

        func records(in db: Database, parts: Bool) throws -> RecordStream {
            try RecordStream(db, TimingComparisonRow.order(Columns.timestamp, Columns.id)) { TrainingRecord(TimingComparisonRow(row: $0).record) }
        }
    }
}

extension StoredRecords {
    public static let timingComparisons = StoredRecords(TimingComparisonRow.Kind())
}
