import Foundation
import GRDB
import PeachCore

/// The training records in SQLite, and the CSV files read for them.
public struct StoreLibrary: RecordsLibrary {
    /// `--db`, else the default place.
    public let databasePath: String?
    /// The file the person named, its first `limit` bytes when a limit is given; refused in
    /// words when it is no regular file (the config adapter's reader, which the config file
    /// is read with too).
    let readFile: @Sendable (_ path: String, _ limit: Int?) throws -> [UInt8]
    /// The kinds of record the registered disciplines keep.
    public let kinds: StoredKinds

    public init(databasePath: String?, kinds: StoredKinds, readFile: @escaping @Sendable (_ path: String, _ limit: Int?) throws -> [UInt8]) {
        self.databasePath = databasePath
        self.kinds = kinds
        self.readFile = readFile
    }

    public func open(forWriting: Bool) throws(RecordsError) -> any RecordsStore { try openStore(forWriting ? .write : .read) }

    public func openStore(_ access: TrainingStore.Access) throws(RecordsError) -> TrainingStore {
        do {
            return try TrainingStore(path: databasePath ?? TrainingStore.defaultPath(), access: access, kinds: kinds)
        } catch {
            throw .unusable("\(error)")
        }
    }

    /// A backup opened for reading, as a reader opens the records (no lock, nothing changed,
    /// a file from a newer Peach refused). Only a file with a backup's mark, or one written
    /// before the marks came (a database of Peach's schema without a mark), is a backup; a
    /// backup must hold every table its migrations made.
    public func openBackup(_ path: String) throws(RecordsError) -> any RecordsStore {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .refusedFile("\(path): \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .refusedFile("\(path): not a file (a backup is one file that `peach backup` wrote)") }
        if isRecords(path) {
            throw .refusedFile("\(path): this is the training records themselves, not a backup of them")
        }
        let backup: TrainingStore
        do {
            backup = try TrainingStore(path: path, access: .read, kinds: kinds)
        } catch let .corrupt(_, detail) {
            throw .refusedFile("\(path): not a backup of Peach's (\(detail))")
        } catch {
            throw .refusedFile("\(error)")
        }
        do throws(RecordsError) {
            try Self.checkBackup(backup)
        } catch {
            backup.close()
            throw error
        }
        return backup
    }

    private static func checkBackup(_ backup: TrainingStore) throws(RecordsError) {
        let path = backup.path
        do {
            switch try backup.mark() {
            case TrainingStore.Mark.backup.rawValue:
                break
            case 0:
                // Written before the marks came: a database of Peach's schema, as then. An
                // empty file, or a database without Peach's first migration, holds no records
                // of Peach's: restoring it with --replace would only delete.
                guard try backup.hasPeachSchema() else {
                    throw RecordsError.refusedFile("\(path): not a backup of Peach's (it holds no records of Peach's, not even an empty history)")
                }
            case TrainingStore.Mark.database.rawValue:
                throw RecordsError.refusedFile(
                    "\(path): a database Peach trains on, not a backup (peach backup FILE --db \(path) makes a backup of it)")
            default:
                throw RecordsError.refusedFile("\(path): not a backup of Peach's (another program's database)")
            }
            let missing = try backup.missingTables()
            if !missing.isEmpty {
                let shown = missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? " and \(missing.count - 3) more" : "")
                throw RecordsError.refusedFile(
                    "\(path): not a backup Peach can restore: the versions of its layout say it holds \(shown), and it does not")
            }
        } catch let error as RecordsError {
            throw error
        } catch {
            throw .refusedFile("\(path): not a backup of Peach's (\(StoreError.words(for: error)))")
        }
    }

    /// Whether `path` is the records' file: the same path, or the same file by another
    /// path (a link).
    private func isRecords(_ path: String) -> Bool {
        let records = databasePath ?? TrainingStore.defaultPath()
        var info = stat(), recordsInfo = stat()
        if stat(path, &info) == 0 && stat(records, &recordsInfo) == 0 {
            return recordsInfo.st_dev == info.st_dev && recordsInfo.st_ino == info.st_ino
        }
        return Self.absolute(path) == Self.absolute(records)
    }

    private static func absolute(_ path: String) -> String {
        ((path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path) as NSString).standardizingPath
    }

    /// Checks the file a backup is to replace and holds it (an exclusive lock on it, the one
    /// a Peach that writes takes) until the new backup is in its place.
    public func holdBackupTarget(_ path: String) throws(RecordsError) -> BackupTargetHold {
        if isRecords(path) {
            throw .refusedFile("\(path): this is the training records themselves (--db); a backup goes to a file of its own")
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return BackupTargetHold() }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .refusedFile("\(path): \(String(cString: strerror(errno)))") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .refusedFile("\(path): another Peach is writing to it: it is a database in use, not a backup; name another file")
        }
        let hold = BackupTargetHold {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        if info.st_size == 0 { return hold }
        if let refusal = Self.refusal(ofTarget: path, descriptor: descriptor) {
            hold.release()
            throw .refusedFile("\(path): \(refusal); a backup is written to a new file, an empty one or over an earlier backup: name another file")
        }
        return hold
    }

    /// Why a backup may not replace the file, or nil when it may (it is a backup Peach wrote).
    /// Read from SQLite's header: its `application_id` (offset 68) and whether it keeps a
    /// write-ahead log (offset 18: a backup never does, a database Peach trains on always).
    private static func refusal(ofTarget path: String, descriptor: Int32) -> String? {
        var header = [UInt8](repeating: 0, count: 100)
        let count = pread(descriptor, &header, 100, 0)
        guard count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else { return "it is not a backup Peach wrote (not a database at all)" }
        let mark = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch Int32(bitPattern: mark) {
        case TrainingStore.Mark.backup.rawValue: return nil
        case TrainingStore.Mark.database.rawValue: return "it is a database Peach trains on, not a backup"
        case 0 where header[18] == 1:
            // Unmarked: a backup from before the marks came is a database of Peach's schema
            // without a write-ahead log.
            var configuration = Configuration()
            configuration.readonly = true
            guard let file = try? DatabaseQueue(path: path, configuration: configuration) else { return "it is not a backup Peach wrote" }
            defer { try? file.close() }
            let isPeach = (try? file.read { try Schema.migrator.appliedIdentifiers($0).contains(Schema.migrations[0].identifier) }) ?? false
            return isPeach ? nil : "it is not a backup Peach wrote (another program's database)"
        case 0: return "it is a database with a write-ahead log (a database Peach trains on keeps one), not a backup"
        default: return "it is not a backup Peach wrote (another program's database)"
        }
    }

    /// Its beginning first: a file that is no Peach CSV is refused before the rest is read.
    public func readCSV(_ path: String) throws(RecordsError) -> String {
        let beginning = try read(path, limit: CSVFormat.beginningLength)
        do {
            try CSVFormat.checkBeginning(beginning, isWholeFile: beginning.count < CSVFormat.beginningLength)
        } catch {
            throw .refusedFile("\(path): \(error)")
        }
        let bytes = try read(path)
        if let invalid = UTF8Text.firstInvalidByte(bytes) {
            let line = bytes[..<invalid].filter { $0 == 0x0A }.count + 1
            throw .refusedFile("\(path):\(line): the file is not UTF-8 text (an invalid byte on this line)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func read(_ path: String, limit: Int? = nil) throws(RecordsError) -> [UInt8] {
        do {
            return try readFile(path, limit)
        } catch {
            throw .refusedFile("\(error)")
        }
    }
}
