import Foundation
import PeachCore

/// `peach backup FILE`: every record with every field, in Peach's own lossless backup,
/// read beside a Peach that trains. The file is written beside its place and renamed into
/// it when whole, owner-only as the records are: a failure leaves the file that was there
/// (or none), never half a backup.
public struct BackupRecords {
    let library: any RecordsLibrary
    let console: any Console

    public init(library: any RecordsLibrary, console: any Console) {
        self.library = library
        self.console = console
    }

    public func run(to file: String) throws {
        let target = try Self.place(of: file)
        let store = try library.opened(forWriting: false, console: console)
        defer { store.close() }
        let temporary = target + ".partial-\(getpid())"
        func removeTemporary() {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
        }
        removeTemporary()
        let counts: RecordCounts
        do {
            counts = try store.backup(to: temporary)
        } catch {
            removeTemporary()
            throw CommandFailure(ExitStatus.cannotWrite, "cannot write the backup \(file): \(error); nothing was written")
        }
        // Training history is personal: the backup is as private as the records.
        chmod(temporary, 0o600)
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            removeTemporary()
            throw CommandFailure(ExitStatus.cannotWrite, "cannot write the backup \(file): \(reason); nothing was written")
        }
        console.tell("backed up \(counts.words) to \(file) (peach restore reads it back with every field)")
    }

    /// Where the backup goes: a regular file (new, or replaced whole); a symlink's target.
    /// A backup is a file of its own: standard output, a device or a folder cannot hold one.
    static func place(of file: String) throws(CommandFailure) -> String {
        var info = stat()
        let exists = stat(file, &info) == 0
        if file == "-" || file.hasPrefix("/dev/") || file.hasPrefix("/proc/") || (exists && info.st_mode & S_IFMT != S_IFREG && info.st_mode & S_IFMT != S_IFDIR) {
            throw CommandFailure.usage("\(file): a backup is a file of its own; name a file (standard output, a pipe or a device cannot hold one)")
        }
        if exists && info.st_mode & S_IFMT == S_IFDIR {
            throw CommandFailure(ExitStatus.cannotWrite, "cannot write \(file): is a folder; give a file name inside it")
        }
        guard let real = realpath(file, nil) else { return file }
        defer { free(real) }
        return String(cString: real)
    }
}
