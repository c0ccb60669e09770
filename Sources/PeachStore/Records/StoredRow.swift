import Foundation
import GRDB
import GRDBSQLite
import PeachCore

/// A column's value as SQLite keeps it: its type and the value, read straight from the
/// statement by GRDB's fast decoding (`StatementColumnConvertible`), so that knowing the
/// type costs no more than reading the value (through `DatabaseValue`, GRDB's generic
/// path, a million-record rebuild took half as long again).
struct StoredValue: DatabaseValueConvertible, StatementColumnConvertible {
    enum Storage: Equatable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        /// Its size in bytes: no column of Peach's holds one.
        case blob(Int)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    init?(sqliteStatement: SQLiteStatement, index: CInt) {
        switch sqlite3_column_type(sqliteStatement, index) {
        case SQLITE_INTEGER: storage = .integer(sqlite3_column_int64(sqliteStatement, index))
        case SQLITE_FLOAT: storage = .real(sqlite3_column_double(sqliteStatement, index))
        case SQLITE_TEXT:
            // Every byte: a text with a NUL inside is not the word before it.
            let count = Int(sqlite3_column_bytes(sqliteStatement, index))
            storage = .text(sqlite3_column_text(sqliteStatement, index).map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? "")
        case SQLITE_NULL: storage = .null
        default: storage = .blob(Int(sqlite3_column_bytes(sqliteStatement, index)))
        }
    }

    /// NULL is a value here, not a failure to decode.
    static func fromStatement(_ sqliteStatement: SQLiteStatement, atUncheckedIndex index: CInt) -> StoredValue? {
        StoredValue(sqliteStatement: sqliteStatement, index: index)
    }

    var databaseValue: DatabaseValue {
        switch storage {
        case .null: .null
        case let .integer(value): value.databaseValue
        case let .real(value): value.databaseValue
        case let .text(value): value.databaseValue
        case let .blob(count): Data(count: count).databaseValue
        }
    }

    /// A row not read from a statement (copied) comes through here.
    static func fromDatabaseValue(_ value: DatabaseValue) -> StoredValue? {
        switch value.storage {
        case .null: StoredValue(.null)
        case let .int64(number): StoredValue(.integer(number))
        case let .double(number): StoredValue(.real(number))
        case let .string(text): StoredValue(.text(text))
        case let .blob(data): StoredValue(.blob(data.count))
        }
    }
}

/// A kind's columns, named once: `Columns` of each row type.
protocol StoredColumn: CaseIterable, Hashable {
    var name: String { get }
    /// Its place among the cases (the layout's index).
    var rawValue: Int { get }
}

/// Where a kind's columns are in the rows of one request: each found by its name once, from
/// the first row (a column the rows lack is refused by name). Looked up for every value,
/// a name cost a million-record rebuild six times what the reading itself does.
final class RowLayout<Column: StoredColumn> {
    let table: String
    /// By `Column.rawValue`.
    let indexes: [Int]
    let id: Int

    init(_ row: Row, table: String) throws(DamagedRow) {
        let names = Array(row.columnNames).map { $0.lowercased() }
        func index(_ name: String) throws(DamagedRow) -> Int {
            guard let index = names.firstIndex(of: name.lowercased()) else {
                throw DamagedRow(table: table, rowid: nil, column: name, reason: "the column is missing")
            }
            return index
        }
        var indexes: [Int] = []
        for column in Column.allCases { indexes.append(try index(column.name)) }
        self.table = table
        self.indexes = indexes
        id = try index("id")
    }
}

/// A row as a record is read from it: every value of a column found by its name
/// (`RowLayout`), through GRDB's throwing decoding, its SQLite type checked (SQLite keeps
/// whatever a column is given: text in a number column would read as 0, a NULL would trap)
/// and its range checked (`RecordLimits`). A row Peach would not have written is refused
/// with its place.
struct StoredRow<Column: StoredColumn> {
    let row: Row
    let layout: RowLayout<Column>

    var table: String { layout.table }

    init(_ row: Row, layout: RowLayout<Column>) {
        self.row = row
        self.layout = layout
    }

    /// The row's id (its rowid): read when a record needs it for its parts, or a message names
    /// the row.
    func id() throws(DamagedRow) -> Int64 {
        let id = try Self.value(of: row, at: layout.id) { DamagedRow(table: layout.table, rowid: nil, column: "id", reason: $0) }
        guard case let .integer(rowid) = id.storage else {
            throw DamagedRow(table: layout.table, rowid: nil, column: "id", reason: "\(Self.words(id)) is not a row id")
        }
        return rowid
    }

    /// A row of its own request, its layout found from it (for a few rows, not a stream).
    init(_ row: Row, table: String) throws(DamagedRow) {
        self.init(row, layout: try RowLayout(row, table: table))
    }

    /// The value of `column`.
    func value(_ column: Column) throws(DamagedRow) -> StoredValue {
        try Self.value(of: row, at: layout.indexes[column.rawValue]) { refused(column, $0) }
    }

    private static func value(of row: Row, at index: Int, refusal: (String) -> DamagedRow) throws(DamagedRow) -> StoredValue {
        do {
            return try row.decode(StoredValue.self, atIndex: index)
        } catch {
            throw refusal("it cannot be read (\(error))")
        }
    }

    func refused(_ column: Column, _ reason: String) -> DamagedRow {
        refused(column.name, reason)
    }

    func refused(_ column: String, _ reason: String) -> DamagedRow {
        DamagedRow(table: table, rowid: try? id(), column: column, reason: reason)
    }

    // MARK: Values

    /// A whole number within `range` (stored as an integer: a real or text is not one).
    func integer(_ column: Column, _ range: ClosedRange<Int>) throws(DamagedRow) -> Int {
        guard let value = try optionalInteger(column, range) else { throw refused(column, "NULL where a whole number belongs") }
        return value
    }

    func optionalInteger(_ column: Column, _ range: ClosedRange<Int>) throws(DamagedRow) -> Int? {
        let value = try value(column)
        switch value.storage {
        case .null: return nil
        case let .integer(number):
            guard let whole = Int(exactly: number), range.contains(whole) else {
                throw refused(column, "\(number) is outside \(range.lowerBound)…\(range.upperBound)")
            }
            return whole
        default: throw refused(column, "\(Self.words(value)) is not a whole number")
        }
    }

    /// A finite number within `range` (an integer counts: SQLite stores whole reals so in a
    /// column without a type).
    func real(_ column: Column, _ range: ClosedRange<Double>) throws(DamagedRow) -> Double {
        guard let value = try optionalReal(column, range) else { throw refused(column, "NULL where a number belongs") }
        return value
    }

    func optionalReal(_ column: Column, _ range: ClosedRange<Double>) throws(DamagedRow) -> Double? {
        let value = try value(column)
        let number: Double
        switch value.storage {
        case .null: return nil
        case let .real(real): number = real
        case let .integer(whole): number = Double(whole)
        default: throw refused(column, "\(Self.words(value)) is not a number")
        }
        guard number.isFinite, range.contains(number) else {
            throw refused(column, "\(number) is outside \(RecordLimits.words(range))")
        }
        return number
    }

    /// 0 or 1.
    func boolean(_ column: Column) throws(DamagedRow) -> Bool {
        try integer(column, 0...1) == 1
    }

    func text(_ column: Column) throws(DamagedRow) -> String {
        guard let text = try optionalText(column) else { throw refused(column, "NULL where text belongs") }
        return text
    }

    func optionalText(_ column: Column) throws(DamagedRow) -> String? {
        let value = try value(column)
        switch value.storage {
        case .null: return nil
        case let .text(text): return text
        default: throw refused(column, "\(Self.words(value)) is not text")
        }
    }

    /// A time in seconds since 1970, within `RecordLimits.timestamps`.
    func timestamp(_ column: Column) throws(DamagedRow) -> Date {
        let value = try value(column)
        let seconds: Double
        switch value.storage {
        case let .real(real): seconds = real
        case let .integer(whole): seconds = Double(whole)
        default: throw refused(column, "\(Self.words(value)) is not a time")
        }
        let limits = RecordLimits.timestamps
        guard seconds.isFinite, seconds >= limits.lowerBound.timeIntervalSince1970, seconds <= limits.upperBound.timeIntervalSince1970 else {
            throw refused(column, "\(seconds) is not a time Peach writes (the years \(RecordLimits.timestampWords))")
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// A value as a message shows it: its SQLite type, and the value quoted (`Excerpt`).
    static func words(_ value: StoredValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case let .integer(number): "the integer \(number)"
        case let .real(number): "the real \(number)"
        case let .text(text): "the text '\(Excerpt.of(text))'"
        case let .blob(count): "a blob of \(count) bytes"
        }
    }
}

/// A row Peach would not have written, and where it is: refused with its table, row id and
/// column, in the records (the database is damaged) or in a backup (it is refused whole).
public struct DamagedRow: Error, Equatable, CustomStringConvertible {
    public var table: String
    /// Nil when the row's id itself is what is wrong.
    public var rowid: Int64?
    public var column: String
    public var reason: String

    public var description: String { "table \(table), \(rowid.map { "row \($0)" } ?? "a row"), column \(column): \(reason)" }
}
