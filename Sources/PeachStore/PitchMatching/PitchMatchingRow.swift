import Foundation
import GRDB
import PeachCore

/// Tune & Match's and Sing & Match's match as a row of `pitchMatching`.
struct PitchMatchingRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "pitchMatching"

    /// The columns, named once: requests select them in this order (`databaseSelection`).
    enum Columns: Int, CaseIterable, ColumnExpression {
        case referenceNote, targetNote, initialCentOffset, userCentError, interval, tuningSystem, timestamp, id
        /// Since schema v4.
        case matchedBy
        /// The case's own name, worked out once (reflection for every value written was a
        /// tenth of an import's time).
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    /// A reader never migrates: in a file no writer has opened since sung matches came,
    /// there is no `matchedBy`, and every match was tuned with the control.
    static var selectionBeforeV4: [any SQLSelectable] {
        Columns.allCases.filter { $0 != .matchedBy } + [SQL("\(MatchedBy.control.rawValue) AS matchedBy")]
    }

    var record: PitchMatchingRecord

    init(_ record: PitchMatchingRecord) {
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
        let matchedByName = try row.text(.matchedBy)
        guard let matchedBy = MatchedBy(rawValue: matchedByName) else {
            throw row.refused(.matchedBy, "'\(Excerpt.of(matchedByName))' is neither control nor voice")
        }
        record = PitchMatchingRecord(
            referenceNote: pitch.reference, targetNote: pitch.target, initialCentOffset: Cents(try row.real(.initialCentOffset, RecordLimits.cents)),
            userCentError: Cents(try row.real(.userCentError, RecordLimits.cents)), interval: pitch.interval, tuningSystem: pitch.tuning,
            timestamp: try row.timestamp(.timestamp), matchedBy: matchedBy)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.referenceNote] = record.referenceNote.rawValue
        container[Columns.targetNote] = record.targetNote.rawValue
        container[Columns.initialCentOffset] = record.initialCentOffset.value
        container[Columns.userCentError] = record.userCentError.value
        container[Columns.interval] = record.interval.rawValue
        container[Columns.tuningSystem] = record.tuningSystem.rawValue
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
        container[Columns.matchedBy] = record.matchedBy.rawValue
    }

    struct Kind: StoredKind {
        let kind = RecordKind.pitchMatching
        let table = PitchMatchingRow.databaseTableName
        let exchange: (any CSVRecordType)? = PitchMatchingCSV()

        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(PitchMatchingRecord.self) else { preconditionFailure("a \(record.kind) is no \(PitchMatchingRecord.kind)") }
            try PitchMatchingRow(record).insert(db)
        }

        func records(in db: Database, parts: Bool) throws -> RecordStream {
            var request = PitchMatchingRow.order(Columns.timestamp, Columns.id)
            if try !db.columns(in: table).contains(where: { $0.name == Columns.matchedBy.name }) {
                request = request.select(PitchMatchingRow.selectionBeforeV4)
            }
            var layout: RowLayout<Columns>?
            return try RecordStream(db, request) { row in
                let found = try layout ?? RowLayout(row, table: table)
                layout = found
                return TrainingRecord(try PitchMatchingRow(row: row, layout: found).record)
            }
        }
    }
}

extension PitchMatchingRow.Columns: StoredColumn {}

extension StoredRecords {
    public static let matches = StoredRecords(PitchMatchingRow.Kind())
}
