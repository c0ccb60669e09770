import Foundation
import GRDB
import PeachCore

/// Hear & Compare's answer as a row of `comparison`.
struct ComparisonRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "comparison"

    enum Columns {
        static let id = Column("id")
        static let referenceNote = Column("referenceNote")
        static let targetNote = Column("targetNote")
        static let centOffset = Column("centOffset")
        static let isCorrect = Column("isCorrect")
        static let interval = Column("interval")
        static let tuningSystem = Column("tuningSystem")
        static let timestamp = Column("timestamp")
    }

    var record: ComparisonRecord

    init(_ record: ComparisonRecord) {
        self.record = record
    }

    init(row: Row) throws {
        guard let reference = MIDINote(rawValue: row[Columns.referenceNote]), let target = MIDINote(rawValue: row[Columns.targetNote]),
              let interval = Interval(rawValue: row[Columns.interval]), let tuning = TuningSystem(rawValue: row[Columns.tuningSystem]) else {
            throw outOfRange("comparison", row)
        }
        record = ComparisonRecord(
            referenceNote: reference, targetNote: target, centOffset: Cents(row[Columns.centOffset]), isCorrect: row[Columns.isCorrect],
            interval: interval, tuningSystem: tuning, timestamp: Date(timeIntervalSince1970: row[Columns.timestamp]))
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

    /// In timestamp order, ties as stored.
    static let inTimeOrder = ComparisonRow.order(Columns.timestamp, Columns.id)

    struct Kind: StoredKind {
        let kind = RecordKind.comparison
        let table = ComparisonRow.databaseTableName

        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard case let .comparison(record) = record else { preconditionFailure("a \(record.kind) is no comparison") }
            try ComparisonRow(record).insert(db)
        }

        func records(in db: Database, parts: Bool) throws -> AnyCursor<TrainingRecord> {
            AnyCursor(try ComparisonRow.inTimeOrder.fetchCursor(db).map { .comparison($0.record) })
        }
    }
}
