import Foundation
import GRDB

/// Why the database cannot be used. Each of these ends Peach with exit code 4, and the
/// file is left exactly as it was.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    case corrupt(path: String, detail: String)
    case unreadable(path: String, detail: String)
    case readOnly(path: String)
    case newerSchema(path: String, unknown: [String])
    case inUse(path: String)
    case folder(path: String)
    /// A record Peach would not have written: where it is.
    case damagedRow(path: String, DamagedRow)
    /// A backup that could not be read to its end (a damaged page).
    case unreadableBackup(path: String, detail: String)
    case failed(String)

    public var description: String {
        switch self {
        case let .corrupt(path, detail):
            "\(path) is not a usable Peach database (\(detail)); it was left untouched"
        case let .unreadable(path, detail):
            "cannot read \(path): \(detail)"
        case let .readOnly(path):
            "\(path) (or its folder) is read-only; Peach needs to write every answer, so it will not train on it"
        case let .newerSchema(path, unknown):
            "\(path) was written by a newer Peach (schema \(unknown.joined(separator: ", "))); update Peach to use it"
        case let .inUse(path):
            "another Peach is writing to \(path) (training, importing or resetting); only one may write to it at a time: quit that one or let it finish, then try again"
        case let .folder(path):
            "\(path) is a folder, not a database file; name a file, such as \((path as NSString).appendingPathComponent("peach.sqlite"))"
        case let .damagedRow(path, row):
            "\(path) holds a record Peach would not have written (\(row)); it was left untouched"
        case let .unreadableBackup(path, detail):
            "\(path): the backup cannot be read to its end (\(detail))"
        case let .failed(detail):
            detail
        }
    }

    /// An error from SQLite in words a musician can act on: what happened and what to do,
    /// never a bare result code.
    public static func words(for error: Error) -> String {
        guard let database = error as? DatabaseError else { return "\(error)" }
        switch database.resultCode.primaryResultCode {
        case .SQLITE_FULL: return "the disk is full; free some space"
        case .SQLITE_IOERR: return "the disk failed while writing (an I/O error); check the disk and free some space"
        case .SQLITE_READONLY: return "the database became read-only; check the disk and its permissions"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return "the database is damaged"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "the database is busy in another program"
        case .SQLITE_CANTOPEN: return "the database file cannot be opened"
        case .SQLITE_PERM, .SQLITE_AUTH: return "permission to write was refused"
        default: return database.message ?? "\(database.resultCode)"
        }
    }
}
