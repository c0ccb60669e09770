import Foundation
import GRDB
import PeachCore

/// Hear & Compare's answer as a row of `comparison`.
struct ComparisonRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "comparison"

    /// The columns, named once: requests select them in this order (`databaseSelection`),
    /// so a row read here has each where its case says.
    enum Columns: Int, CaseIterable, ColumnExpression {
        case referenceNote, targetNote, centOffset, isCorrect, interval, tuningSystem, timestamp, id
        /// The case's own name, worked out once (reflection for every value written was a
        /// tenth of an import's time).
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    var record: ComparisonRecord

    init(_ record: ComparisonRecord) {
        self.record = record
    }

    init(row: Row) throws {
        guard let reference = MIDINote(rawValue: row[Columns.referenceNote.rawValue]), let target = MIDINote(rawValue: row[Columns.targetNote.rawValue]),
              let interval = Interval(rawValue: row[Columns.interval.rawValue]), let tuning = TuningSystem(rawValue: row[Columns.tuningSystem.rawValue]) else {
            throw outOfRange("comparison", row)
        }
        record = ComparisonRecord(
            referenceNote: reference, targetNote: target, centOffset: Cents(row[Columns.centOffset.rawValue]), isCorrect: row[Columns.isCorrect.rawValue],
            interval: interval, tuningSystem: tuning, timestamp: Date(timeIntervalSince1970: row[Columns.timestamp.rawValue]))
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.referenceNote] = record.referenceNote.rawValue
        container[Columns.targetNote] = record.targetNote.rawValue
        container[Columns.centOffset] = record.centOffset.value
        container[Columns.isCorrect] = record.isCorrect
        container[Columns.interval] = record.interval.rawValue
        container[Columns.tuningSystem] = record.tuningSystem.rawValue
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
    }

    struct Kind: StoredKind {
        let kind = RecordKind.comparison
        let table = ComparisonRow.databaseTableName
        let exchange: (any CSVRecordType)? = ComparisonCSV()

        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(ComparisonRecord.self) else { preconditionFailure("a \(record.kind) is no \(ComparisonRecord.kind)") }
            try ComparisonRow(record).insert(db)
        }

        func records(in db: Database, parts: Bool) throws -> RecordStream {
            try RecordStream(db, ComparisonRow.order(Columns.timestamp, Columns.id)) { TrainingRecord(try ComparisonRow(row: $0).record) }
        }
    }
}

extension StoredRecords {
    public static let comparisons = StoredRecords(ComparisonRow.Kind())
}
