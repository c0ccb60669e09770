import Foundation
import GRDB
import PeachCore

/// Fill the Gap's trial as a row of `gapFill`: its means; its taps are rows of `gapTap`.
struct GapFillRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "gapFill"

    enum Columns {
        static let id = Column("id")
        static let tempoBPM = Column("tempoBPM")
        static let meanOffsetMs = Column("meanOffsetMs")
        /// The mean of each gap position, `StepPosition`'s order (NULL where no tap hit it).
        static let positions = StepPosition.allCases.map { Column("position\($0.rawValue)") }
        static let timestamp = Column("timestamp")
    }

    var id: Int64?
    /// Without its taps: they are read apart, when asked for.
    var record: GapFillRecord

    init(_ record: GapFillRecord) {
        self.record = record
    }

    init(row: Row) throws {
        id = row[Columns.id]
        record = GapFillRecord(
            tempo: Tempo(bpm: row[Columns.tempoBPM]), meanOffsetMs: row[Columns.meanOffsetMs],
            meanOffsetMsByPosition: Columns.positions.map { row[$0] }, timestamp: Date(timeIntervalSince1970: row[Columns.timestamp]))
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.tempoBPM] = record.tempo.bpm
        container[Columns.meanOffsetMs] = record.meanOffsetMs
        for (column, mean) in zip(Columns.positions, record.meanOffsetMsByPosition) { container[column] = mean }
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    struct Kind: StoredKind {
        let kind = RecordKind.gapFill
        let table = GapFillRow.databaseTableName
        let partTables = [GapTapRow.databaseTableName]

        /// The trial and every tap, in the caller's transaction: all of it is stored, or none.
        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard case let .gapFill(record) = record else { preconditionFailure("a \(record.kind) is no Fill the Gap trial") }
            var trial = GapFillRow(record)
            try trial.insert(db)
            for tap in record.taps { try GapTapRow(trial: trial.id!, tap: tap).insert(db) }
        }

        /// Each trial's taps with one indexed look-up, when asked for.
        func records(in db: Database, parts: Bool) throws -> AnyCursor<TrainingRecord> {
            let taps = parts ? try db.cachedStatement(sql: GapTapRow.ofTrial) : nil
            return AnyCursor(try GapFillRow.order(Columns.timestamp, Columns.id).fetchCursor(db).map { row in
                var record = row.record
                if let taps { record.taps = try GapTapRow.fetchAll(taps, arguments: [row.id]).map(\.tap) }
                return .gapFill(record)
            })
        }
    }
}

/// One tap of a Fill the Gap trial, as a row of `gapTap`.
struct GapTapRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "gapTap"

    enum Columns {
        static let trial = Column("gapFill")
        static let cycle = Column("cycle")
        static let position = Column("position")
        static let offsetFrames = Column("offsetFrames")
        static let sampleRate = Column("sampleRate")
    }

    /// A trial's taps, as they were stored.
    static let ofTrial = "SELECT * FROM gapTap WHERE gapFill = ? ORDER BY id"

    var trial: Int64?
    var tap: GapTap

    init(trial: Int64, tap: GapTap) {
        self.trial = trial
        self.tap = tap
    }

    init(row: Row) throws {
        guard let position = StepPosition(rawValue: row[Columns.position]) else { throw outOfRange("tap", row) }
        trial = row[Columns.trial]
        tap = GapTap(cycle: row[Columns.cycle], position: position, offsetFrames: row[Columns.offsetFrames], sampleRate: row[Columns.sampleRate])
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.trial] = trial
        container[Columns.cycle] = tap.cycle
        container[Columns.position] = tap.position.rawValue
        container[Columns.offsetFrames] = tap.offsetFrames
        container[Columns.sampleRate] = tap.sampleRate
    }
}
