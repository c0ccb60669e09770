import Foundation
import GRDB
import PeachCore

/// A row as a record is read from it: every value by its column's name, through GRDB's
/// throwing decoding, its SQLite type checked (SQLite keeps whatever a column is given:
/// text in a number column would read as 0, a NULL would trap) and its range checked
/// (`RecordLimits`). A row Peach would not have written is refused with its place.
struct StoredRow {
    let row: Row
    let table: String
    /// The row's id, read first: every message names it.
    let rowid: Int64

    init(_ row: Row, table: String) throws(DamagedRow) {
        let id = try Self.value(of: row, "id") { DamagedRow(table: table, rowid: nil, column: "id", reason: $0) }
        guard case let .int64(rowid) = id.storage else {
            throw DamagedRow(table: table, rowid: nil, column: "id", reason: "\(Self.words(id)) is not a row id")
        }
        self.row = row
        self.table = table
        self.rowid = rowid
    }

    /// The value of `column`, by its name; a column the row lacks is refused.
    func value(_ column: String) throws(DamagedRow) -> DatabaseValue {
        try Self.value(of: row, column) { refused(column, $0) }
    }

    private static func value(of row: Row, _ column: String, refusal: (String) -> DamagedRow) throws(DamagedRow) -> DatabaseValue {
        do {
            return try row.decode(DatabaseValue.self, forColumn: column)
        } catch {
            throw refusal("the column is missing")
        }
    }

    func refused(_ column: String, _ reason: String) -> DamagedRow {
        DamagedRow(table: table, rowid: rowid, column: column, reason: reason)
    }

    // MARK: Values

    /// A whole number within `range` (stored as an integer: a real or text is not one).
    func integer(_ column: String, _ range: ClosedRange<Int>) throws(DamagedRow) -> Int {
        guard let value = try optionalInteger(column, range) else { throw refused(column, "NULL where a whole number belongs") }
        return value
    }

    func optionalInteger(_ column: String, _ range: ClosedRange<Int>) throws(DamagedRow) -> Int? {
        let value = try value(column)
        switch value.storage {
        case .null: return nil
        case let .int64(number):
            guard let whole = Int(exactly: number), range.contains(whole) else {
                throw refused(column, "\(number) is outside \(range.lowerBound)…\(range.upperBound)")
            }
            return whole
        default: throw refused(column, "\(Self.words(value)) is not a whole number")
        }
    }

    /// A finite number within `range` (an integer counts: SQLite stores whole reals so in a
    /// column without a type).
    func real(_ column: String, _ range: ClosedRange<Double>) throws(DamagedRow) -> Double {
        guard let value = try optionalReal(column, range) else { throw refused(column, "NULL where a number belongs") }
        return value
    }

    func optionalReal(_ column: String, _ range: ClosedRange<Double>) throws(DamagedRow) -> Double? {
        let value = try value(column)
        let number: Double
        switch value.storage {
        case .null: return nil
        case let .double(real): number = real
        case let .int64(whole): number = Double(whole)
        default: throw refused(column, "\(Self.words(value)) is not a number")
        }
        guard number.isFinite, range.contains(number) else {
            throw refused(column, "\(number) is outside \(RecordLimits.words(range))")
        }
        return number
    }

    /// 0 or 1.
    func boolean(_ column: String) throws(DamagedRow) -> Bool {
        try integer(column, 0...1) == 1
    }

    func text(_ column: String) throws(DamagedRow) -> String {
        guard let text = try optionalText(column) else { throw refused(column, "NULL where text belongs") }
        return text
    }

    func optionalText(_ column: String) throws(DamagedRow) -> String? {
        let value = try value(column)
        switch value.storage {
        case .null: return nil
        case let .string(text): return text
        default: throw refused(column, "\(Self.words(value)) is not text")
        }
    }

    /// A time in seconds since 1970, within `RecordLimits.timestamps`.
    func timestamp(_ column: String) throws(DamagedRow) -> Date {
        let value = try value(column)
        let seconds: Double
        switch value.storage {
        case let .double(real): seconds = real
        case let .int64(whole): seconds = Double(whole)
        default: throw refused(column, "\(Self.words(value)) is not a time")
        }
        let limits = RecordLimits.timestamps
        guard seconds.isFinite, seconds >= limits.lowerBound.timeIntervalSince1970, seconds <= limits.upperBound.timeIntervalSince1970 else {
            throw refused(column, "\(seconds) is not a time Peach writes (the years \(RecordLimits.timestampWords))")
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// A value as a message shows it: its SQLite type, and the value quoted (`Excerpt`).
    static func words(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case let .int64(number): "the integer \(number)"
        case let .double(number): "the real \(number)"
        case let .string(text): "the text '\(Excerpt.of(text))'"
        case let .blob(data): "a blob of \(data.count) bytes"
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
