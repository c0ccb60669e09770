import PeachCore

/// Fill the Gap's rows: `continuousRhythmMatching`, the trial's mean offset and each gap
/// position's (empty where no tap hit it). The taps themselves are Peach's own and are
/// not exchanged.
struct GapFillCSV: CSVRecordType {
    let kind = RecordKind.gapFill
    let trainingType = "continuousRhythmMatching"
    static let positionColumns = StepPosition.allCases.map { "meanOffsetMsPosition\($0.rawValue)" }
    let columns = ["tempoBPM", "meanOffsetMs"] + Self.positionColumns

    /// Rhythm came with format 2.
    func isWritten(inFormat version: Int) -> Bool { version >= 2 }

    func record(from row: CSVRow) throws(CSVRow.Problem) -> TrainingRecord {
        try row.checkEmpty(except: columns)
        let tempo = try row.tempo()
        // Offsets within a second, as Peach keeps them (the original's stay within half a sixteenth).
        let mean = try row.number("meanOffsetMs", within: RecordLimits.offsetMs, unit: "ms")
        var byPosition: [Double?] = []
        for column in Self.positionColumns {
            byPosition.append(row[column].isEmpty ? nil : try row.number(column, within: RecordLimits.offsetMs, unit: "ms"))
        }
        return TrainingRecord(GapFillRecord(tempo: tempo, meanOffsetMs: mean, meanOffsetMsByPosition: byPosition, timestamp: try row.timestamp()))
    }

    /// A trial of mostly extra taps stays out of the profile's timing; in the exchange format
    /// its means would come back as an imported trial's, counted in: it is left out, and said.
    func isCarried(_ record: TrainingRecord) -> Bool { record.as(GapFillRecord.self)?.isMostlyExtra != true }

    /// The taps themselves are Peach's own.
    func detailsLeftOut(of record: TrainingRecord) -> [LeftOutDetail: Int] {
        guard let r = record.as(GapFillRecord.self) else { return [:] }
        if r.isMostlyExtra {
            return [LeftOutDetail(singular: "%d Fill the Gap trial of mostly extra taps", plural: "%d Fill the Gap trials of mostly extra taps"): 1]
        }
        return [
            LeftOutDetail(singular: "%d Fill the Gap tap", plural: "%d Fill the Gap taps"): r.taps.count,
            LeftOutDetail(singular: "%d extra tap on a click", plural: "%d extra taps on clicks"): r.extraTaps,
        ]
    }

    func fields(of record: TrainingRecord) -> [String: String] {
        guard let r = record.as(GapFillRecord.self) else { return [:] }
        var fields = ["tempoBPM": "\(r.tempo.bpm)", "meanOffsetMs": CSVFormat.number(r.meanOffsetMs)]
        for (column, mean) in zip(Self.positionColumns, r.meanOffsetMsByPosition) { fields[column] = mean.map(CSVFormat.number) ?? "" }
        return fields
    }
}
