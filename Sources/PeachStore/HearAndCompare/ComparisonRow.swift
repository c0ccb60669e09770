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

    /// By column name, each value checked: a row Peach would not have written is refused
    /// with its place.
    init(row: Row) throws {
        try self.init(row: row, layout: RowLayout(row, table: Self.databaseTableName))
    }

    /// A row of a stream whose columns were found once (`layout`).
    init(row: Row, layout: RowLayout<Columns>) throws(DamagedRow) {
        let row = StoredRow(row, layout: layout)
        let pitch = try StoredPitch(row, reference: .referenceNote, target: .targetNote, interval: .interval, tuning: .tuningSystem)
        record = ComparisonRecord(
            referenceNote: pitch.reference, targetNote: pitch.target, centOffset: Cents(try row.real(.centOffset, RecordLimits.cents)),
            isCorrect: try row.boolean(.isCorrect), interval: pitch.interval, tuningSystem: pitch.tuning, timestamp: try row.timestamp(.timestamp))
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
            var layout: RowLayout<Columns>?
            return try RecordStream(db, ComparisonRow.order(Columns.timestamp, Columns.id)) { row in
                let found = try layout ?? RowLayout(row, table: table)
                layout = found
                return TrainingRecord(try ComparisonRow(row: row, layout: found).record)
            }
        }
    }
}

extension ComparisonRow.Columns: StoredColumn {}

extension StoredRecords {
    public static let comparisons = StoredRecords(ComparisonRow.Kind())
}
