import Foundation
import PeachCore

/// One data row of an import, by format 3's column names (an older file's row is first
/// carried over to them), with the line it starts on.
struct CSVRow {
    let line: Int
    let values: [String: String]

    subscript(column: String) -> String { values[column] ?? "" }

    var trainingType: String { self["trainingType"] }

    /// A field as a message quotes it: its first 40 characters, control characters escaped
    /// (a field can be 100 MB, or retitle the terminal).
    func excerpt(_ column: String) -> String { Excerpt.of(self[column]) }

    /// A row is refused with its reason; the import goes on without it.
    struct Problem: Error {
        var reason: String
    }

    func timestamp() throws(Problem) -> Date {
        guard let date = CSVFormat.parseTimestamp(self["timestamp"]) else {
            throw Problem(reason: "timestamp '\(excerpt("timestamp"))' is not ISO 8601 (e.g. 2026-03-01T09:30:00Z)")
        }
        guard RecordLimits.timestamps.contains(date) else {
            throw Problem(reason: "timestamp '\(excerpt("timestamp"))' is outside the years \(RecordLimits.timestampWords)")
        }
        return date
    }

    /// The columns a type does not use must be empty: a value there means the row is not
    /// what its type says.
    func checkEmpty(except used: [String]) throws(Problem) {
        for column in CSVFormat.columns(of: CSVFormat.currentVersion)
        where !column.isEmpty && !used.contains(column) && column != "trainingType" && column != "timestamp" && !self[column].isEmpty {
            throw Problem(reason: "\(column) must be empty for \(trainingType)")
        }
    }

    func boolean(_ column: String) throws(Problem) -> Bool {
        switch self[column] {
        case "true": return true
        case "false": return false
        default: throw Problem(reason: "\(column) '\(excerpt(column))' is not true or false")
        }
    }

    /// A finite number within `limits` (`RecordLimits`'), in `unit`.
    func number(_ column: String, within limits: ClosedRange<Double>, unit: String) throws(Problem) -> Double {
        guard let value = CSVFormat.decimal(self[column]), limits.contains(value) else {
            throw Problem(reason: "\(column) '\(excerpt(column))' is not a number of \(unit) (\(RecordLimits.words(limits)))")
        }
        return value
    }

    /// A tempo as the original app accepts one: a whole number of BPM (one outside the
    /// 40–200 Peach trains is kept, and falls in no tempo band), within `RecordLimits`.
    func tempo() throws(Problem) -> Tempo {
        let limits = RecordLimits.tempoBPM
        guard let bpm = Int(self["tempoBPM"]), limits.contains(bpm) else {
            throw Problem(reason: "tempoBPM '\(excerpt("tempoBPM"))' is not a whole number of BPM from \(limits.lowerBound) to \(limits.upperBound)")
        }
        return Tempo(bpm: bpm)
    }
}
