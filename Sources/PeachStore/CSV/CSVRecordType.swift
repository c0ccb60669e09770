import Foundation
import PeachCore

/// One discipline's rows in the exchange format: its `trainingType`, the columns it fills,
/// how a row becomes its record and back, and how the original app tells a duplicate of
/// it. `CSVRecordTypes.all` are the exchange format's record types, its header made from
/// their columns; a stored kind the format carries names its type as its `exchange`, and the
/// import and the export take a store's rows through its registered kinds' types.
protocol CSVRecordType: Sendable {
    var kind: RecordKind { get }
    /// Format 3's name for it.
    var trainingType: String { get }
    /// Its name in a file of format `version` (an older app reads only its own names).
    func trainingType(inFormat version: Int) -> String
    /// The columns it fills besides trainingType and timestamp; the others stay empty.
    var columns: [String] { get }
    func record(from row: CSVRow) throws(CSVRow.Problem) -> TrainingRecord
    /// Its columns' values for `record` (of this type's kind).
    func fields(of record: TrainingRecord) -> [String: String]
    /// Whether a file of format `version` has its columns (format 1 has the pitch types' only).
    func isWritten(inFormat version: Int) -> Bool
    /// What a row has no place for in `record`, counted by what it is: the export says
    /// what it left out.
    func detailsLeftOut(of record: TrainingRecord) -> [LeftOutDetail: Int]
    /// Whether the record goes into the file: one the format would carry wrongly stays out
    /// (its `detailsLeftOut` then names it).
    func isCarried(_ record: TrainingRecord) -> Bool
}

extension CSVRecordType {
    func trainingType(inFormat version: Int) -> String { trainingType }
    func isWritten(inFormat version: Int) -> Bool { true }
    func detailsLeftOut(of record: TrainingRecord) -> [LeftOutDetail: Int] { [:] }
    func isCarried(_ record: TrainingRecord) -> Bool { true }
}

enum CSVRecordTypes {
    /// The record types of the original app's exchange format that Peach keeps, in their
    /// kinds' order: what the format defines, whatever else is registered (a discipline of
    /// Peach's own has no rows there).
    static let all: [any CSVRecordType] = [ComparisonCSV(), PitchMatchingCSV(), TimingComparisonCSV(), GapFillCSV()]

    static func named(_ trainingType: String) -> (any CSVRecordType)? {
        all.first { $0.trainingType == trainingType }
    }

    /// The row of `record` (of `type`'s kind) in the columns of format `version` (format
    /// 1's are a prefix of format 3's, and hold the pitch types only).
    static func row(_ record: TrainingRecord, of type: any CSVRecordType, version: Int) -> String {
        var values = type.fields(of: record)
        values["trainingType"] = type.trainingType(inFormat: version)
        let columns = CSVFormat.columns(of: version)
        values["timestamp"] = CSVFormat.timestamp(record.timestamp)
        return columns.map { CSVFormat.field(values[$0] ?? "") }.joined(separator: ",")
    }
}

/// How both apps tell that a record is already stored: pitch records by their time, notes
/// and type; rhythm records by their time, tempo and type. The time is compared at the
/// precision the file carries: the original app's rule is the millisecond, but it writes
/// whole seconds (and so did Peach before format 3), while the records it was exported
/// from had their fractions; a whole-second row is the same record as a stored one of that
/// second, or merging a backup into the history it came from would double it.
struct DuplicateKey: Hashable {
    enum Precision: Hashable { case millisecond, second }

    var precision: Precision
    var time: Int64
    var kind: RecordKind
    /// What the record's kind tells records of an instant apart by: the notes (pitch) or
    /// the tempo (rhythm).
    var what: [Int]

    init(_ record: TrainingRecord, precision: Precision) {
        self.precision = precision
        let seconds = record.timestamp.timeIntervalSince1970
        time = precision == .second ? Int64(seconds.rounded(.down)) : CSVFormat.millisecond(record.timestamp)
        kind = record.kind
        what = record.record.distinguishingValues
    }

    init(precision: Precision, time: Int64, kind: RecordKind, what: [Int]) {
        self.precision = precision
        self.time = time
        self.kind = kind
        self.what = what
    }

    /// Both precisions' keys of a record that is stored (or about to be).
    static func keys(of record: TrainingRecord) -> [DuplicateKey] {
        [DuplicateKey(record, precision: .millisecond), DuplicateKey(record, precision: .second)]
    }
}
