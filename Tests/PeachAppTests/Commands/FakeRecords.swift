import Foundation
import PeachCore
@testable import PeachApp

/// Records in memory, with the failures a database and a file can have.
final class FakeRecordsStore: RecordsStore, @unchecked Sendable {
    let path: String
    var createdFolder: String?
    var stored: RecordCounts
    var importFailure: RecordsError?
    var deleteFailure: RecordsError?
    var exportFailure: RecordsError?
    /// What `forEachRecord` hands out, and its failure part-way.
    var comparisons: [ComparisonRecord] = []
    var matches: [PitchMatchingRecord] = []
    var timings: [TimingComparisonRecord] = []
    var gapFills: [GapFillRecord] = []
    var readFailure: RecordsError?
    private(set) var imported: [(text: String, mode: ImportMode)] = []
    private(set) var deleted = false
    private(set) var closed = false

    init(path: String = "/records/peach.sqlite", comparisons: Int = 0, matches: Int = 0) {
        self.path = path
        stored = RecordCounts([.comparison: comparisons, .pitchMatching: matches])
    }

    func counts() throws -> RecordCounts { stored }

    /// Format 1 leaves the rhythm records out, as the store does.
    func exportRecords(format version: Int, progress: @escaping (Int, Int) -> Void, _ write: (String) throws -> Void) throws -> ExportCount {
        try write("# peach-export-format:\(version)\n")
        if let exportFailure { throw exportFailure }
        let rhythm = stored[.timingComparison] + stored[.gapFill]
        let written = stored.total - (version == 1 ? rhythm : 0)
        for _ in 0..<written { try write("row\n") }
        let leftOut = version == 1 ? RecordCounts([.timingComparison: stored[.timingComparison], .gapFill: stored[.gapFill]]) : RecordCounts()
        return ExportCount(written: written, leftOut: leftOut)
    }

    func importRecords(_ text: String, mode: ImportMode, progress: @escaping (Int, Int) -> Void) throws(RecordsError) -> ImportSummary {
        if let importFailure { throw importFailure }
        imported.append((text, mode))
        return ImportSummary(imported: 2, duplicates: 1, rejected: [RejectedRow(line: 7, reason: "a note out of range")])
    }

    func forEachRecord(progress: ((Int, Int) -> Void)?, _ body: (TrainingRecord) throws -> Void) throws {
        for (done, record) in comparisons.enumerated() {
            try body(TrainingRecord(record))
            progress?(done + 1, comparisons.count)
        }
        if let readFailure { throw readFailure }
        for record in matches { try body(TrainingRecord(record)) }
        for record in timings { try body(TrainingRecord(record)) }
        for record in gapFills { try body(TrainingRecord(record)) }
    }

    /// Where `backup` wrote: a file saying so, as the store writes its copy there; a
    /// failure leaves half of one, as a full disk would.
    var backupFailure: RecordsError?
    private(set) var backups: [String] = []
    func backup(to path: String) throws(RecordsError) -> RecordCounts {
        backups.append(path)
        // Into the file the command made (its mode stays), as SQLite writes into it.
        try? Data("backup of \(self.path)".utf8).write(to: URL(fileURLWithPath: path))
        if let backupFailure { throw backupFailure }
        return stored
    }

    var restoreFailure: RecordsError?
    private(set) var restored: [(from: String, mode: ImportMode)] = []
    func restore(from backup: any RecordsStore, mode: ImportMode, progress: @escaping (Int, Int) -> Void) throws(RecordsError) -> ImportSummary {
        if let restoreFailure { throw restoreFailure }
        restored.append((backup.path, mode))
        return ImportSummary(imported: 3, duplicates: 1)
    }

    func deleteAll() throws(RecordsError) {
        if let deleteFailure { throw deleteFailure }
        deleted = true
    }

    func close() { closed = true }
}

struct FakeRecordsLibrary: RecordsLibrary, @unchecked Sendable {
    var store = FakeRecordsStore()
    var openFailure: RecordsError?
    /// The files `readCSV` knows, by path; any other is refused.
    var files: [String: String] = [:]

    func open(forWriting: Bool) throws(RecordsError) -> any RecordsStore {
        if let openFailure { throw openFailure }
        return store
    }

    /// The backups `openBackup` knows, by path; any other is refused.
    var backupFiles: [String: FakeRecordsStore] = [:]

    func openBackup(_ path: String) throws(RecordsError) -> any RecordsStore {
        guard let backup = backupFiles[path] else { throw .refusedFile("\(path): not a backup of Peach's") }
        return backup
    }

    /// Why the records refuse a backup's target, if they do.
    var targetRefusal: RecordsError?
    func holdBackupTarget(_ path: String) throws(RecordsError) -> BackupTargetHold {
        if let targetRefusal { throw targetRefusal }
        return BackupTargetHold()
    }

    func readCSV(_ path: String) throws(RecordsError) -> String {
        guard let text = files[path] else { throw .refusedFile("\(path): no such file") }
        return text
    }
}
