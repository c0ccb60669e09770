import Foundation
import PeachCore

/// `peach backup FILE`: every record with every field, in Peach's own lossless backup,
/// read beside a Peach that trains. The file is written beside its place and renamed into
/// it when whole, owner-only as the records are: a failure leaves the file that was there
/// (or none), never half a backup. It replaces only an earlier backup (or an empty file),
/// never the records, a database another Peach trains on, or any other file.
public struct BackupRecords {
    let library: any RecordsLibrary
    let console: any Console

    public init(library: any RecordsLibrary, console: any Console) {
        self.library = library
        self.console = console
    }

    public func run(to file: String) throws {
        let target = try Self.place(of: file)
        let hold: BackupTargetHold
        do {
            hold = try library.holdBackupTarget(target)
        } catch {
            throw CommandFailure.usage("\(error); nothing was written")
        }
        defer { hold.release() }
        let store = try library.opened(forWriting: false, console: console)
        defer { store.close() }
        Self.removeLeftovers(of: target)
        // Made here, owner-only, before the store writes into it: training history is
        // personal, and the copy is never readable by others, not even half written.
        let temporary = target + ".partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let made = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard made >= 0 else {
            throw CommandFailure(ExitStatus.cannotWrite, "cannot write \(file): \(DestinationError.words(errno)); nothing was written")
        }
        close(made)
        func removeTemporary() {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
        }
        let counts: RecordCounts
        do {
            counts = try store.backup(to: temporary)
        } catch let .unusable(words) {
            removeTemporary()
            throw CommandFailure(ExitStatus.database, "\(words); no backup was written")
        } catch {
            removeTemporary()
            throw CommandFailure(ExitStatus.cannotWrite, "cannot write the backup \(file): \(error); nothing was written")
        }
        guard rename(temporary, target) == 0 else {
            let reason = DestinationError.words(errno)
            removeTemporary()
            throw CommandFailure(ExitStatus.cannotWrite, "cannot write the backup \(file): \(reason); nothing was written")
        }
        // The rename itself on disk too: a backup said written survives a power cut.
        let folder = open((target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        console.tell("backed up \(counts.words) to \(file) (peach restore reads it back with every field)")
    }

    /// The temporary files of backups to `target` whose process is gone (killed part-way):
    /// `FILE.partial-PID-N` and its journal. One of a process still running is its own.
    static func removeLeftovers(of target: String) {
        let folder = (target as NSString).deletingLastPathComponent
        let prefix = (target as NSString).lastPathComponent + ".partial-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for name in names where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 2)
            guard parts.count >= 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil,
                  parts.count == 2 || ["journal", "wal", "shm"].contains(parts[2]) else { continue }
            if kill(pid, 0) == -1 && errno == ESRCH {
                unlink(folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name))
            }
        }
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
        return FileDestination.resolved(file)
    }
}
