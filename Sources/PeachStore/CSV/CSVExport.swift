import Foundation
import GRDB
import PeachCore

extension TrainingStore {
    /// Writes every record as CSV in timestamp order, through `write` in chunks (memory
    /// stays flat). Format 3 holds every kind; format 1 (for the original app's older
    /// versions) holds the pitch records only, and the rhythm records it has no columns
    /// for are counted as left out.
    @discardableResult
    public func exportCSV(
        format version: Int = CSVFormat.currentVersion, progress: ((Int) -> Void)? = nil, _ write: (String) throws -> Void
    ) throws -> ExportCount {
        precondition(version == 1 || version == CSVFormat.currentVersion, "Peach writes format 1 or 3")
        let columns = CSVFormat.columns(of: version)
        try write(CSVFormat.versionLine(version) + "\n" + columns.joined(separator: ",") + "\n")
        return try database.read { db in
            guard try Self.hasRecords(db) else { return ExportCount() }
            var count = ExportCount()
            let hasRhythm = try Self.hasRhythmRecords(db)
            if version == 1 && hasRhythm {
                count.leftOut = try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM timingComparison) + (SELECT count(*) FROM gapFill)")!
            }
            var chunk = ""
            try Self.forEachRecordInTimeOrder(db, rhythm: version >= 2 && hasRhythm) { record in
                chunk += CSVRecordTypes.row(record, version: version) + "\n"
                count.written += 1
                if count.written % 10_000 == 0 {
                    try write(chunk)
                    chunk = ""
                    progress?(count.written)
                }
            }
            try write(chunk)
            progress?(count.written)
            return count
        }
    }

    /// Every record of every kind, merged in timestamp order (ties: the kinds' order, then
    /// as stored), from one query so that memory stays flat. `pitch` and `rhythm` choose the
    /// kinds. Fill the Gap's taps are read only with `taps` (the exchange format carries
    /// its means only; the profile needs every tap): each trial's with one indexed lookup.
    static func forEachRecordInTimeOrder(
        _ db: Database, pitch: Bool = true, rhythm: Bool, taps: Bool = false, _ body: (TrainingRecord) throws -> Void
    ) throws {
        var selects: [String] = []
        if pitch {
            selects += [
                "SELECT 0 AS kind, referenceNote, targetNote, interval, tuningSystem, centOffset, isCorrect, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, timestamp, id FROM comparison",
                "SELECT 1 AS kind, referenceNote, targetNote, interval, tuningSystem, NULL, NULL, initialCentOffset, userCentError, NULL, NULL, NULL, NULL, NULL, NULL, timestamp, id FROM pitchMatching",
            ]
        }
        if rhythm {
            selects += [
                "SELECT 2 AS kind, NULL, NULL, NULL, NULL, offsetMs, isCorrect, NULL, NULL, tempoBPM, NULL, NULL, NULL, NULL, NULL, timestamp, id FROM timingComparison",
                "SELECT 3 AS kind, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, tempoBPM, meanOffsetMs, position0, position1, position2, position3, timestamp, id FROM gapFill",
            ]
        }
        guard !selects.isEmpty else { return }
        let rows = try Row.fetchCursor(db, sql: selects.joined(separator: "\nUNION ALL\n") + "\nORDER BY timestamp, kind, id")
        let tapQuery = taps ? try db.cachedStatement(sql: "SELECT cycle, position, offsetFrames, sampleRate FROM gapTap WHERE gapFill = ? ORDER BY id") : nil
        while let row = try rows.next() {
            let timestamp = Date(timeIntervalSince1970: row[15])
            let kind: Int = row[0]
            switch kind {
            case 0, 1:
                guard let reference = MIDINote(rawValue: row[1]), let target = MIDINote(rawValue: row[2]),
                      let interval = Interval(rawValue: row[3]), let tuning = TuningSystem(rawValue: row[4]) else {
                    throw StoreError.failed("a pitch record holds values out of range: \(row)")
                }
                if kind == 0 {
                    try body(.comparison(ComparisonRecord(
                        referenceNote: reference, targetNote: target, centOffset: Cents(row[5]), isCorrect: row[6],
                        interval: interval, tuningSystem: tuning, timestamp: timestamp)))
                } else {
                    try body(.pitchMatching(PitchMatchingRecord(
                        referenceNote: reference, targetNote: target, initialCentOffset: Cents(row[7]), userCentError: Cents(row[8]),
                        interval: interval, tuningSystem: tuning, timestamp: timestamp)))
                }
            case 2:
                try body(.timingComparison(TimingComparisonRecord(
                    tempo: Tempo(bpm: row[9]), offsetMs: row[5], isCorrect: row[6], timestamp: timestamp)))
            default:
                let trial: Int64 = row[16]
                try body(.gapFill(GapFillRecord(
                    tempo: Tempo(bpm: row[9]), meanOffsetMs: row[10], meanOffsetMsByPosition: [row[11], row[12], row[13], row[14]],
                    taps: try tapQuery.map { try Self.taps(of: trial, $0) } ?? [], timestamp: timestamp)))
            }
        }
    }

    private static func taps(of trial: Int64, _ query: Statement) throws -> [GapTap] {
        try Row.fetchAll(query, arguments: [trial]).map { row in
            guard let position = StepPosition(rawValue: row[1]) else { throw StoreError.failed("a tap holds a position out of range: \(row)") }
            return GapTap(cycle: row[0], position: position, offsetFrames: row[2], sampleRate: row[3])
        }
    }
}
