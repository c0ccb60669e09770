import Foundation
import PeachCore

/// One discipline's rows in the exchange format: its `trainingType`, the columns it fills,
/// how a row becomes its record and back, and how the original app tells a duplicate of
/// it. The import, the export and the merge go through `CSVRecordTypes.all`; a discipline
/// with records adds its type there.
protocol CSVRecordType: Sendable {
    var kind: RecordKind { get }
    /// Format 3's name for it.
    var trainingType: String { get }
    /// The columns it fills besides trainingType and timestamp; the others stay empty.
    var columns: [String] { get }
    func record(from row: CSVRow) throws(CSVRow.Problem) -> TrainingRecord
    /// Its columns' values for `record` (of this type's kind).
    func fields(of record: TrainingRecord) -> [String: String]
}

enum CSVRecordTypes {
    static let all: [any CSVRecordType] = [
        ComparisonCSV(), PitchMatchingCSV(), TimingComparisonCSV(), GapFillCSV(),
    ]

    static func named(_ trainingType: String) -> (any CSVRecordType)? {
        all.first { $0.trainingType == trainingType }
    }

    static func of(_ kind: RecordKind) -> any CSVRecordType {
        all.first { $0.kind == kind }!
    }

    /// The row of `record` in format 3's columns (or an older version's, which are a prefix
    /// of them for the pitch types).
    static func row(_ record: TrainingRecord, columns: [String]) -> String {
        let type = of(record.kind)
        var values = type.fields(of: record)
        values["trainingType"] = type.trainingType
        values["timestamp"] = CSVFormat.timestamp(record.timestamp)
        return columns.map { CSVFormat.field(values[$0] ?? "") }.joined(separator: ",")
    }
}

/// How both apps tell that a record is already stored: pitch records by their millisecond,
/// notes and type; rhythm records by their millisecond, tempo and type.
enum DuplicateKey: Hashable {
    case pitch(millisecond: Int64, reference: Int, target: Int, kind: RecordKind)
    case rhythm(millisecond: Int64, bpm: Int, kind: RecordKind)

    init(_ record: TrainingRecord) {
        let millisecond = CSVFormat.millisecond(record.timestamp)
        switch record {
        case let .comparison(r):
            self = .pitch(millisecond: millisecond, reference: r.referenceNote.rawValue, target: r.targetNote.rawValue, kind: .comparison)
        case let .pitchMatching(r):
            self = .pitch(millisecond: millisecond, reference: r.referenceNote.rawValue, target: r.targetNote.rawValue, kind: .pitchMatching)
        case let .timingComparison(r):
            self = .rhythm(millisecond: millisecond, bpm: r.tempo.bpm, kind: .timingComparison)
        case let .gapFill(r):
            self = .rhythm(millisecond: millisecond, bpm: r.tempo.bpm, kind: .gapFill)
        }
    }
}
