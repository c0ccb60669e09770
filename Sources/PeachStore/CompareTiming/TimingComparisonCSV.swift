import PeachCore

/// Compare Timing's rows: `rhythmOffsetDetection`, the offset signed (− early).
struct TimingComparisonCSV: CSVRecordType {
    let kind = RecordKind.timingComparison
    let trainingType = "rhythmOffsetDetection"
    let columns = ["isCorrect", "tempoBPM", "offsetMs"]

    /// Rhythm came with format 2.
    func isWritten(inFormat version: Int) -> Bool { version >= 2 }

    func record(from row: CSVRow) throws(CSVRow.Problem) -> TrainingRecord {
        try row.checkEmpty(except: columns)
        let tempo = try row.tempo()
        // An offset within a second, as Peach keeps it (the original's stay within half a sixteenth).
        return TrainingRecord(TimingComparisonRecord(
            tempo: tempo, offsetMs: try row.number("offsetMs", within: RecordLimits.offsetMs, unit: "ms"),
            isCorrect: try row.boolean("isCorrect"), timestamp: try row.timestamp(), pattern: nil))
    }

    /// The pattern and the moved click are Peach's own columns (the original app keeps them
    /// as settings): an answer of a known pattern loses them here.
    func detailsLeftOut(of record: TrainingRecord) -> [LeftOutDetail: Int] {
        guard record.as(TimingComparisonRecord.self)?.pattern != nil else { return [:] }
        return [LeftOutDetail(singular: "the pattern and moved click of %d Compare Timing answer", plural: "the pattern and moved click of %d Compare Timing answers"): 1]
    }

    func fields(of record: TrainingRecord) -> [String: String] {
        guard let r = record.as(TimingComparisonRecord.self) else { return [:] }
        return ["isCorrect": r.isCorrect ? "true" : "false", "tempoBPM": "\(r.tempo.bpm)", "offsetMs": CSVFormat.number(r.offsetMs)]
    }
}
