import Foundation
import GRDB
import PeachCore

/// Fill the Gap's trial as a row of `gapFill`: its means; its taps are rows of `gapTap`.
struct GapFillRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "gapFill"

    /// The columns, named once: requests select them in this order (`databaseSelection`).
    /// `position0` … `position3`: the mean of each gap position, `StepPosition`'s order
    /// (NULL where no tap hit it). `extraTaps`: Fill the Gap's own migration added it.
    enum Columns: Int, CaseIterable, ColumnExpression {
        case tempoBPM, meanOffsetMs, position0, position1, position2, position3, timestamp, id, extraTaps
        /// The case's own name, worked out once (reflection for every value written was a
        /// tenth of an import's time).
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
        static let positions: [Columns] = [.position0, .position1, .position2, .position3]
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    var id: Int64?
    /// Without its taps: they are read apart, when asked for.
    var record: GapFillRecord

    init(_ record: GapFillRecord) {
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
        id = try row.id()
        var means: [Double?] = []
        for column in Columns.positions { means.append(try row.optionalReal(column, RecordLimits.offsetMs)) }
        record = GapFillRecord(
            tempo: Tempo(bpm: try row.integer(.tempoBPM, RecordLimits.tempoBPM)),
            meanOffsetMs: try row.real(.meanOffsetMs, RecordLimits.offsetMs), meanOffsetMsByPosition: means,
            extraTaps: try row.integer(.extraTaps, RecordLimits.extraTaps), timestamp: try row.timestamp(.timestamp))
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.tempoBPM] = record.tempo.bpm
        container[Columns.meanOffsetMs] = record.meanOffsetMs
        for (column, mean) in zip(Columns.positions, record.meanOffsetMsByPosition) { container[column] = mean }
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
        container[Columns.extraTaps] = record.extraTaps
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    struct Kind: StoredKind {
        let kind = RecordKind.gapFill
        let table = GapFillRow.databaseTableName
        let exchange: (any CSVRecordType)? = GapFillCSV()
        let partTables = [GapTapRow.databaseTableName]
        /// The table came with Peach's schema (v3); what Fill the Gap added since is its own.
        let migrations: [(identifier: String, migrate: @Sendable (Database) throws -> Void)] = [
            ("fill the gap v2: extra taps", { db in
                try db.alter(table: GapFillRow.databaseTableName) { $0.add(column: Columns.extraTaps.name, .integer).notNull().defaults(to: 0) }
            }),
        ]

        /// The trial and every tap, in the caller's transaction: all of it is stored, or none.
        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(GapFillRecord.self) else { preconditionFailure("a \(record.kind) is no \(GapFillRecord.kind)") }
            var trial = GapFillRow(record)
            try trial.insert(db)
            for tap in record.taps { try GapTapRow(trial: trial.id!, tap: tap).insert(db) }
        }

        /// Each trial's taps with one indexed look-up, when asked for.
        func records(in db: Database, parts: Bool) throws -> RecordStream {
            let taps = parts ? try db.cachedStatement(sql: GapTapRow.ofTrial) : nil
            // A reader never migrates: a file no writer of this Peach has opened has no
            // `extraTaps` yet, and its trials had none.
            let hasExtraTaps = try db.columns(in: table).contains { $0.name == Columns.extraTaps.name }
            let selection: [any SQLSelectable] = hasExtraTaps
                ? Columns.allCases : Columns.allCases.filter { $0 != .extraTaps } + [SQL(sql: "0 AS \(Columns.extraTaps.name)")]
            var layout: RowLayout<Columns>?
            return try RecordStream(db, GapFillRow.select(selection).order(Columns.timestamp, Columns.id)) { row in
                let found = try layout ?? RowLayout(row, table: table)
                layout = found
                let trial = try GapFillRow(row: row, layout: found)
                var record = trial.record
                if let taps { record.taps = try GapTapRow.fetchAll(taps, arguments: [trial.id]).map(\.tap) }
                return TrainingRecord(record)
            }
        }
    }
}

/// One tap of a Fill the Gap trial, as a row of `gapTap`.
struct GapTapRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "gapTap"

    /// The columns, named once: requests select them in this order (`databaseSelection`).
    enum Columns: Int, CaseIterable, ColumnExpression {
        case gapFill, cycle, position, offsetFrames, sampleRate
        /// The case's own name, worked out once (reflection for every value written was a
        /// tenth of an import's time).
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    /// A trial's taps, as they were stored.
    static let ofTrial = "SELECT id, \(Columns.allCases.map(\.name).joined(separator: ", ")) FROM gapTap WHERE gapFill = ? ORDER BY id"

    var trial: Int64
    var tap: GapTap

    init(trial: Int64, tap: GapTap) {
        self.trial = trial
        self.tap = tap
    }

    /// By column name, each value checked: a row Peach would not have written is refused
    /// with its place.
    init(row: Row) throws {
        try self.init(row: row, layout: RowLayout(row, table: Self.databaseTableName))
    }

    /// A row of a stream whose columns were found once (`layout`).
    init(row: Row, layout: RowLayout<Columns>) throws(DamagedRow) {
        let row = StoredRow(row, layout: layout)
        let step = try row.integer(.position, 0...3)
        let sampleRate = try row.integer(.sampleRate, RecordLimits.sampleRates)
        trial = Int64(try row.integer(.gapFill, 1...Int.max))
        tap = GapTap(
            cycle: try row.integer(.cycle, RecordLimits.cycles), position: StepPosition(rawValue: step)!,
            offsetFrames: try row.integer(.offsetFrames, RecordLimits.frames(atSampleRate: sampleRate)), sampleRate: sampleRate)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.gapFill] = trial
        container[Columns.cycle] = tap.cycle
        container[Columns.position] = tap.position.rawValue
        container[Columns.offsetFrames] = tap.offsetFrames
        container[Columns.sampleRate] = tap.sampleRate
    }
}

extension GapFillRow.Columns: StoredColumn {}
extension GapTapRow.Columns: StoredColumn {}

extension StoredRecords {
    public static let gapFills = StoredRecords(GapFillRow.Kind())
}
