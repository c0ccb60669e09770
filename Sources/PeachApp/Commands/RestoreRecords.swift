import PeachCore

/// `peach restore FILE --replace|--merge`: the records of a backup `peach backup` wrote, with
/// every field, in one transaction. The backup is checked first (one that is no backup of
/// Peach's, or from a newer Peach, is refused before the records are touched); replacing
/// asks first, as reset does.
public struct RestoreRecords {
    let library: any RecordsLibrary
    let console: any Console

    public init(library: any RecordsLibrary, console: any Console) {
        self.library = library
        self.console = console
    }

    public func run(_ file: String, mode: ImportMode, confirmed: Bool) throws {
        let backup: any RecordsStore
        do {
            backup = try library.openBackup(file)
        } catch {
            throw CommandFailure.usage("\(error); nothing was restored")
        }
        defer { backup.close() }
        let store = try library.opened(forWriting: true, console: console)
        defer { store.close() }
        if mode == .replace {
            try DeletionQuestion.replacing(
                in: store, with: (try? backup.counts().words) ?? "records", from: file, command: "restore",
                unchanged: "nothing was restored or deleted", console: console, confirmed: confirmed)
        }
        let summary: ImportSummary
        do {
            summary = try store.restore(from: backup, mode: mode) { console.progress("restoring", $0, $1) }
        } catch let .refusedFile(reason) {
            // A row the backup should not hold, met on the way: refused as a whole file.
            throw CommandFailure.usage("\(reason); nothing was restored")
        } catch {
            throw CommandFailure(ExitStatus.database, "restore failed, nothing was restored: \(error)")
        }
        try console.print("restored \(summary.imported), skipped \(summary.duplicates) already stored")
    }
}
