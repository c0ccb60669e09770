import Foundation
import GRDB
import PeachCore
import PeachDoubles
import Testing
@testable import PeachStore

@Suite("CSV formats 1, 2 and 3, the rhythm records, the schema's third migration")
struct RhythmExchangeTests {
    static let v3Header = "trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError,tempoBPM,offsetMs,meanOffsetMs,meanOffsetMsPosition0,meanOffsetMsPosition1,meanOffsetMsPosition2,meanOffsetMsPosition3"

    /// The original app's own rows of its four types, as its current version writes them
    /// (its test suite's examples), in timestamp order.
    static let originalRows = [
        "pitchDiscrimination,2026-03-03T14:30:00Z,60,C4,64,E4,M3,equalTemperament,15.5,true,,,,,,,,,",
        "pitchMatching,2026-03-03T14:30:01Z,60,C4,67,G4,P5,equalTemperament,,,25.0,3.2,,,,,,,",
        "rhythmOffsetDetection,2026-03-03T14:30:02Z,,,,,,,,true,,,120,5.3,,,,,",
        "continuousRhythmMatching,2026-03-03T14:30:03Z,,,,,,,,,,,90,,-4.25,-6.5,,-2.0,",
    ]

    static func file(_ version: Int, header: String, _ rows: [String], lineEnd: String = "\n") -> String {
        (["# peach-export-format:\(version)", header] + rows).joined(separator: lineEnd) + lineEnd
    }

    @Test("the header of format 3 is the original's, column for column")
    func header() {
        #expect(CSVFormat.header(3) == Self.v3Header)
        #expect(CSVFormat.columns(of: 3).count == 19 && CSVFormat.columns(of: 2).count == 15 && CSVFormat.columns(of: 1).count == 12)
    }

    @Test("the original app's rows of all four types import and export back unchanged (LF and CRLF)", arguments: ["\n", "\r\n"])
    func roundTrip(lineEnd: String) throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let summary = try store.importCSV(Self.file(3, header: Self.v3Header, Self.originalRows, lineEnd: lineEnd), mode: .merge)
        #expect(summary == ImportSummary(imported: 4, duplicates: 0, rejected: []))
        #expect(try store.counts() == RecordCounts([.comparison: 1, .pitchMatching: 1, .timingComparison: 1, .gapFill: 1]))
        #expect(try store.exportedText() == Self.file(3, header: Self.v3Header, Self.originalRows))
    }

    @Test("the rhythm values are read as the original means them: signed offsets, empty positions")
    func rhythmValues() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        _ = try store.importCSV(Self.file(3, header: Self.v3Header, Self.originalRows), mode: .merge)
        var records: [TrainingRecord] = []
        try store.database.read { db in try StoredKinds.forEachRecord(in: db, kinds: store.kinds.all, parts: false) { records.append($0) } }
        let start = Date(timeIntervalSince1970: 1_772_548_200)
        // The format has no pattern: the answer's is not known.
        #expect(records[2] == TrainingRecord(TimingComparisonRecord(tempo: Tempo(bpm: 120), offsetMs: 5.3, isCorrect: true, timestamp: start + 2, pattern: nil)))
        #expect(records[3] == TrainingRecord(GapFillRecord(
            tempo: Tempo(bpm: 90), meanOffsetMs: -4.25, meanOffsetMsByPosition: [-6.5, nil, -2.0, nil], timestamp: start + 3)))
    }

    @Test("format 2 carries over: rhythmMatching is Fill the Gap, its userOffsetMs the mean; format 1's pitchComparison a comparison")
    func olderFormats() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let v2 = Self.file(2, header: CSVFormat.header(2), [
            "pitchDiscrimination,2026-03-03T14:30:00Z,60,C4,64,E4,M3,equalTemperament,15.5,true,,,,,",
            "rhythmOffsetDetection,2026-03-03T14:30:01Z,,,,,,,,false,,,120,-5.3,",
            "rhythmMatching,2026-03-03T14:30:02Z,,,,,,,,,,,120,,5.3",
        ])
        #expect(try store.importCSV(v2, mode: .merge) == ImportSummary(imported: 3, duplicates: 0, rejected: []))
        let v1 = Self.file(1, header: CSVFormat.header(1), ["pitchComparison,2026-03-03T14:31:00Z,62,D4,62,D4,P1,equalTemperament,8.25,false,,"])
        #expect(try store.importCSV(v1, mode: .merge) == ImportSummary(imported: 1, duplicates: 0, rejected: []))
        #expect(try store.exportedText() == Self.file(3, header: Self.v3Header, [
            "pitchDiscrimination,2026-03-03T14:30:00Z,60,C4,64,E4,M3,equalTemperament,15.5,true,,,,,,,,,",
            "rhythmOffsetDetection,2026-03-03T14:30:01Z,,,,,,,,false,,,120,-5.3,,,,,",
            "continuousRhythmMatching,2026-03-03T14:30:02Z,,,,,,,,,,,120,,5.3,,,,",
            "pitchDiscrimination,2026-03-03T14:31:00Z,62,D4,62,D4,P1,equalTemperament,8.25,false,,,,,,,,,",
        ]))
    }

    @Test("a merge of the same file twice adds nothing; duplicates by the original's keys, also within one file")
    func mergeTwice() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let rows = Self.originalRows + [
            // The same millisecond, tempo and type as a row above: a duplicate, whatever its offset.
            "rhythmOffsetDetection,2026-03-03T14:30:02.000Z,,,,,,,,false,,,120,-9.0,,,,,",
            // Another millisecond, or another tempo: not one.
            "rhythmOffsetDetection,2026-03-03T14:30:02.001Z,,,,,,,,true,,,120,5.3,,,,,",
            "continuousRhythmMatching,2026-03-03T14:30:03Z,,,,,,,,,,,91,,-4.25,-6.5,,-2.0,",
        ]
        let text = Self.file(3, header: Self.v3Header, rows)
        #expect(try store.importCSV(text, mode: .merge) == ImportSummary(imported: 6, duplicates: 1, rejected: []))
        #expect(try store.importCSV(text, mode: .merge) == ImportSummary(imported: 0, duplicates: 7, rejected: []))
        // Peach's own export, read back, is a duplicate of every record: its milliseconds are kept.
        let exported = try store.exportedText()
        #expect(exported.contains("2026-03-03T14:30:02.001Z"))
        #expect(try store.importCSV(exported, mode: .merge) == ImportSummary(imported: 0, duplicates: 6, rejected: []))
    }

    @Test("a whole-second row is the stored record of that second (the phone and older Peach write whole seconds); a row with milliseconds is matched to the millisecond")
    func precisionOfTheFile() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        // Trained here: at 14:30:00.700 and, just short of a second, at 14:30:05.9996.
        try store.insert(comparison(60, 15.5, at: 1_772_548_200.7))
        try store.insert(TimingComparisonRecord(tempo: Tempo(bpm: 120), offsetMs: 5.3, isCorrect: true, timestamp: Date(timeIntervalSince1970: 1_772_548_205.9996)))
        let exported = try store.exportedText()
        #expect(exported.contains("2026-03-03T14:30:00.700Z") && exported.contains("2026-03-03T14:30:06.000Z"), "\(exported)")
        #expect(try store.importCSV(exported, mode: .merge) == ImportSummary(imported: 0, duplicates: 2, rejected: []))
        let phone = Self.file(3, header: Self.v3Header, [
            "pitchDiscrimination,2026-03-03T14:30:00Z,60,C4,60,C4,P1,equalTemperament,15.5,true,,,,,,,,,",
            "rhythmOffsetDetection,2026-03-03T14:30:05Z,,,,,,,,true,,,120,5.3,,,,,",
            // Another millisecond of the same second: another record.
            "pitchDiscrimination,2026-03-03T14:30:00.701Z,60,C4,60,C4,P1,equalTemperament,15.5,true,,,,,,,,,",
        ])
        #expect(try store.importCSV(phone, mode: .merge) == ImportSummary(imported: 1, duplicates: 2, rejected: []))
    }

    @Test("the original's short-lived 20-column format 2 imports; its Fill the Gap means are kept, not overwritten by userOffsetMs")
    func transitionalFormatTwo() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let header = CSVFormat.header(2) + ",meanOffsetMs,meanOffsetMsPosition0,meanOffsetMsPosition1,meanOffsetMsPosition2,meanOffsetMsPosition3"
        let text = Self.file(2, header: header, ["continuousRhythmMatching,2026-03-03T14:30:03Z,,,,,,,,,,,90,,,-4.25,-6.5,,-2.0,"])
        #expect(throws: Never.self) { try CSVFormat.checkBeginning(Array(text.utf8), isWholeFile: true) }
        #expect(try store.importCSV(text, mode: .merge) == ImportSummary(imported: 1, duplicates: 0, rejected: []))
        #expect(try store.exportedText() == Self.file(3, header: Self.v3Header, [Self.originalRows[3]]))
    }

    @Test("bad rhythm rows are named by line and reason; the rest imports", arguments: [
        ("rhythmOffsetDetection,2026-03-03T14:30:02Z,,,,,,,,maybe,,,120,5.3,,,,,", "isCorrect 'maybe' is not true or false"),
        ("rhythmOffsetDetection,2026-03-03T14:30:02Z,,,,,,,,true,,,0,5.3,,,,,", "tempoBPM '0' is not a whole number of BPM from 1 to 400"),
        ("rhythmOffsetDetection,2026-03-03T14:30:02Z,,,,,,,,true,,,1000,5.3,,,,,", "tempoBPM '1000' is not a whole number of BPM from 1 to 400"),
        ("rhythmOffsetDetection,2026-03-03T14:30:02Z,,,,,,,,true,,,120,1e300,,,,,", "offsetMs '1e300' is not a number of ms (−1000…1000)"),
        ("rhythmOffsetDetection,3000-03-03T14:30:02Z,,,,,,,,true,,,120,5.3,,,,,", "timestamp '3000-03-03T14:30:02Z' is outside the years 1970–2099"),
        ("rhythmOffsetDetection,2026-03-03T14:30:02Z,,,,,,,,true,,,120.5,5.3,,,,,", "tempoBPM '120.5' is not a whole number of BPM from 1 to 400"),
        ("rhythmOffsetDetection,2026-03-03T14:30:02Z,,,,,,,,true,,,120,nan,,,,,", "offsetMs 'nan' is not a number of ms"),
        ("rhythmOffsetDetection,2026-03-03T14:30:02Z,60,,,,,,,true,,,120,5.3,,,,,", "referenceNote must be empty for rhythmOffsetDetection"),
        ("continuousRhythmMatching,2026-03-03T14:30:03Z,,,,,,,,,,,90,,,-6.5,,,", "meanOffsetMs '' is not a number of ms"),
        ("continuousRhythmMatching,2026-03-03T14:30:03Z,,,,,,,,,,,90,,1.0,x,,,", "meanOffsetMsPosition0 'x' is not a number of ms"),
        ("continuousRhythmMatching,2026-03-03T14:30:03Z,,,,,,,,,,,90,2.0,1.0,,,,", "offsetMs must be empty for continuousRhythmMatching"),
        ("rhythmMatching,2026-03-03T14:30:03Z,,,,,,,,,,,90,,1.0,,,,", "unknown trainingType 'rhythmMatching'"),
        ("pitchDiscrimination,2026-03-03T14:30:00Z,60,C4,64,E4,M3,equalTemperament,15.5,true,,,,", "14 fields, expected 19"),
    ])
    func badRows(row: String, reason: String) throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let summary = try store.importCSV(Self.file(3, header: Self.v3Header, [Self.originalRows[0], row]), mode: .merge)
        #expect(summary.imported == 1)
        #expect(summary.rejected.count == 1 && summary.rejected[0].line == 4 && summary.rejected[0].reason.hasPrefix(reason), "\(summary.rejected)")
    }

    @Test("each version needs its own columns, by name; an unknown version is named")
    func headers() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        #expect(throws: ImportError(line: 2, reason: "the header of format 3 has no column meanOffsetMs, meanOffsetMsPosition0, meanOffsetMsPosition1, meanOffsetMsPosition2, meanOffsetMsPosition3 (its columns, in any order: \(Self.v3Header))")) {
            try store.importCSV(Self.file(3, header: CSVFormat.header(2), []), mode: .merge)
        }
        #expect(throws: ImportError(line: 1, reason: "unknown format version '4' (this Peach reads versions 1 to 3)")) {
            try store.importCSV(Self.file(4, header: Self.v3Header, []), mode: .merge)
        }
        for version in 1...3 {
            let beginning = Array(Self.file(version, header: CSVFormat.header(version), []).utf8)
            #expect(throws: Never.self) { try CSVFormat.checkBeginning(beginning, isWholeFile: true) }
        }
        #expect(throws: ImportError.self) { try CSVFormat.checkBeginning(Array(Self.file(2, header: Self.v3Header, []).utf8), isWholeFile: true) }
    }

    @Test("format 1 holds the pitch records only, comparisons by that format's name, and counts the rhythm records it left out")
    func formatOne() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        _ = try store.importCSV(Self.file(3, header: Self.v3Header, Self.originalRows), mode: .merge)
        var text = ""
        let count = try store.exportCSV(format: 1) { text += $0 }
        #expect(count == ExportCount(written: 2, leftOut: RecordCounts([.timingComparison: 1, .gapFill: 1])))
        #expect(text == Self.file(1, header: CSVFormat.header(1), [
            "pitchComparison,2026-03-03T14:30:00Z,60,C4,64,E4,M3,equalTemperament,15.5,true,,",
            "pitchMatching,2026-03-03T14:30:01Z,60,C4,67,G4,P5,equalTemperament,,,25.0,3.2",
        ]))
    }

    @Test("numbers are written so that they read back, never in exponent notation")
    func numbers() {
        #expect(CSVFormat.number(0.00001) == "0.0")
        #expect(CSVFormat.number(0.0001) == "0.0001")
        #expect(CSVFormat.number(-7.291666666) == "-7.2917")
        #expect(CSVFormat.number(25) == "25.0")
        // Whole seconds only for a time of whole seconds; one that rounds to a second keeps its ".000".
        #expect(CSVFormat.timestamp(Date(timeIntervalSince1970: 1_772_548_202)) == "2026-03-03T14:30:02Z")
        #expect(CSVFormat.timestamp(Date(timeIntervalSince1970: 1_772_548_202.0004)) == "2026-03-03T14:30:02.000Z")
        #expect(CSVFormat.timestamp(Date(timeIntervalSince1970: 1_772_548_202.25)) == "2026-03-03T14:30:02.250Z")
    }

    @Test("a Fill the Gap trial is stored with its taps in one transaction; reset deletes them with it")
    func tapsStored() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let taps = [
            GapTap(cycle: 0, position: .e, offsetFrames: -350, sampleRate: 48_000),
            GapTap(cycle: 1, position: .e, offsetFrames: 50, sampleRate: 48_000),
            GapTap(cycle: 3, position: .a, offsetFrames: 192, sampleRate: 48_000),
        ]
        let trial = try #require(GapFillRecord(tempo: Tempo(bpm: 100), taps: taps, timestamp: Date(timeIntervalSince1970: 1000)))
        #expect(GapFillRecord(tempo: Tempo(bpm: 100), taps: [], timestamp: Date(timeIntervalSince1970: 1000)) == nil)
        #expect(trial.meanOffsetMsByPosition == [nil, -3.125, nil, 4.0])
        #expect(abs(trial.meanOffsetMs - (-108.0 / 48 / 3)) < 1e-12)
        try store.insert(trial)
        let stored = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT cycle, position, offsetFrames, sampleRate FROM gapTap ORDER BY id").map {
                GapTap(cycle: $0[0], position: StepPosition(rawValue: $0[1])!, offsetFrames: $0[2], sampleRate: $0[3])
            }
        }
        #expect(stored == taps)
        try store.reset()
        #expect(try store.database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM gapTap") } == 0)
        #expect(try store.counts().total == 0)
    }

    @Test("a database the previous Peach wrote (kept in Fixtures) opens with every record kept, and takes rhythm records")
    func previousSchemaMigrates() throws {
        let kept = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/peach-v2.sqlite").path
        let before = try #require(fingerprint(kept), "the kept database is missing: \(kept)")
        let folder = TemporaryFolder()
        let path = folder.file("peach.sqlite")
        try FileManager.default.copyItem(atPath: kept, toPath: path)
        // A reader first (export beside a Peach not yet updated): the pitch records, no rhythm tables needed.
        let reader = try TrainingStore(path: path, access: .read)
        #expect(try reader.counts() == RecordCounts([.comparison: 3, .pitchMatching: 2]))
        var exported = ""
        #expect(try reader.exportCSV { exported += $0 } == ExportCount(written: 5))
        reader.close()

        let store = try TrainingStore(path: path)
        defer { store.close() }
        #expect(try store.counts() == RecordCounts([.comparison: 3, .pitchMatching: 2]))
        try store.insert(TimingComparisonRecord(tempo: Tempo(bpm: 80), offsetMs: -3.5, isCorrect: true, timestamp: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(try store.counts() == RecordCounts([.comparison: 3, .pitchMatching: 2, .timingComparison: 1]))
        #expect(try store.exportedText() == exported + "rhythmOffsetDetection,2027-01-15T08:00:00Z,,,,,,,,true,,,80,-3.5,,,,,\n")
        #expect(fingerprint(kept) == before)
    }
}
