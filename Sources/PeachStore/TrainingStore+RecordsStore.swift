import Foundation
import GRDB
import PeachCore

/// The store as the data commands see it: its errors in words, SQLite's codes never shown.
extension TrainingStore: RecordsStore {
    public func exportRecords(format version: Int, progress: @escaping (Int, Int) -> Void, _ write: (String) throws -> Void) throws -> ExportCount {
        var writeFailure: Error?
        do {
            return try exportCSV(format: version, progress: progress) { chunk in
                do {
                    try write(chunk)
                } catch {
                    writeFailure = error
                    throw error
                }
            }
        } catch {
            // What `write` threw is the caller's; only the database's own failure is ours.
            if let writeFailure { throw writeFailure }
            throw RecordsError.failed(StoreError.words(for: error))
        }
    }

    public func importRecords(_ text: String, mode: ImportMode, progress: @escaping (Int, Int) -> Void) throws(RecordsError) -> ImportSummary {
        do {
            return try importCSV(text, mode: mode, progress: progress)
        } catch let error as ImportError {
            throw .refusedFile(error.description)
        } catch {
            throw .failed(StoreError.words(for: error))
        }
    }

    public func forEachRecord(progress: ((Int, Int) -> Void)?, _ body: (TrainingRecord) throws -> Void) throws {
        try forEachRecord(progressEvery: 50_000, progress: progress, body)
    }

    public func backup(to path: String) throws(RecordsError) -> RecordCounts {
        do {
            return try backup(toNewFile: path)
        } catch let error as StoreError {
            // The records hold what no backup may carry: the records are what cannot be used.
            switch error {
            case .damagedRow, .corrupt: throw .unusable("\(error)")
            default: throw .failed("\(error)")
            }
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode.primaryResultCode) {
            // Read from the records, damaged: a copy being written is new and whole.
            throw .unusable(StoreError.corrupt(path: self.path, detail: error.message ?? "\(error.resultCode)").description)
        } catch {
            throw .failed(StoreError.words(for: error))
        }
    }

    public func restore(from backup: any RecordsStore, mode: ImportMode, progress: @escaping (Int, Int) -> Void) throws(RecordsError) -> ImportSummary {
        do {
            return try restore(from: backup, mode: mode, progress: progress, failAfter: nil)
        } catch let error as RecordsError {
            // The backup's own failure, in its words.
            throw error
        } catch let StoreError.damagedRow(path, row) where path == backup.path {
            // The backup is refused whole: the transaction took nothing of it.
            throw .refusedFile("\(path): not a backup Peach can restore: it holds a record Peach would not have written (\(row))")
        } catch let StoreError.unreadableBackup(path, detail) {
            throw .refusedFile("\(path): not a backup Peach can restore: it cannot be read to its end (\(detail))")
        } catch let error as StoreError {
            throw .failed("\(error)")
        } catch {
            throw .failed(StoreError.words(for: error))
        }
    }

    public func deleteAll() throws(RecordsError) {
        do {
            try reset()
        } catch {
            // As SQLite says it: a reset fails only on a database that fails.
            throw .failed("\(error)")
        }
    }
}
