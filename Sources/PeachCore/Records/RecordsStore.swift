/// The training records as the data commands use them (export, import, reset): the
/// database adapter implements it, the commands decide what to ask and say.
public protocol RecordsStore: AnyObject, Sendable {
    /// The database file, as the questions name it.
    var path: String { get }
    /// The folder this opening created for a new database, to say so.
    var createdFolder: String? { get }
    func counts() throws -> RecordCounts
    /// Every record as CSV of format `version` (3, or 1 for the original app's older
    /// versions: pitch records only), handed to `write` in pieces, with `progress(written,
    /// total)` now and then. An error thrown by `write` comes back unchanged, the store's
    /// own as `RecordsError`.
    func exportRecords(format version: Int, progress: @escaping (Int, Int) -> Void, _ write: (String) throws -> Void) throws -> ExportCount
    /// All of `text`, or on any error nothing (`.refusedFile`, `.failed`).
    func importRecords(_ text: String, mode: ImportMode, progress: @escaping (Int, Int) -> Void) throws(RecordsError) -> ImportSummary
    /// Every record of every kind in timestamp order (ties: the kinds in `RecordKind`'s
    /// order, then as stored), Fill the Gap's with their taps, from one snapshot (a writer
    /// beside the reader adds nothing halfway through), with `progress(done, total)` now and
    /// then for a long history.
    func forEachRecord(progress: ((Int, Int) -> Void)?, _ body: (TrainingRecord) throws -> Void) throws
    /// Peach's own backup: every field of every record of every kind, and the version of the
    /// records' layout, written as a new file at `path` (the caller puts it in place). The
    /// next Peach reads it as it reads its own records. What it holds is counted.
    func backup(to path: String) throws(RecordsError) -> RecordCounts
    /// Every record `backup` holds (a backup opened with `RecordsLibrary.openBackup`), in one
    /// transaction: instead of everything stored (`.replace`) or added where not stored yet
    /// (`.merge`: the same kind at the same millisecond with the same notes or tempo is
    /// stored already). On any error nothing is changed.
    func restore(from backup: any RecordsStore, mode: ImportMode, progress: @escaping (Int, Int) -> Void) throws(RecordsError) -> ImportSummary
    /// Every record of every kind, in one transaction.
    func deleteAll() throws(RecordsError)
    func close()
}

/// Where the records are, before they are opened: an import reads its file first, so that
/// a file that is no CSV is refused before the database is touched.
public protocol RecordsLibrary: Sendable {
    /// `forWriting`: training, import and reset hold the one writer's place; readers work
    /// beside a Peach that trains.
    func open(forWriting: Bool) throws(RecordsError) -> any RecordsStore
    /// A backup to restore, opened for reading: refused (`.refusedFile`, in words) when it
    /// does not exist, is no backup of Peach's, comes from a newer Peach, or is the records
    /// themselves.
    func openBackup(_ path: String) throws(RecordsError) -> any RecordsStore
    /// The file a backup is to replace, held until released: one that does not exist yet,
    /// an empty one, or a backup Peach wrote. Refused (`.refusedFile`, in words) when it is
    /// the records themselves, a database another Peach writes to, or any other file.
    func holdBackupTarget(_ path: String) throws(RecordsError) -> BackupTargetHold
    /// A CSV file to import, refused (`.refusedFile`, with its place) when it is no
    /// readable file, does not begin as the format does, or is not UTF-8 text.
    func readCSV(_ path: String) throws(RecordsError) -> String
}
