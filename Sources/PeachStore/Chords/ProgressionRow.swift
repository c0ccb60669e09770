import Foundation
import GRDB
import PeachCore

/// Chords' progression as a row of `progression`: its key (the tonic's pitch class, 0 major or
/// 1 minor), its vocabulary level, its chords as text, one a chord separated by ";", each
/// "letter accidental quality inversion beats note…" ("1 0 minor 0 2 50 53 57": D minor in
/// root position, two beats, D3 F3 A3), their Roman numerals ("I ii V7 I"), the tempo, the
/// window and judging it was judged by; the notes played back are rows of `progressionNote`.
/// Both tables are Chords' own migration.
struct ProgressionRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "progression"

    enum Columns: Int, CaseIterable, ColumnExpression {
        case id, timestamp, tempoBPM, keyTonic, keyMode, level, chords, numerals, sampleRate, windowMs, judging, replays
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    /// The window's range, as the setting has it.
    static let windows = 1.0...1000.0
    static let beats = 1...8

    var id: Int64?
    var record: ProgressionRecord

    init(_ record: ProgressionRecord) {
        self.record = record
    }

    init(row: Row) throws {
        try self.init(row: row, layout: RowLayout(row, table: Self.databaseTableName))
    }

    init(row: Row, layout: RowLayout<Columns>) throws(DamagedRow) {
        let row = StoredRow(row, layout: layout)
        id = try row.id()
        let mode = try row.integer(.keyMode, 0...1)
        let key = ProgressionKey(pitchClass: try row.integer(.keyTonic, 0...11), mode: mode == 0 ? .major : .minor)
        let vocabulary = ChordVocabulary(level: try row.integer(.level, ChordVocabulary.lowest...ChordVocabulary.highest))
        let chordsText = try row.text(.chords), numeralsText = try row.text(.numerals)
        let chordTexts = chordsText.split(separator: ";", omittingEmptySubsequences: false)
        let numerals = numeralsText.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let lengths = LengthStaircase.Bounds.progressions.shortest...LengthStaircase.Bounds.progressions.longest
        guard lengths.contains(chordTexts.count) else {
            throw row.refused(.chords, "'\(Excerpt.of(chordsText))' is not \(lengths.lowerBound) to \(lengths.upperBound) chords separated by ';'")
        }
        guard numerals.count == chordTexts.count, numerals.allSatisfy({ !$0.isEmpty }) else {
            throw row.refused(.numerals, "'\(Excerpt.of(numeralsText))' is not a numeral for each of the \(chordTexts.count) chords")
        }
        var steps: [Progression.Step] = []
        for (index, text) in chordTexts.enumerated() {
            guard let step = Self.step(String(text), numeral: numerals[index]) else {
                throw row.refused(.chords, "chord \(index + 1), '\(Excerpt.of(String(text)))', is not a chord's letter, accidental, quality, inversion, beats and its notes in close order over its bass")
            }
            steps.append(step)
        }
        record = ProgressionRecord(
            progression: Progression(key: key, vocabulary: vocabulary, steps: steps), tempo: Tempo(bpm: try row.integer(.tempoBPM, RecordLimits.tempoBPM)),
            played: [], sampleRate: try row.integer(.sampleRate, RecordLimits.sampleRates), windowMs: try row.real(.windowMs, Self.windows),
            strictness: ChordJudgement.Strictness(rawValue: try row.integer(.judging, 0...(ChordJudgement.Strictness.allCases.count - 1)))!,
            replays: try row.integer(.replays, RecordLimits.replays), timestamp: try row.timestamp(.timestamp))
    }

    /// One chord from its text, every value checked: nil for anything Peach would not have written.
    static func step(_ text: String, numeral: String) -> Progression.Step? {
        let fields = text.split(separator: " ").map(String.init)
        guard fields.count >= 5, let letter = Int(fields[0]), (0...6).contains(letter), let accidental = Int(fields[1]), (-2...2).contains(accidental),
              let quality = ChordQuality(name: fields[2]), let inversion = Int(fields[3]), (0..<quality.tones.count).contains(inversion),
              let beats = Int(fields[4]), Self.beats.contains(beats), fields.count == 5 + quality.tones.count else { return nil }
        let notes = fields.dropFirst(5).compactMap { Int($0) }.filter { MIDINote.validRange.contains($0) }
        let chord = Chord(root: SpelledPitchClass(letter: letter, accidental: accidental), quality: quality, inversion: inversion)
        guard notes.count == quality.tones.count, notes == notes.sorted(), Set(notes).count == notes.count,
              Set(notes.map { $0 % 12 }) == chord.pitchClasses, notes[0] % 12 == chord.bass.pitchClass else { return nil }
        return Progression.Step(chord: chord, numeral: numeral, notes: notes, beats: beats)
    }

    static func text(_ step: Progression.Step) -> String {
        ([step.chord.root.letter, step.chord.root.accidental].map(String.init) + [step.chord.quality.name]
            + [step.chord.inversion, step.beats].map(String.init) + step.notes.map(String.init)).joined(separator: " ")
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.timestamp] = record.timestamp.timeIntervalSince1970
        container[Columns.tempoBPM] = record.tempo.bpm
        container[Columns.keyTonic] = record.progression.key.tonic.pitchClass
        container[Columns.keyMode] = record.progression.key.mode.rawValue
        container[Columns.level] = record.progression.vocabulary.level
        container[Columns.chords] = record.progression.steps.map(Self.text).joined(separator: ";")
        container[Columns.numerals] = record.progression.steps.map(\.numeral).joined(separator: " ")
        container[Columns.sampleRate] = record.sampleRate
        container[Columns.windowMs] = record.windowMs
        container[Columns.judging] = record.strictness.rawValue
        container[Columns.replays] = record.replays
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    struct Kind: StoredKind {
        let kind = RecordKind.progression
        let table = ProgressionRow.databaseTableName
        let partTables = [ProgressionNoteRow.databaseTableName]
        let migrations: [(identifier: String, migrate: @Sendable (Database) throws -> Void)] = [
            ("chords v1: progressions and their echoes", { db in
                try db.create(table: ProgressionRow.databaseTableName) { table in
                    table.autoIncrementedPrimaryKey(Columns.id.name)
                    table.column(Columns.timestamp.name, .double).notNull().indexed()
                    table.column(Columns.tempoBPM.name, .integer).notNull()
                    table.column(Columns.keyTonic.name, .integer).notNull()
                    table.column(Columns.keyMode.name, .integer).notNull()
                    table.column(Columns.level.name, .integer).notNull()
                    table.column(Columns.chords.name, .text).notNull()
                    table.column(Columns.numerals.name, .text).notNull()
                    table.column(Columns.sampleRate.name, .integer).notNull()
                    table.column(Columns.windowMs.name, .double).notNull()
                    table.column(Columns.judging.name, .integer).notNull()
                    table.column(Columns.replays.name, .integer).notNull()
                }
                try db.create(table: ProgressionNoteRow.databaseTableName) { table in
                    table.autoIncrementedPrimaryKey("id")
                    table.column(ProgressionNoteRow.Columns.progression.name, .integer).notNull().indexed()
                        .references(ProgressionRow.databaseTableName, onDelete: .cascade)
                    table.column(ProgressionNoteRow.Columns.note.name, .integer).notNull()
                    table.column(ProgressionNoteRow.Columns.onsetFrames.name, .integer).notNull()
                }
            }),
        ]

        /// The progression and every note played back, in the caller's transaction.
        func insert(_ record: TrainingRecord, into db: Database) throws {
            guard let record = record.as(ProgressionRecord.self) else { preconditionFailure("a \(record.kind) is no \(ProgressionRecord.kind)") }
            var row = ProgressionRow(record)
            try row.insert(db)
            for note in record.played { try ProgressionNoteRow(progression: row.id!, note: note).insert(db) }
        }

        /// The notes played are what the profile judges: read with every progression.
        func records(in db: Database, parts: Bool) throws -> RecordStream {
            let notes = try db.cachedStatement(sql: ProgressionNoteRow.ofProgression)
            var layout: RowLayout<Columns>?
            return try RecordStream(db, ProgressionRow.order(Columns.timestamp, Columns.id)) { row in
                let found = try layout ?? RowLayout(row, table: table)
                layout = found
                let progression = try ProgressionRow(row: row, layout: found)
                var record = progression.record
                let rows = try Row.fetchCursor(notes, arguments: [progression.id])
                while let note = try rows.next() { record.played.append(try ProgressionNoteRow(row: note, sampleRate: record.sampleRate).note) }
                return TrainingRecord(record)
            }
        }
    }
}

/// One note played back, as a row of `progressionNote`.
struct ProgressionNoteRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "progressionNote"

    enum Columns: Int, CaseIterable, ColumnExpression {
        case progression, note, onsetFrames
        var name: String { Self.names[rawValue] }
        private static let names = allCases.map { String(describing: $0) }
    }

    static var databaseSelection: [any SQLSelectable] { Columns.allCases }

    /// A progression's notes played back, in the order played.
    static let ofProgression = "SELECT id, \(Columns.allCases.map(\.name).joined(separator: ", ")) FROM progressionNote WHERE progression = ? ORDER BY id"

    var progression: Int64
    var note: PlayedNote

    init(progression: Int64, note: PlayedNote) {
        self.progression = progression
        self.note = note
    }

    /// By column name, each value checked (its onset against the progression's sample rate).
    init(row: Row, sampleRate: Int) throws(DamagedRow) {
        let row = try StoredRow<Columns>(row, table: Self.databaseTableName)
        progression = Int64(try row.integer(.progression, 1...Int.max))
        note = PlayedNote(note: try row.integer(.note, MIDINote.validRange), onsetFrames: try row.integer(.onsetFrames, RecordLimits.frames(atSampleRate: sampleRate)))
    }

    init(row: Row) throws {
        try self.init(row: row, sampleRate: RecordLimits.sampleRates.upperBound)
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.progression] = progression
        container[Columns.note] = note.note
        container[Columns.onsetFrames] = note.onsetFrames
    }
}

extension ProgressionRow.Columns: StoredColumn {}
extension ProgressionNoteRow.Columns: StoredColumn {}

extension StoredRecords {
    public static let progressions = StoredRecords(ProgressionRow.Kind())
}
