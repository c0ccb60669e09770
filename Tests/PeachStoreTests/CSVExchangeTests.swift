import Foundation
import PeachCore
import PeachDoubles
import PeachWiring
import Testing
@testable import PeachStore

@Suite("CSV exchange with the original app")
struct CSVExchangeTests {
    /// A file as the original app writes it: both training types, a legacy pitchComparison
    /// row, quoted fields, CRLF line ends.
    static let handMade = [
        "# peach-export-format:1",
        "trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError",
        "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,,",
        "pitchComparison,2026-02-14T10:30:02Z,62,D4,62,D4,P1,equalTemperament,8.25,false,,",
        "\"pitchDiscrimination\",\"2026-02-14T10:30:04Z\",59,\"B3\",66,\"F#4\",\"P5\",justIntonation,\"3.5\",true,,",
        "pitchMatching,2026-02-14T10:31:00Z,57,A3,57,A3,P1,equalTemperament,,,13.2,-0.8",
        "pitchMatching,2026-02-14T10:31:05.250+01:00,64,E4,60,C4,M3,justIntonation,,,-4,2.5",
        "",
    ].joined(separator: "\r\n")

    @Test("the original app's format imports with the expected counts and values")
    func importsHandMadeFile() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let summary = try store.importCSV(Self.handMade, mode: .replace)
        #expect(summary == ImportSummary(imported: 5, duplicates: 0, rejected: []))
        #expect(try store.counts() == RecordCounts([.comparison: 3, .pitchMatching: 2]))
        let comparisons: [ComparisonRecord] = try store.records()
        #expect(comparisons[0].centOffset == -12.5 && comparisons[0].isCorrect)
        #expect(comparisons[1].referenceNote == MIDINote(62) && !comparisons[1].isCorrect)
        #expect(comparisons[2].interval == .perfectFifth && comparisons[2].targetNote == MIDINote(66) && comparisons[2].tuningSystem == .justIntonation)
        let matches: [PitchMatchingRecord] = try store.records()
        // 10:31:05.25 at +01:00 is 09:31:05.25 UTC: the earlier of the two.
        #expect(matches[0].timestamp == Date(timeIntervalSince1970: 1_771_061_465.25))
        #expect(matches[0].interval == .majorThird && matches[0].targetNote == MIDINote(60))
        #expect(matches[1].userCentError == -0.8 && matches[1].initialCentOffset == 13.2)
    }

    @Test("columns are read by name: format 3 with its columns in another order, and one more the format does not have, imports the same records, and the extra column is said")
    func columnsByName() throws {
        let folder = TemporaryFolder()
        let original = try TrainingStore(path: folder.file("a.sqlite"))
        defer { original.close() }
        try original.insert(contentsOf: ReleasedRecords.v4.compactMap(ComparisonRecord.init))
        for record in ReleasedRecords.v4 where ComparisonRecord(record) == nil { try original.database.write { try original.insert(record, into: $0) } }
        let exported = try original.exportedText()
        // Every line's fields in reverse order, a column of notes after them.
        var lines: [String] = []
        for (index, (_, fields)) in AnySequence({ CSVRecords(text: exported) }).enumerated() {
            let values = try fields.get()
            if index == 0 {
                lines.append(values.joined(separator: ","))
            } else {
                lines.append((values.reversed() + [index == 1 ? "comment" : "a note, quoted"]).map(CSVFormat.field).joined(separator: ","))
            }
        }
        let shuffled = lines.joined(separator: "\r\n") + "\r\n"
        #expect(shuffled.split(separator: "\r\n")[1].hasPrefix("meanOffsetMsPosition3,"))
        try CSVFormat.checkBeginning(Array(shuffled.utf8), isWholeFile: true)
        let copy = try TrainingStore(path: folder.file("b.sqlite"))
        defer { copy.close() }
        let summary = try copy.importCSV(shuffled, mode: .replace)
        #expect(summary == ImportSummary(imported: ReleasedRecords.v4.count, ignoredColumns: ["comment"]))
        #expect(summary.description == "imported 9, skipped 0 duplicates, rejected 0; ignored the column 'comment', not the format's")
        #expect(try copy.exportedText() == exported)
    }

    @Test("a column the format does not have is left out for real: format 1 with rhythm columns imports its pitch rows, and its rhythm rows are no format 1 rows")
    func ignoredColumnsLeftOut() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let text = [
            "# peach-export-format:1",
            CSVFormat.header(1) + ",tempoBPM,offsetMs",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,,,,",
            "rhythmOffsetDetection,2026-02-14T10:30:02Z,,,,,,,,true,,,120,5.3",
        ].joined(separator: "\n")
        let summary = try store.importCSV(text, mode: .replace)
        #expect(summary.imported == 1 && summary.ignoredColumns == ["offsetMs", "tempoBPM"], "\(summary)")
        #expect(summary.rejected.map(\.line) == [4], "\(summary.rejected)")
        #expect(try store.counts() == RecordCounts([.comparison: 1]))
    }

    @Test("every stored kind's exchange rows are of its own kind; the export counts its progress against what the format carries")
    func exchangeOfEachKind() throws {
        let folder = TemporaryFolder()
        let kinds = DisciplineRegistry.peach.storedKinds.all
        // Play It Back's phrases, Chords' progressions and Rhythm Back's calls have no rows in the original app's format.
        let exchanged = kinds.filter { ![.phrase, .progression, .rhythmCall].contains($0.kind) }
        #expect(exchanged.map { $0.exchange?.kind } == exchanged.map { Optional($0.kind) })
        #expect(kinds.first { $0.kind == .phrase }.map { $0.exchange == nil } == true)
        #expect(kinds.first { $0.kind == .progression }.map { $0.exchange == nil } == true)
        #expect(kinds.first { $0.kind == .rhythmCall }.map { $0.exchange == nil } == true)
        #expect(CSVRecordTypes.all.map(\.kind) == exchanged.map(\.kind))
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        try store.database.write { db in for record in ReleasedRecords.v4 { try store.insert(record, into: db) } }
        for (version, carried) in [(1, 5), (3, 9)] {
            var progress: [Int] = [], totals: Set<Int> = []
            let count = try store.exportCSV(format: version, progress: { progress.append($0); totals.insert($1) }) { _ in }
            #expect(count.written == carried && count.leftOut.total == 9 - carried && totals == [carried] && progress.last == carried, "format \(version)")
        }
    }

    @Test("hostile fields: a message quotes at most 40 escaped characters; hex, nan and inf are no numbers; UTF-16 and UTF-32 files are named")
    func hostileFields() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let header = "# peach-export-format:1\ntrainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError\n"
        let huge = String(repeating: "x", count: 1_000_000)
        let rows = [
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,\(huge),true,,",
            "pitchDiscrimination,2026-02-14T10:30:01Z,60,C4,60,C4,P1,equalTemperament,0x10,true,,",
            "pitchDiscrimination,2026-02-14T10:30:02Z,60,C4,60,C4,P1,equalTemperament,nan,true,,",
            "pitchDiscrimination,2026-02-14T10:30:03Z,60,C4,60,C4,P1,equalTemperament,inf,true,,",
            "pitchDiscrimination,2026-02-14T10:30:04Z,60,C4,60,C4,P1,\u{1B}]0;owned\u{07}\u{0},5,true,,",
            "pitchDiscrimination,2026-02-14T10:30:05Z,60,C4,60,C4,P1,equalTemperament,-1.5e1,true,,",
            "pitchDiscrimination,2026-02-14T10:30:06Z,60,C4,60,C4,P1,equalTemperament,+.5,true,,",
        ]
        let summary = try store.importCSV(header + rows.joined(separator: "\n") + "\n", mode: .replace)
        #expect(summary.imported == 2, "\(summary)")
        let reasons = summary.rejected.map(\.reason)
        #expect(reasons.count == 5)
        for reason in reasons { #expect(reason.count < 200 && !reason.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(reason.prefix(300))") }
        #expect(reasons[0] == "centOffset '\(String(repeating: "x", count: 40))…' is not a number of cents (−100…100)" || reasons[0].hasPrefix("centOffset 'xxxxxxxxxx"), "\(reasons[0].prefix(200))")
        #expect(reasons[1].hasPrefix("centOffset '0x10' is not a number") && reasons[2].hasPrefix("centOffset 'nan'") && reasons[3].hasPrefix("centOffset 'inf'"))
        #expect(reasons[4].contains("\\u{1B}]0;owned\\u{07}\\0"), "\(reasons[4])")

        var utf16 = [UInt8(0xFF), 0xFE]
        for unit in Self.handMade.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(throws: ImportError(line: 1, reason: "the file is UTF-16, not UTF-8: save it as UTF-8 (CSV UTF-8 in a spreadsheet)")) {
            try CSVFormat.checkBeginning(utf16, isWholeFile: true)
        }
        #expect(throws: ImportError(line: 1, reason: "the file is UTF-16, not UTF-8: save it as UTF-8 (CSV UTF-8 in a spreadsheet)")) {
            try CSVFormat.checkBeginning(Array(utf16.dropFirst(2)), isWholeFile: true)
        }
    }

    @Test("a file saved with a UTF-8 byte-order mark, as spreadsheets save it, imports")
    func byteOrderMark() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let withMark = "\u{FEFF}" + Self.handMade
        try CSVFormat.checkBeginning(Array(withMark.utf8), isWholeFile: true)
        #expect(try store.importCSV(withMark, mode: .replace) == ImportSummary(imported: 5, duplicates: 0, rejected: []))
    }

    @Test("the beginning of a file decides: a first line that cannot be the version line, or a second that cannot be the header, is refused from the first 4 KiB")
    func beginning() throws {
        let oneLine = [UInt8](repeating: UInt8(ascii: "x"), count: CSVFormat.beginningLength)
        #expect(throws: ImportError(line: 1, reason: "missing version line '# peach-export-format:3' (this Peach reads versions 1 to 3)")) {
            try CSVFormat.checkBeginning(oneLine, isWholeFile: false)
        }
        #expect(throws: ImportError(line: 1, reason: "unknown format version '4' (this Peach reads versions 1 to 3)")) {
            try CSVFormat.checkBeginning(Array("# peach-export-format:4\nx".utf8), isWholeFile: true)
        }
        #expect(throws: ImportError(line: 2, reason: "the header of format 1 is not one: no line break in its first 4 KiB")) {
            try CSVFormat.checkBeginning(Array("# peach-export-format:1\r\n".utf8) + oneLine, isWholeFile: false)
        }
        // What the full reading takes: the original's file, a short one, one with quotes.
        try CSVFormat.checkBeginning(Array(Self.handMade.utf8), isWholeFile: true)
        try CSVFormat.checkBeginning(Array("# peach-export-format:1".utf8), isWholeFile: true)
        try CSVFormat.checkBeginning(Array("\"# peach-export-format:1\"\n".utf8), isWholeFile: true)
    }

    @Test("round trip: export → import (replace) → export gives the same file")
    func roundTrip() throws {
        let folder = TemporaryFolder()
        let first = try TrainingStore(path: folder.file("a.sqlite"))
        defer { first.close() }
        var random = SeededRandom(seed: 4)
        for index in 0..<500 {
            let interval = Interval(rawValue: random.integer(in: 0...12))!
            let note = random.integer(in: 36...72)
            if random.coinFlip() {
                try first.insert(comparison(note, (random.uniform(in: -100...100) * 1000).rounded() / 1000, correct: random.coinFlip(), interval: interval, at: Double(1_700_000_000 + index * 7)))
            } else {
                try first.insert(match(note, initial: random.uniform(in: -20...20), error: random.uniform(in: -40...40), at: Double(1_700_000_000 + index * 7 + 3)))
            }
        }
        let exported = try first.exportedText()
        let second = try TrainingStore(path: folder.file("b.sqlite"))
        defer { second.close() }
        try second.insert(comparison(40, 1, at: 5))
        let summary = try second.importCSV(exported, mode: .replace)
        #expect(summary.imported == 500 && summary.rejected.isEmpty)
        #expect(try second.exportedText() == exported)
        #expect(exported.hasPrefix(CSVFormat.versionLine(3) + "\n" + CSVFormat.header(3) + "\n"))
    }

    @Test("merge skips records already stored (same millisecond, notes and type) and keeps the rest")
    func mergeSkipsDuplicates() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        _ = try store.importCSV(Self.handMade, mode: .replace)
        try store.insert(comparison(48, 20, at: 1_000_000))
        let summary = try store.importCSV(Self.handMade, mode: .merge)
        #expect(summary == ImportSummary(imported: 0, duplicates: 5, rejected: []))
        #expect(try store.counts() == RecordCounts([.comparison: 4, .pitchMatching: 2]))
    }

    @Test("each bad row is skipped and reported with its line and reason; the good rows are imported")
    func badRows() throws {
        let rows = [
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,",
            "pitchTraining,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,,",
            "pitchDiscrimination,14.02.2026 10:30,60,C4,60,C4,P1,equalTemperament,-12.5,true,,",
            "pitchDiscrimination,2026-02-30T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,128,C4,60,C4,P1,equalTemperament,-12.5,true,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,D4,60,C4,P1,equalTemperament,-12.5,true,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,67,G4,P9,equalTemperament,-12.5,true,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,67,G4,P4,equalTemperament,-12.5,true,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,pythagorean,-12.5,true,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,abc,true,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,yes,,",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,3,",
            "pitchMatching,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,,,nan,1",
            "pitchMatching,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,1,,2,1",
            "pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,\"-12\"5,true,,",
        ]
        let text = CSVFormat.versionLine(1) + "\n" + CSVFormat.header(1) + "\n" + rows.joined(separator: "\n") + "\n"
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let summary = try store.importCSV(text, mode: .merge)
        #expect(summary.imported == 1)
        let expected: [(Int, String)] = [
            (4, "11 fields, expected 12"), (5, "unknown trainingType 'pitchTraining'"),
            (6, "timestamp '14.02.2026 10:30' is not ISO 8601"), (7, "timestamp '2026-02-30T10:30:00Z' is not ISO 8601"),
            (8, "referenceNote '128' is not a MIDI note"), (9, "referenceNoteName 'D4' does not match referenceNote 60"),
            (10, "interval 'P9' is not one of"), (11, "interval P4 does not match the notes C4 and G4"),
            (12, "tuningSystem 'pythagorean' is not"), (13, "centOffset 'abc' is not a number"),
            (14, "isCorrect 'yes' is not true or false"), (15, "initialCentOffset must be empty for pitchDiscrimination"),
            (16, "initialCentOffset 'nan' is not a number"), (17, "centOffset must be empty for pitchMatching"),
            (18, "text after a quoted field's closing quote"),
        ]
        #expect(summary.rejected.count == expected.count, "\(summary.rejected)")
        for ((line, reason), rejected) in zip(expected, summary.rejected) {
            #expect(rejected.line == line && rejected.reason.hasPrefix(reason), "\(rejected)")
        }
    }

    @Test("malformed files give the right error and leave the database unchanged", arguments: [
        ("", "the file is empty"),
        ("trainingType,timestamp\n", "line 1: missing version line"),
        ("# peach-export-format:4\n" + CSVFormat.header(3) + "\n", "line 1: unknown format version '4'"),
        ("# peach-export-format:2\n" + CSVFormat.header(1) + "\n", "line 2: the header of format 2 has no column tempoBPM, offsetMs, userOffsetMs (its columns"),
        ("# peach-export-format:1\ntrainingType,timestamp,referenceNote\n", "line 2: the header of format 1 has no column referenceNoteName, targetNote,"),
        ("# peach-export-format:1\n", "line 2: the header of format 1 is missing (its columns, in any order: trainingType,timestamp,"),
        ("# peach-export-format:1\n" + CSVFormat.header(1).replacingOccurrences(of: "isCorrect", with: "correct") + "\n", "line 2: the header of format 1 has no column isCorrect (its columns"),
        ("# peach-export-format:1\n" + CSVFormat.header(1) + ",isCorrect\n", "line 2: the header names the column 'isCorrect' twice"),
    ])
    func malformedFiles(text: String, expected: String) throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        _ = try store.importCSV(Self.handMade, mode: .replace)
        let before = try store.exportedText()
        for mode in [ImportMode.replace, .merge] {
            do {
                _ = try store.importCSV(text, mode: mode)
                Issue.record("accepted: \(text)")
            } catch {
                #expect("\(error)".hasPrefix(expected), "\(error)")
            }
        }
        #expect(try store.exportedText() == before)
    }

    @Test("a failure in the middle of an import leaves the database exactly as before", arguments: [ImportMode.replace, .merge])
    func atomicity(mode: ImportMode) throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        for index in 0..<50 { try store.insert(comparison(50, 2, at: Double(index))) }
        let before = try store.exportedText()
        var text = CSVFormat.versionLine(1) + "\n" + CSVFormat.header(1) + "\n"
        for index in 0..<200 {
            text += "pitchDiscrimination,\(CSVFormat.timestamp(Date(timeIntervalSince1970: Double(1_000_000 + index)))),60,C4,60,C4,P1,equalTemperament,1.5,true,,\n"
        }
        #expect(throws: ImportError.self) { try store.importCSV(text, mode: mode, failAfter: 120) }
        #expect(try store.exportedText() == before)
        #expect(try store.counts() == RecordCounts([.comparison: 50, .pitchMatching: 0]))
    }

    @Test("RFC 4180 fields: quotes, commas and line breaks inside quotes")
    func rfc4180() throws {
        var records = CSVRecords(text: "a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",x\n")
        #expect(try records.next()?.fields.get() == ["a", "b,c", "say \"hi\""])
        let second = records.next()
        #expect(second?.line == 2)
        #expect(try second?.fields.get() == ["two\nlines", "x"])
        #expect(records.next() == nil)
        #expect(CSVFormat.field("a,b") == "\"a,b\"" && CSVFormat.field("q\"") == "\"q\"\"\"" && CSVFormat.field("plain") == "plain")
        #expect(CSVFormat.number(0.0001) == "0.0001" && CSVFormat.number(-12.5) == "-12.5")
        // Float noise from the arithmetic goes; nothing a listener could hear does.
        #expect(CSVFormat.number(-19.999999999999996) == "-20.0" && CSVFormat.number(0.00001) == "0.0")
        #expect(CSVFormat.number(1.23456) == "1.2346")
    }
}
