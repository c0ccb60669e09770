import Foundation
import GRDB
import PeachCore

/// Compare Timing's answer as a row of `timingComparison`.
struct TimingComparisonRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "timingComparison"

    /// The columns, named once: requests select them in this order (`databaseSelection`).
    /// `pattern` ("* - * *") and `position` (1 …): Compare Timing's own migration added
    /// them; NULL for an answer imported without them.
    enum Columns: Int, CaseIterable, ColumnExpression {
        case tempoBPM, offsetMs, isCorrect, timestamp, id, pattern, position
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

    /// By column name, each value checked: a row Peach would not have written is refused
    /// with its place.
    init(row: Row) throws {
        try self.init(row: row, layout: RowLayout(row, table: Self.databaseTableName))
    }

    /// A row of a stream whose columns were found once (`layout`).
    init(row: Row, layout: RowLayout<Columns>) throws(DamagedRow) {
        let row = StoredRow(row, layout: layout)
        var pattern: TimingPattern?, position: Int?
        let storedPosition = try row.optionalInteger(.position, 1...4)
        if let notation = try row.optionalText(.pattern) {
            // A pattern Peach does not know, or a position it has no note at: a damaged row.
            guard let known = TimingPattern(notation: notation), known.notation == notation else {
                throw row.refused(.pattern, "'\(Excerpt.of(notation))' is none of Compare Timing's patterns")
            }
            guard let at = storedPosition, known.positions.contains(at) else {
                throw row.refused(.position, "\(storedPosition.map(String.init) ?? "NULL") is no moving click of \"\(known.notation)\"")
            }
            (pattern, position) = (known, at)
        } else if storedPosition != nil {
            throw row.refused(.position, "a moved click without its pattern")
        }
        record = TimingComparisonRecord(
            tempo: Tempo(bpm: try row.integer(.tempoBPM, RecordLimits.tempoBPM)),
            offsetMs: try row.real(.offsetMs, RecordLimits.offsetMs), isCorrect: try row.boolean(.isCorrect),
            timestamp: try row.timestamp(.timestamp), pattern: pattern, position: position)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.tempoBPM] = record.tempo.bpm
        container[Columns.offsetMs] = record.offsetMs
        container[Columns.isCorrect] = record.isCorrect
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
        container[Columns.pattern] = record.pattern?.notation
        container[Columns.position] = record.position
    }

    struct Kind: StoredKind {
        let kind = RecordKind.timingComparison
        let table = TimingComparisonRow.databaseTableName
        let exchange: (any CSVRecordType)? = TimingComparisonCSV()
        /// The table came with Peach's schema (v3); what Compare Timing added since is its own.
        let migrations: [(identifier: String, migrate: @Sendable (Database) throws -> Void)] = [
            ("compare timing v2: pattern and position", { db in
                try db.alter(table: TimingComparisonRow.databaseTableName) {
                    $0.add(column: Columns.pattern.name, .text)
                    $0.add(column: Columns.position.name, .integer)
                }
                // Every answer stored before played four sixteenths with the third moved (the
                // original app's, imported, too, before its patterns came).
                try db.execute(
                    sql: "UPDATE \(TimingComparisonRow.databaseTableName) SET \(Columns.pattern.name) = ?, \(Columns.position.name) = ?",
                    arguments: [TimingPattern.standard.notation, TimingPattern.standard.defaultPosition])
            }),
        ]

        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(TimingComparisonRecord.self) else { preconditionFailure("a \(record.kind) is no \(TimingComparisonRecord.kind)") }
            try TimingComparisonRow(record).insert(db)
        }

        func records(in db: Database, parts: Bool) throws -> RecordStream {
            // A reader never migrates: a file no writer of this Peach has opened has no
            // pattern yet, and its answers were all of the standard one.
            let hasPattern = try db.columns(in: table).contains { $0.name == Columns.pattern.name }
            let standard = TimingPattern.standard
            let selection: [any SQLSelectable] = hasPattern
                ? Columns.allCases
                : Columns.allCases.filter { $0 != .pattern && $0 != .position }
                    + [SQL(sql: "'\(standard.notation)' AS \(Columns.pattern.name)"), SQL(sql: "\(standard.defaultPosition) AS \(Columns.position.name)")]
            var layout: RowLayout<Columns>?
            return try RecordStream(db, TimingComparisonRow.select(selection).order(Columns.timestamp, Columns.id)) { row in
                let found = try layout ?? RowLayout(row, table: table)
                layout = found
                return TrainingRecord(try TimingComparisonRow(row: row, layout: found).record)
            }
        }
    }
}

extension TimingComparisonRow.Columns: StoredColumn {}

extension StoredRecords {
    public static let timingComparisons = StoredRecords(TimingComparisonRow.Kind())
}
