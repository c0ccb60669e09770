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

    init(row: Row) throws {
        guard let reference = MIDINote(rawValue: row[Columns.referenceNote.rawValue]), let target = MIDINote(rawValue: row[Columns.targetNote.rawValue]),
              let interval = Interval(rawValue: row[Columns.interval.rawValue]), let tuning = TuningSystem(rawValue: row[Columns.tuningSystem.rawValue]),
              let matchedBy = MatchedBy(rawValue: row[Columns.matchedBy.rawValue]) else {
            throw outOfRange("pitch matching", row)
        }
        record = PitchMatchingRecord(
            referenceNote: reference, targetNote: target, initialCentOffset: Cents(row[Columns.initialCentOffset.rawValue]),
            userCentError: Cents(row[Columns.userCentError.rawValue]), interval: interval, tuningSystem: tuning,
            timestamp: Date(timeIntervalSince1970: row[Columns.timestamp.rawValue]), matchedBy: matchedBy)
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
            return try RecordStream(db, request) { TrainingRecord(try PitchMatchingRow(row: $0).record) }
        }
    }
}

extension StoredRecords {
    public static let matches = StoredRecords(PitchMatchingRow.Kind())
}
