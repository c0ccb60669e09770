import Foundation
import GRDB
import PeachCore

extension TrainingStore {
    /// Writes every record as CSV in timestamp order, through `write` in chunks (memory
    /// stays flat). Format 3 holds every kind the original app has; format 1 (for its older
    /// versions) holds the pitch records only. The records a format has no columns for (the
    /// rhythm records in format 1, a discipline of Peach's own in either) are counted, by
    /// kind, as left out.
    @discardableResult
    public func exportCSV(
        format version: Int = CSVFormat.currentVersion, progress: ((Int, Int) -> Void)? = nil, _ write: (String) throws -> Void
    ) throws -> ExportCount {
        precondition(version == 1 || version == CSVFormat.currentVersion, "Peach writes format 1 or 3")
        let columns = CSVFormat.columns(of: version)
        try write(CSVFormat.versionLine(version) + "\n" + columns.joined(separator: ",") + "\n")
        return try naming { try database.read { db in
            let stored = try kinds.present(in: db)
            let carried = stored.filter { $0.exchange?.isWritten(inFormat: version) == true }
            let types = Dictionary(uniqueKeysWithValues: carried.compactMap { kind in kind.exchange.map { (kind.kind, $0) } })
            let counts = try counts(in: db)
            let total = carried.reduce(0) { $0 + counts[$1.kind] }
            var leftOut = counts
            for kind in carried { leftOut[kind.kind] = 0 }
            var count = ExportCount(leftOut: leftOut)
            var chunk = ""
            try StoredKinds.forEachRecord(in: db, kinds: carried, parts: true) { record in
                // Only the carried kinds' records come: each has its type.
                let type = types[record.kind]!
                count.detailsLeftOut.merge(type.detailsLeftOut(of: record), uniquingKeysWith: +)
                guard type.isCarried(record) else { return }
                chunk += CSVRecordTypes.row(record, of: type, version: version) + "\n"
                count.written += 1
                if count.written % 10_000 == 0 {
                    try write(chunk)
                    chunk = ""
                    progress?(count.written, total)
                }
            }
            try write(chunk)
            progress?(count.written, total)
            return count
        } }
    }
}
