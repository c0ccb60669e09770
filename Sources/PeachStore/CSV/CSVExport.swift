import Foundation
import GRDB
import PeachCore

extension TrainingStore {
    /// Writes every record as CSV format 1, in timestamp order, through `write` in chunks
    /// (memory stays flat). Returns the number of rows.
    @discardableResult
    public func exportCSV(progress: ((Int) -> Void)? = nil, _ write: (String) throws -> Void) throws -> Int {
        try write(CSVFormat.versionLine + "\n" + CSVFormat.header + "\n")
        return try database.read { db in
            guard try Self.hasRecords(db) else { return 0 }
            let rows = try Row.fetchCursor(db, sql: """
                SELECT 0 AS kind, referenceNote, targetNote, interval, tuningSystem, centOffset, isCorrect, NULL, NULL, timestamp, id FROM comparison
                UNION ALL
                SELECT 1, referenceNote, targetNote, interval, tuningSystem, NULL, NULL, initialCentOffset, userCentError, timestamp, id FROM pitchMatching
                ORDER BY timestamp, kind, id
                """)
            var chunk = ""
            var count = 0
            while let row = try rows.next() {
                let isMatch: Int = row[0]
                let reference = MIDINote(rawValue: row[1]) ?? .a4, target = MIDINote(rawValue: row[2]) ?? .a4
                let interval = Interval(rawValue: row[3]) ?? .unison
                let fields: [String] = [
                    isMatch == 1 ? CSVFormat.matchingType : CSVFormat.comparisonType,
                    CSVFormat.timestamp(Date(timeIntervalSince1970: row[9])),
                    "\(reference.rawValue)", reference.name, "\(target.rawValue)", target.name,
                    interval.shortName, row[4],
                    isMatch == 1 ? "" : CSVFormat.number(row[5]),
                    isMatch == 1 ? "" : ((row[6] as Bool) ? "true" : "false"),
                    isMatch == 1 ? CSVFormat.number(row[7]) : "",
                    isMatch == 1 ? CSVFormat.number(row[8]) : "",
                ]
                chunk += fields.map(CSVFormat.field).joined(separator: ",") + "\n"
                count += 1
                if count % 10_000 == 0 {
                    try write(chunk)
                    chunk = ""
                    progress?(count)
                }
            }
            try write(chunk)
            progress?(count)
            return count
        }
    }
}
