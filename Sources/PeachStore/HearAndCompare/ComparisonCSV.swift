import PeachCore

/// Hear & Compare's rows: `pitchDiscrimination`; `pitchComparison` in format 1, the only
/// name the app's versions of that format read (carried over on import).
struct ComparisonCSV: CSVRecordType {
    let kind = RecordKind.comparison
    let trainingType = "pitchDiscrimination"

    func trainingType(inFormat version: Int) -> String { version == 1 ? "pitchComparison" : trainingType }
    let columns = PitchColumns.names + ["centOffset", "isCorrect"]

    func record(from row: CSVRow) throws(CSVRow.Problem) -> TrainingRecord {
        let pitch = try PitchColumns(row)
        try row.checkEmpty(except: columns)
        return TrainingRecord(ComparisonRecord(
            referenceNote: pitch.reference, targetNote: pitch.target,
            centOffset: Cents(try row.number("centOffset", within: RecordLimits.cents, unit: "cents")), isCorrect: try row.boolean("isCorrect"),
            interval: pitch.interval, tuningSystem: pitch.tuning, timestamp: try row.timestamp()))
    }

    func fields(of record: TrainingRecord) -> [String: String] {
        guard let r = record.as(ComparisonRecord.self) else { return [:] }
        var fields = PitchColumns(reference: r.referenceNote, target: r.targetNote, interval: r.interval, tuning: r.tuningSystem).fields
        fields["centOffset"] = CSVFormat.number(r.centOffset.value)
        fields["isCorrect"] = r.isCorrect ? "true" : "false"
        return fields
    }
}
