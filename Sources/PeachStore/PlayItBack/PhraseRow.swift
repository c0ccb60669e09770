import Foundation
import GRDB
import PeachCore

/// Play It Back's phrase as a row of `phrase`: the phrase itself (its notes as text, "60 62
/// 64", in order; their onsets in eighths as text, "0 2 3 4", or NULL for quarter notes, as
/// every phrase before the second migration was; `typed` 1 for an echo typed on the computer
/// keyboard, NULL before the third migration, when none was); the echo's notes are rows of `phraseNote`.
/// Both tables are Play It Back's own migrations: a file no writer of this Peach has opened
/// has neither, and no phrases.
struct PhraseRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "phrase"

    /// The columns, named once: requests select them in this order.
    enum Columns: Int, CaseIterable, ColumnExpression {
        case id, timestamp, tempoBPM, scale, key, notes, sampleRate, sung, replays, eighths, typed
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    var id: Int64?
    var record: PhraseRecord

    init(_ record: PhraseRecord) {
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
        let notesText = try row.text(.notes)
        let notes = notesText.split(separator: " ", omittingEmptySubsequences: false).map { Int($0).flatMap(MIDINote.init(rawValue:)) }
        guard RecordLimits.phraseLength.contains(notes.count), !notes.contains(nil) else {
            throw row.refused(.notes, "'\(Excerpt.of(notesText))' is not a phrase of MIDI notes separated by spaces")
        }
        // Onsets, where there are: one a note, the first 0, each later by an eighth to a half note.
        var eighths: [Int]?
        if let text = try row.optionalText(.eighths) {
            let onsets = text.split(separator: " ", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard onsets.count == notes.count, onsets.first == 0, zip(onsets, onsets.dropFirst()).allSatisfy({ (1...4).contains($1 - $0) }) else {
                throw row.refused(.eighths, "'\(Excerpt.of(text))' are not the onsets of the phrase's \(notes.count) notes in eighths")
            }
            eighths = onsets
        }
        let scaleNumber = try row.integer(.scale, 0...Int.max)
        guard let scale = PhraseScale(rawValue: scaleNumber) else { throw row.refused(.scale, "\(scaleNumber) is no scale of Play It Back's") }
        let key = MIDINote(try row.integer(.key, MIDINote.validRange))
        record = PhraseRecord(
            phrase: Phrase(key: key, scale: scale, notes: notes.map { $0! }, eighths: eighths, tempo: Tempo(bpm: try row.integer(.tempoBPM, RecordLimits.tempoBPM))),
            played: [], sampleRate: try row.integer(.sampleRate, RecordLimits.sampleRates), sung: try row.boolean(.sung),
            typed: try row.optionalInteger(.typed, 0...1).map { $0 == 1 } ?? false,
            replays: try row.integer(.replays, RecordLimits.replays), timestamp: try row.timestamp(.timestamp))
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
        container[Columns.tempoBPM] = record.phrase.tempo.bpm
        container[Columns.scale] = record.phrase.scale.rawValue
        container[Columns.key] = record.phrase.key.rawValue
        container[Columns.notes] = record.phrase.notes.map { "\($0.rawValue)" }.joined(separator: " ")
        container[Columns.sampleRate] = record.sampleRate
        container[Columns.sung] = record.sung
        container[Columns.typed] = record.typed
        container[Columns.replays] = record.replays
        container[Columns.eighths] = record.phrase.rhythm == .quarters ? nil : record.phrase.eighths.map(String.init).joined(separator: " ")
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    struct Kind: StoredKind {
        let kind = RecordKind.phrase
        let table = PhraseRow.databaseTableName
        let partTables = [PhraseNoteRow.databaseTableName]
        let migrations: [(identifier: String, migrate: @Sendable (Database) throws -> Void)] = [
            ("play it back v1: phrases and their echoes", { db in
                try db.create(table: PhraseRow.databaseTableName) { table in
                    table.autoIncrementedPrimaryKey(Columns.id.name)
                    table.column(Columns.timestamp.name, .double).notNull().indexed()
                    table.column(Columns.tempoBPM.name, .integer).notNull()
                    table.column(Columns.scale.name, .integer).notNull()
                    table.column(Columns.key.name, .integer).notNull()
                    table.column(Columns.notes.name, .text).notNull()
                    table.column(Columns.sampleRate.name, .integer).notNull()
                    table.column(Columns.sung.name, .boolean).notNull()
                    table.column(Columns.replays.name, .integer).notNull()
                }
                try db.create(table: PhraseNoteRow.databaseTableName) { table in
                    table.autoIncrementedPrimaryKey("id")
                    table.column(PhraseNoteRow.Columns.phrase.name, .integer).notNull().indexed()
                        .references(PhraseRow.databaseTableName, onDelete: .cascade)
                    table.column(PhraseNoteRow.Columns.note.name, .integer).notNull()
                    table.column(PhraseNoteRow.Columns.onsetFrames.name, .integer).notNull()
                    table.column(PhraseNoteRow.Columns.cents.name, .double)
                }
            }),
            ("play it back v2: the phrase's rhythm", { db in
                try db.alter(table: PhraseRow.databaseTableName) { table in table.add(column: Columns.eighths.name, .text) }
            }),
            ("play it back v3: echoes typed on the computer keyboard", { db in
                try db.alter(table: PhraseRow.databaseTableName) { table in table.add(column: Columns.typed.name, .boolean) }
            }),
        ]

        /// The phrase and every note of its echo, in the caller's transaction.
        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(PhraseRecord.self) else { preconditionFailure("a \(record.kind) is no \(PhraseRecord.kind)") }
            var row = PhraseRow(record)
            try row.insert(db)
            for note in record.played { try PhraseNoteRow(phrase: row.id!, note: note).insert(db) }
        }

        /// The echo is what the profile judges: read with every phrase, whether parts are asked for or not.
        func records(in db: Database, parts: Bool) throws -> RecordStream {
            let notes = try db.cachedStatement(sql: PhraseNoteRow.ofPhrase)
            // A reader never migrates: a file no writer of this Peach has opened since the
            // rhythms came has no onsets, and its phrases were all quarter notes.
            // Nor one none has opened since typed echoes came: none of its echoes was typed.
            let present = Set(try db.columns(in: table).map(\.name))
            let selection: [any SQLSelectable] = Columns.allCases.map { column -> any SQLSelectable in
                guard column == .eighths || column == .typed, !present.contains(column.name) else { return column }
                return SQL(sql: "NULL AS \(column.name)")
            }
            var layout: RowLayout<Columns>?
            return try RecordStream(db, PhraseRow.select(selection).order(Columns.timestamp, Columns.id)) { row in
                let found = try layout ?? RowLayout(row, table: table)
                layout = found
                let phrase = try PhraseRow(row: row, layout: found)
                var record = phrase.record
                let rows = try Row.fetchCursor(notes, arguments: [phrase.id])
                while let note = try rows.next() { record.played.append(try PhraseNoteRow(row: note, sampleRate: record.sampleRate).note) }
                return TrainingRecord(record)
            }
        }
    }
}

/// One note of an echo, as a row of `phraseNote`.
struct PhraseNoteRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "phraseNote"

    enum Columns: Int, CaseIterable, ColumnExpression {
        case phrase, note, onsetFrames, cents
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    /// A phrase's echo, in the order played.
    static let ofPhrase = "SELECT id, \(Columns.allCases.map(\.name).joined(separator: ", ")) FROM phraseNote WHERE phrase = ? ORDER BY id"

    var phrase: Int64
    var note: PlayedNote

    init(phrase: Int64, note: PlayedNote) {
        self.phrase = phrase
        self.note = note
    }

    /// By column name, each value checked (its onset against the phrase's sample rate).
    init(row: Row, sampleRate: Int) throws(DamagedRow) {
        let row = try StoredRow<Columns>(row, table: Self.databaseTableName)
        phrase = Int64(try row.integer(.phrase, 1...Int.max))
        note = PlayedNote(
            note: try row.integer(.note, MIDINote.validRange),
            onsetFrames: try row.integer(.onsetFrames, RecordLimits.frames(atSampleRate: sampleRate)),
            cents: try row.optionalReal(.cents, RecordLimits.sungCents))
    }

    init(row: Row) throws {
        try self.init(row: row, sampleRate: RecordLimits.sampleRates.upperBound)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.phrase] = phrase
        container[Columns.note] = note.note
        container[Columns.onsetFrames] = note.onsetFrames
        container[Columns.cents] = note.cents
    }
}

extension PhraseRow.Columns: StoredColumn {}
extension PhraseNoteRow.Columns: StoredColumn {}

extension StoredRecords {
    public static let phrases = StoredRecords(PhraseRow.Kind())
}
