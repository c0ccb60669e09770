import PeachCore

/// Tune & Match's and Sing & Match's rows: `pitchMatching`. Whether a match was sung is
/// Peach's own: a sung match reads back as tuned.
struct PitchMatchingCSV: CSVRecordType {
    let kind = RecordKind.pitchMatching
    let trainingType = "pitchMatching"
    let columns = PitchColumns.names + ["initialCentOffset", "userCentError"]

    func record(from row: CSVRow) throws(CSVRow.Problem) -> TrainingRecord {
        let pitch = try PitchColumns(row)
        try row.checkEmpty(except: columns)
        return TrainingRecord(PitchMatchingRecord(
            referenceNote: pitch.reference, targetNote: pitch.target,
            initialCentOffset: Cents(try row.number("initialCentOffset", within: RecordLimits.cents, unit: "cents")),
            userCentError: Cents(try row.number("userCentError", within: RecordLimits.cents, unit: "cents")),
            interval: pitch.interval, tuningSystem: pitch.tuning, timestamp: try row.timestamp()))
    }

    func detailsLeftOut(of record: TrainingRecord) -> [LeftOutDetail: Int] {
        guard let r = record.as(PitchMatchingRecord.self), r.matchedBy == .voice else { return [:] }
        return [LeftOutDetail(singular: "how %d match was made (sung)", plural: "how %d matches were made (sung)"): 1]
    }

    func fields(of record: TrainingRecord) -> [String: String] {
        guard let r = record.as(PitchMatchingRecord.self) else { return [:] }
        var fields = PitchColumns(reference: r.referenceNote, target: r.targetNote, interval: r.interval, tuning: r.tuningSystem).fields
        fields["initialCentOffset"] = CSVFormat.number(r.initialCentOffset.value)
        fields["userCentError"] = CSVFormat.number(r.userCentError.value)
        return fields
    }
}
