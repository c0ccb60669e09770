import Foundation
import GRDB
import PeachCore

/// Rhythm Back's call as a row of `rhythmCall`: its level, its beats' figures as text (each
/// beat's strokes in twelfths of the beat, separated by spaces, the beats by ";": "0 6;0 3 6
/// 9;;6" is eighths, sixteenths, a rest and the "and"), the tempo, the sample rate the taps'
/// frames count at, the tolerance's share of the smallest gap and the pulse (0 through, 1
/// only in the count-in); the taps are rows of `rhythmTap`. Both tables are Rhythm Back's
/// own migration.
struct RhythmCallRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "rhythmCall"

    enum Columns: Int, CaseIterable, ColumnExpression {
        case id, timestamp, tempoBPM, level, figures, sampleRate, tolerance, pulse
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    /// The tolerance's share, as the setting allows it.
    static let tolerances = 0.1...0.5

    var id: Int64?
    var record: RhythmCallRecord

    init(_ record: RhythmCallRecord) {
        self.record = record
    }

    init(row: Row) throws {
        try self.init(row: row, layout: RowLayout(row, table: Self.databaseTableName))
    }

    init(row: Row, layout: RowLayout<Columns>) throws(DamagedRow) {
        let row = StoredRow(row, layout: layout)
        id = try row.id()
        let level = RhythmLevel(try row.integer(.level, RhythmLevel.lowest...RhythmLevel.highest))
        let text = try row.text(.figures)
        // Figures its level draws, written as Peach writes them ("+6" or "0  6" is no call of Peach's).
        guard let figures = Self.figures(text), figures.allSatisfy(level.figures.contains), Self.text(figures) == text else {
            let bounds = LengthStaircase.Bounds.rhythmCalls
            throw row.refused(.figures, "'\(Excerpt.of(text))' is not \(bounds.shortest) to \(bounds.longest) beats separated by ';', each a figure of level \(level.number) as its strokes in twelfths (0 … 11), ascending, one space apart")
        }
        let pulse = try row.integer(.pulse, 0...(RhythmPulse.allCases.count - 1))
        record = RhythmCallRecord(
            call: RhythmCall(level: level, figures: figures), tempo: Tempo(bpm: try row.integer(.tempoBPM, RecordLimits.tempoBPM)),
            sampleRate: try row.integer(.sampleRate, RecordLimits.sampleRates), taps: [],
            toleranceShare: try row.real(.tolerance, Self.tolerances), pulse: RhythmPulse.allCases[pulse],
            timestamp: try row.timestamp(.timestamp))
    }

    /// The beats from their text, every value checked: nil for anything Peach would not have written.
    static func figures(_ text: String) -> [BeatFigure]? {
        let beats = text.split(separator: ";", omittingEmptySubsequences: false)
        let bounds = LengthStaircase.Bounds.rhythmCalls
        guard (bounds.shortest...bounds.longest).contains(beats.count) else { return nil }
        var figures: [BeatFigure] = []
        for beat in beats {
            let fields = beat.split(separator: " ")
            let ticks = fields.compactMap { Int($0) }
            guard ticks.count == fields.count, ticks.allSatisfy({ (0..<BeatFigure.ticksPerBeat).contains($0) }),
                  ticks == ticks.sorted(), Set(ticks).count == ticks.count else { return nil }
            figures.append(BeatFigure(ticks))
        }
        guard figures.contains(where: { !$0.ticks.isEmpty }) else { return nil }
        return figures
    }

    static func text(_ figures: [BeatFigure]) -> String {
        figures.map { $0.ticks.map(String.init).joined(separator: " ") }.joined(separator: ";")
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
        container[Columns.tempoBPM] = record.tempo.bpm
        container[Columns.level] = record.call.level.number
        container[Columns.figures] = Self.text(record.call.figures)
        container[Columns.sampleRate] = record.sampleRate
        container[Columns.tolerance] = record.toleranceShare
        container[Columns.pulse] = RhythmPulse.allCases.firstIndex(of: record.pulse)!
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    struct Kind: StoredKind {
        let kind = RecordKind.rhythmCall
        let table = RhythmCallRow.databaseTableName
        let partTables = [RhythmTapRow.databaseTableName]
        let migrations: [(identifier: String, migrate: @Sendable (Database) throws -> Void)] = [
            ("rhythm back v1: calls and their taps", { db in
                try db.create(table: RhythmCallRow.databaseTableName) { table in
                    table.autoIncrementedPrimaryKey(Columns.id.name)
                    table.column(Columns.timestamp.name, .double).notNull().indexed()
                    table.column(Columns.tempoBPM.name, .integer).notNull()
                    table.column(Columns.level.name, .integer).notNull()
                    table.column(Columns.figures.name, .text).notNull()
                    table.column(Columns.sampleRate.name, .integer).notNull()
                    table.column(Columns.tolerance.name, .double).notNull()
                    table.column(Columns.pulse.name, .integer).notNull()
                }
                try db.create(table: RhythmTapRow.databaseTableName) { table in
                    table.autoIncrementedPrimaryKey("id")
                    table.column(RhythmTapRow.Columns.call.name, .integer).notNull().indexed()
                        .references(RhythmCallRow.databaseTableName, onDelete: .cascade)
                    table.column(RhythmTapRow.Columns.frame.name, .integer).notNull()
                    table.column(RhythmTapRow.Columns.source.name, .integer).notNull()
                }
            }),
        ]

        /// The call and every tap, in the caller's transaction.
        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(RhythmCallRecord.self) else { preconditionFailure("a \(record.kind) is no \(RhythmCallRecord.kind)") }
            var row = RhythmCallRow(record)
            try row.insert(db)
            for tap in record.taps { try RhythmTapRow(call: row.id!, tap: tap).insert(db) }
        }

        /// The taps are what the profile judges: read with every call.
        func records(in db: Database, parts: Bool) throws -> RecordStream {
            let taps = try db.cachedStatement(sql: RhythmTapRow.ofCall)
            var layout: RowLayout<Columns>?
            return try RecordStream(db, RhythmCallRow.order(Columns.timestamp, Columns.id)) { row in
                let found = try layout ?? RowLayout(row, table: table)
                layout = found
                let call = try RhythmCallRow(row: row, layout: found)
                var record = call.record
                let rows = try Row.fetchCursor(taps, arguments: [call.id])
                while let tap = try rows.next() { record.taps.append(try RhythmTapRow(row: tap, sampleRate: record.sampleRate).tap) }
                return TrainingRecord(record)
            }
        }
    }
}

/// One tap of a response, as a row of `rhythmTap`: its frame from the count-in's first beat
/// as heard, and its source (0 a pad, 1 the input, 2 the computer keyboard).
struct RhythmTapRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "rhythmTap"

    enum Columns: Int, CaseIterable, ColumnExpression {
        case call, frame, source
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    /// A call's taps, in the order tapped.
    static let ofCall = "SELECT id, \(Columns.allCases.map(\.name).joined(separator: ", ")) FROM rhythmTap WHERE call = ? ORDER BY id"

    var call: Int64
    var tap: RhythmTap

    init(call: Int64, tap: RhythmTap) {
        self.call = call
        self.tap = tap
    }

    /// By column name, each value checked (its frame against the call's sample rate).
    init(row: Row, sampleRate: Int) throws(DamagedRow) {
        let row = try StoredRow<Columns>(row, table: Self.databaseTableName)
        call = Int64(try row.integer(.call, 1...Int.max))
        tap = RhythmTap(
            frame: try row.integer(.frame, RecordLimits.frames(atSampleRate: sampleRate)),
            source: RhythmTap.Source(rawValue: try row.integer(.source, 0...(RhythmTap.Source.allCases.count - 1)))!)
    }

    init(row: Row) throws {
        try self.init(row: row, sampleRate: RecordLimits.sampleRates.upperBound)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.call] = call
        container[Columns.frame] = tap.frame
        container[Columns.source] = tap.source.rawValue
    }
}

extension RhythmCallRow.Columns: StoredColumn {}
extension RhythmTapRow.Columns: StoredColumn {}

extension StoredRecords {
    public static let rhythmCalls = StoredRecords(RhythmCallRow.Kind())
}
