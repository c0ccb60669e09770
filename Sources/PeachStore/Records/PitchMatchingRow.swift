import Foundation
import GRDB
import PeachCore

/// Tune & Match's and Sing & Match's match as a row of `pitchMatching`.
struct PitchMatchingRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "pitchMatching"

    enum Columns {
        static let id = Column("id")
        static let referenceNote = Column("referenceNote")
        static let targetNote = Column("targetNote")
        static let initialCentOffset = Column("initialCentOffset")
        static let userCentError = Column("userCentError")
        static let interval = Column("interval")
        static let tuningSystem = Column("tuningSystem")
        static let timestamp = Column("timestamp")
        /// Since schema v4.
        static let matchedBy = Column("matchedBy")
    }

    var record: PitchMatchingRecord

    init(_ record: PitchMatchingRecord) {
        self.record = record
    }

    init(row: Row) throws {
        // A reader never migrates: in a file no writer has opened since sung matches came,
        // there is no `matchedBy`, and every match was tuned with the control.
        let matchedBy = row.hasColumn(Columns.matchedBy.name) ? MatchedBy(rawValue: row[Columns.matchedBy]) : .control
        guard let reference = MIDINote(rawValue: row[Columns.referenceNote]), let target = MIDINote(rawValue: row[Columns.targetNote]),
              let interval = Interval(rawValue: row[Columns.interval]), let tuning = TuningSystem(rawValue: row[Columns.tuningSystem]),
              let matchedBy else {
            throw outOfRange("pitch matching", row)
        }
        record = PitchMatchingRecord(
            referenceNote: reference, targetNote: target, initialCentOffset: Cents(row[Columns.initialCentOffset]),
            userCentError: Cents(row[Columns.userCentError]), interval: interval, tuningSystem: tuning,
            timestamp: Date(timeIntervalSince1970: row[Columns.timestamp]), matchedBy: matchedBy)
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

        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard case let .pitchMatching(record) = record else { preconditionFailure("a \(record.kind) is no match") }
            try PitchMatchingRow(record).insert(db)
        }

        func records(in db: Database, parts: Bool) throws -> AnyCursor<TrainingRecord> {
            AnyCursor(try PitchMatchingRow.order(Columns.timestamp, Columns.id).fetchCursor(db).map { .pitchMatching($0.record) })
        }
    }
}
