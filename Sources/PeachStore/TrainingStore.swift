import Foundation
import GRDB
import PeachCore

/// Every answer, kept in SQLite (WAL, full sync: an answer whose feedback was shown
/// survives a crash or kill -9). One transaction per record. Opening checks the file
/// first, read-only, and refuses a corrupt, unreadable, read-only or newer-schema
/// database without writing a byte to it.
///
/// One process writes (a second writer is refused); readers (`export`, `report`,
/// `profile --json`) open it read-only beside the writer and see a consistent snapshot:
/// SQLite's WAL mode lets them in without the writer's lock. A reader changes no record;
/// like any WAL reader, SQLite may touch the `-shm` index beside the database.
public final class TrainingStore: Sendable {
    public enum Access: Sendable {
        /// Training, import, reset: migrates the schema, holds the one-writer lock.
        case write
        /// Reports and exports: changes no record, takes no lock.
        case read
    }

    public let path: String
    public let access: Access
    /// The kinds of record it keeps: the registered disciplines'.
    public let kinds: StoredKinds
    /// The folder this opening created for a new database (to say so), if any.
    public let createdFolder: String?
    let database: DatabaseQueue
    private let lock: StoreLock?

    /// `$XDG_DATA_HOME/peach/peach.sqlite` (`~/.local/share/peach/peach.sqlite`).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return base + "/peach/peach.sqlite"
    }

    public init(path: String, access: Access = .write, kinds: StoredKinds) throws(StoreError) {
        self.path = path
        self.access = access
        self.kinds = kinds
        var info = stat()
        if stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { throw .folder(path: path) }
        if access == .read {
            (database, lock) = try Self.openForReading(path, migrator: kinds.migrator)
            createdFolder = nil
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let target = folder.isEmpty ? "." : folder
        let newFolders = Self.missingFolders(target)
        do {
            // Owner-only: training history is personal.
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unreadable(path: path, detail: error.localizedDescription)
        }
        // The lock comes before any look inside: a second Peach starting at the same moment
        // on a new file meets the first one's lock, never its half-made file.
        let lock: StoreLock, createdFile: Bool
        do {
            (lock, createdFile) = try Self.lockCreating(path)
        } catch {
            Self.remove(folders: newFolders)
            throw error
        }
        do {
            try Self.inspect(path, migrator: kinds.migrator)
            database = try Self.openForWriting(path, migrator: kinds.migrator)
        } catch {
            // What this attempt made goes again (it holds the lock, so no one else uses it):
            // a failed open leaves the disk as it found it. A file that was there stays.
            if createdFile {
                for suffix in ["-wal", "-shm", "-journal", ""] { unlink(path + suffix) }
            }
            lock.release()
            Self.remove(folders: newFolders)
            throw error
        }
        self.lock = lock
        createdFolder = newFolders.first
    }

    /// `folder` and those of its parents that do not exist yet, deepest first.
    private static func missingFolders(_ folder: String) -> [String] {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", current != ".", !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        return missing
    }

    /// Removes folders this opening made, deepest first; one that is not empty stays.
    private static func remove(folders: [String]) {
        for folder in folders { rmdir(folder) }
    }

    /// The one-writer lock on the database file, making the file when there is none. A new
    /// file is made beside under a name of its own, locked, and then linked into place, so
    /// that it never exists unlocked: whoever finds it finds it taken.
    private static func lockCreating(_ path: String) throws(StoreError) -> (StoreLock, created: Bool) {
        if FileManager.default.fileExists(atPath: path) { return (try StoreLock(databasePath: path), false) }
        // Its own name for each attempt, threads of one process included.
        let temporary = path + ".new-\(getpid())-\(UUID().uuidString.prefix(8))"
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unreadable(path: path, detail: String(cString: strerror(errno))) }
        defer { unlink(temporary) }
        // A new file no one else has opened: this cannot fail for another holder.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        if link(temporary, path) == 0 { return (StoreLock(adopting: descriptor), true) }
        let failure = errno
        Glibc.close(descriptor)
        switch failure {
        case EEXIST:
            // Another Peach made it first: its lock decides.
            return (try StoreLock(databasePath: path), false)
        case EPERM, ENOTSUP, ENOSYS:
            // A file system without hard links (FAT): made in place, locked at once.
            let direct = open(path, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o600)
            if direct < 0 && errno == EEXIST { return (try StoreLock(databasePath: path), false) }
            guard direct >= 0 else { throw .unreadable(path: path, detail: String(cString: strerror(errno))) }
            guard flock(direct, LOCK_EX | LOCK_NB) == 0 else {
                Glibc.close(direct)
                throw .inUse(path: path)
            }
            return (StoreLock(adopting: direct), true)
        default:
            throw .unreadable(path: path, detail: String(cString: strerror(failure)))
        }
    }

    /// The writer's connection, the schema migrated.
    private static func openForWriting(_ path: String, migrator: DatabaseMigrator) throws(StoreError) -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        var opened: DatabaseQueue?
        do {
            let database = try DatabaseQueue(path: path, configuration: configuration)
            opened = database
            try migrator.migrate(database)
            // A database Peach trains on, marked so: a backup never replaces it, and a
            // restore does not take it for a backup.
            try database.writeWithoutTransaction { db in
                if try Int32.fetchOne(db, sql: "PRAGMA application_id") != Mark.database.rawValue {
                    try db.execute(sql: "PRAGMA application_id = \(Mark.database.rawValue)")
                }
            }
            return database
        } catch {
            try? opened?.close()
            throw .failed("cannot open \(path): \(StoreError.words(for: error))")
        }
    }

    /// A reader's connection: read-only, no lock, the same checks as a writer's minus
    /// writability. A file that does not exist yet holds no records (and is not created).
    ///
    /// A database in WAL mode is read with its shared-memory index beside it, which a reader
    /// makes when there is none; on a read-only or full file system it cannot. No writer is
    /// at work then (a writer keeps that index), and the file is read as it is (SQLite's
    /// `immutable`), under a shared lock that keeps a Peach writer out meanwhile: a database
    /// that cannot be written can still be read, exported and backed up elsewhere.
    private static func openForReading(_ path: String, migrator: DatabaseMigrator) throws(StoreError) -> (DatabaseQueue, StoreLock?) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        do {
            guard FileManager.default.fileExists(atPath: path) else {
                return (try DatabaseQueue(configuration: configuration), nil)
            }
            do {
                try inspect(path, migrator: migrator, forWriting: false)
                return (try DatabaseQueue(path: path, configuration: configuration), nil)
            } catch let error as StoreError {
                guard case .unreadable = error, let immutable = immutableLocation(path),
                      let lock = try? StoreLock(databasePath: path, shared: true) else { throw error }
                do {
                    try inspect(path, location: immutable, migrator: migrator, forWriting: false)
                    return (try DatabaseQueue(path: immutable, configuration: configuration), lock)
                } catch {
                    lock.release()
                    throw error
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .unreadable(path: path, detail: StoreError.words(for: error))
        }
    }

    /// The database as an immutable file (a URI SQLite reads), when it can be read so: no
    /// shared-memory index beside it (none, or less than its first 32 KiB page, which this
    /// reader's first try began and could not fill: no one is at work on it) and nothing in
    /// its write-ahead log (which only that index would find); nil otherwise.
    private static func immutableLocation(_ path: String) -> String? {
        func size(_ file: String) -> Int {
            var info = stat()
            return stat(file, &info) == 0 ? Int(info.st_size) : 0
        }
        guard size(path + "-shm") < 32_768, size(path + "-wal") == 0, sqliteReadsURIs else { return nil }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        guard let escaped = absolute.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
        return "file:" + escaped + "?immutable=1"
    }

    /// Whether SQLite takes a file name that begins "file:" as a URI (Debian and Ubuntu
    /// build it so).
    private static let sqliteReadsURIs: Bool = {
        guard let memory = try? DatabaseQueue() else { return false }
        return (try? memory.read { try Bool.fetchOne($0, sql: "SELECT sqlite_compileoption_used('USE_URI')") }) == true
    }()

    /// Read-only look at an existing file: is it SQLite, readable, writable, of a schema we
    /// know? `location`: what SQLite opens, when not `path` itself (an immutable URI).
    private static func inspect(_ path: String, location: String? = nil, migrator: DatabaseMigrator, forWriting: Bool = true) throws(StoreError) {
        guard Glibc.access(path, R_OK) == 0 else { throw .unreadable(path: path, detail: String(cString: strerror(errno))) }
        let folder = (path as NSString).deletingLastPathComponent
        if forWriting {
            guard Glibc.access(path, W_OK) == 0, Glibc.access(folder.isEmpty ? "." : folder, W_OK) == 0 else { throw .readOnly(path: path) }
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let reader = try DatabaseQueue(path: location ?? path, configuration: configuration)
            defer { try? reader.close() }
            // What the migrator says was applied to the file: one it does not know is a
            // newer Peach's, and this one cannot tell what that changed.
            let applied = try reader.read { db -> Set<String> in
                _ = try Row.fetchAll(db, sql: "SELECT name FROM sqlite_master")
                return try migrator.appliedIdentifiers(db)
            }
            let unknown = applied.subtracting(migrator.migrations).sorted()
            if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknown: unknown) }
            // A database that is not Peach's (tables but no migrations) is not ours to change.
            let isEmpty = try reader.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master")! == 0 }
            if applied.isEmpty && !isEmpty {
                throw StoreError.corrupt(path: path, detail: "it holds tables that are not Peach's")
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            // Not being allowed in is not damage: say which it is.
            switch error.resultCode.primaryResultCode {
            case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_IOERR:
                throw .unreadable(path: path, detail: StoreError.words(for: error))
            default:
                throw .corrupt(path: path, detail: error.message ?? "\(error.resultCode)")
            }
        } catch {
            throw .unreadable(path: path, detail: "\(error)")
        }
    }

    // MARK: Writing

    /// One record (Fill the Gap's with its taps) in its own transaction: all of it is
    /// stored, or none.
    public func insert(_ record: some DisciplineRecord) throws {
        try database.write { db in try insert(record.trainingRecord, into: db) }
    }

    func insert(_ record: TrainingRecord, into db: Database) throws {
        try kinds.of(record.kind).insert(record, into: db)
    }

    /// Many records in one transaction (bulk loads; a session writes one at a time).
    public func insert<S: Sequence>(contentsOf records: S) throws where S.Element: DisciplineRecord {
        try database.write { db in
            for record in records { try insert(record.trainingRecord, into: db) }
        }
    }

    /// Records of any of the kinds, in one transaction.
    public func insert<S: Sequence>(contentsOf records: S) throws where S.Element == TrainingRecord {
        try database.write { db in
            for record in records { try insert(record, into: db) }
        }
    }

    /// Deletes every record, every kind, in one transaction.
    public func reset() throws {
        try database.write { db in try deleteAll(in: db) }
    }

    func deleteAll(in db: Database) throws {
        for kind in try kinds.present(in: db) {
            for table in kind.partTables + [kind.table] { try db.execute(sql: "DELETE FROM \(table)") }
        }
    }

    // MARK: Reading

    /// `body`, a damaged row it meets named as this file's (`StoreError.damagedRow`): the
    /// same row is the musician's damaged records here, a refused backup there.
    func naming<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let row as DamagedRow {
            throw StoreError.damagedRow(path: path, row)
        }
    }

    public func counts() throws -> RecordCounts {
        try database.read(counts(in:))
    }

    func counts(in db: Database) throws -> RecordCounts {
        var counts = RecordCounts()
        for kind in kinds.all {
            counts[kind.kind] = try db.tableExists(kind.table) ? Table(kind.table).fetchCount(db) : 0
        }
        return counts
    }

    /// Every record of every kind in timestamp order (ties: the kinds' order, then as
    /// stored), Fill the Gap's with every tap, from one snapshot: a writer beside the reader
    /// adds nothing halfway through. `progress(done, total)` every `progressEvery` records.
    public func forEachRecord(
        progressEvery: Int = 50_000, progress: ((Int, Int) -> Void)? = nil, _ body: (TrainingRecord) throws -> Void
    ) throws {
        try naming { try database.read { db in
            let present = try kinds.present(in: db)
            let total = progress == nil ? 0 : try counts(in: db).total
            var done = 0
            try StoredKinds.forEachRecord(in: db, kinds: present, parts: true) { record in
                try body(record)
                done += 1
                if let progress, done % progressEvery == 0 { progress(done, total) }
            }
            progress?(done, total)
        } }
    }

    /// Every record of one kind, in timestamp order (ties as stored), Fill the Gap's with
    /// their taps.
    public func records<Record: DisciplineRecord>(of kind: Record.Type = Record.self) throws -> [Record] {
        try naming { try database.read { db in
            let stored = try kinds.of(Record.kind)
            guard try db.tableExists(stored.table) else { return [] }
            let records = try stored.records(in: db, parts: true)
            var all: [Record] = []
            while let record = try records.next() { all.append(Record(record)!) }
            return all
        } }
    }

    /// Closes the database and releases the lock (also on deinit).
    public func close() {
        try? database.close()
        lock?.release()
    }
}
