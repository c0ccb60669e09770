import Foundation
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
    /// a file from a newer Peach refused).
    public func openBackup(_ path: String) throws(RecordsError) -> any RecordsStore {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .refusedFile("\(path): \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .refusedFile("\(path): not a file (a backup is one file that `peach backup` wrote)") }
        let records = databasePath ?? TrainingStore.defaultPath()
        var recordsInfo = stat()
        if stat(records, &recordsInfo) == 0 && recordsInfo.st_dev == info.st_dev && recordsInfo.st_ino == info.st_ino {
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
        // An empty file, or a database without Peach's first migration, holds no records of
        // Peach's: restoring it with --replace would only delete.
        guard (try? backup.hasPeachSchema()) == true else {
            backup.close()
            throw .refusedFile("\(path): not a backup of Peach's (it holds no records of Peach's, not even an empty history)")
        }
        return backup
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
