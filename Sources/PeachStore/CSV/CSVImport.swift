import Foundation
import GRDB
import PeachCore

/// The file as a whole cannot be imported; nothing was changed.
public struct ImportError: Error, CustomStringConvertible, Equatable {
    public var line: Int
    public var reason: String
    public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

extension CSVFormat {
    /// How much of a file `checkBeginning` needs: the version line and the header with
    /// room to spare.
    public static let beginningLength = 4096

    /// Refuses a file whose first lines cannot be the version line and the header, from
    /// its first `beginningLength` bytes (`isWholeFile` when that is all there is), before
    /// the rest is read: a 1 GB file of one line is refused after 4 KiB, not after reading
    /// and decoding a gigabyte. A line with a quote is left to the full reading.
    public static func checkBeginning(_ bytes: [UInt8], isWholeFile: Bool) throws(ImportError) {
        var rest = bytes[...]
        if rest.starts(with: byteOrderMark) { rest = rest.dropFirst(byteOrderMark.count) }
        for (number, expected) in [(1, versionLine), (2, header)] {
            if rest.isEmpty && isWholeFile { return }
            let end = rest.firstIndex(of: 0x0A)
            guard end != nil || isWholeFile else {
                // No line break in the first 4 KiB: far longer than either line can be.
                throw number == 1 ? missingVersionLine(found: "") : headerError
            }
            var line = rest[..<(end ?? rest.endIndex)]
            if line.last == 0x0D { line = line.dropLast() }
            if line.contains(UInt8(ascii: "\"")) { return }
            let text = String(decoding: line, as: UTF8.self)
            guard text == expected else { throw number == 1 ? missingVersionLine(found: text) : headerError }
            rest = end.map { rest[($0 + 1)...] } ?? []
        }
    }

    /// A spreadsheet's UTF-8 byte-order mark, which some save before the first line.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func missingVersionLine(found: String) -> ImportError {
        if found.hasPrefix("# peach-export-format:") {
            return ImportError(line: 1, reason: "unknown format version '\(found.dropFirst("# peach-export-format:".count))' (this Peach reads version 1)")
        }
        return ImportError(line: 1, reason: "missing version line '\(versionLine)'")
    }

    static var headerError: ImportError { ImportError(line: 2, reason: "the header must be exactly: \(header)") }
}

extension TrainingStore {
    /// Imports CSV format 1. Every row is checked; a bad row is skipped and reported with
    /// its line and reason; the rest is written in one transaction, so a failure part-way
    /// leaves the database exactly as it was. `failAfter` injects such a failure (tests).
    public func importCSV(
        _ text: String, mode: ImportMode, progress: ((Int, Int) -> Void)? = nil, failAfter: Int? = nil
    ) throws -> ImportSummary {
        // A byte-order mark, as spreadsheets save UTF-8, is no part of the version line.
        var records = CSVRecords(text: text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text)
        guard let first = records.next() else { throw ImportError(line: 0, reason: "the file is empty") }
        guard case let .success(versionFields) = first.fields, versionFields.joined(separator: ",") == CSVFormat.versionLine else {
            throw CSVFormat.missingVersionLine(found: (try? first.fields.get())?.joined(separator: ",") ?? "")
        }
        guard let second = records.next(), case let .success(headerFields) = second.fields, headerFields == CSVFormat.columns else {
            throw CSVFormat.headerError
        }

        var parsed: [(line: Int, record: ParsedRecord)] = []
        var summary = ImportSummary()
        for (line, fields) in AnySequence({ records }) {
            switch fields {
            case let .failure(problem):
                let reason: String
                switch problem {
                case .unterminatedQuote: reason = "a quoted field is not closed"
                case let .quoteInsideField(at): reason = "a quote inside an unquoted field (line \(at))"
                case let .textAfterQuote(at): reason = "text after a quoted field's closing quote (line \(at))"
                }
                summary.rejected.append(RejectedRow(line: line, reason: reason))
            case let .success(fields):
                if fields == [""] { continue }  // A blank line (e.g. the end of the file).
                do {
                    parsed.append((line, try Self.parseRow(fields)))
                } catch let error as RowProblem {
                    summary.rejected.append(RejectedRow(line: line, reason: error.reason))
                }
            }
        }

        let total = parsed.count
        try database.write { db in
            if mode == .replace {
                try db.execute(sql: "DELETE FROM comparison")
                try db.execute(sql: "DELETE FROM pitchMatching")
            }
            // Duplicate = same second, reference note, target note and type: the original app's rule.
            var seen = Set<DuplicateKey>()
            if mode == .merge {
                for (table, kind) in [("comparison", 0), ("pitchMatching", 1)] {
                    let rows = try Row.fetchCursor(db, sql: "SELECT CAST(floor(timestamp) AS INTEGER), referenceNote, targetNote FROM \(table)")
                    while let row = try rows.next() { seen.insert(DuplicateKey(second: row[0], reference: row[1], target: row[2], kind: kind)) }
                }
            }
            for (index, entry) in parsed.enumerated() {
                if let failAfter, index == failAfter { throw ImportError(line: entry.line, reason: "injected failure") }
                let key: DuplicateKey
                switch entry.record {
                case let .comparison(record): key = DuplicateKey(record.timestamp, record.referenceNote, record.targetNote, kind: 0)
                case let .match(record): key = DuplicateKey(record.timestamp, record.referenceNote, record.targetNote, kind: 1)
                }
                guard seen.insert(key).inserted else {
                    summary.duplicates += 1
                    continue
                }
                switch entry.record {
                case let .comparison(record): try Self.insert(record, into: db)
                case let .match(record): try Self.insert(record, into: db)
                }
                summary.imported += 1
                if let progress, (index + 1) % 10_000 == 0 { progress(index + 1, total) }
            }
        }
        progress?(total, total)
        return summary
    }

    private struct DuplicateKey: Hashable {
        var second: Int64
        var reference: Int
        var target: Int
        var kind: Int

        init(second: Int64, reference: Int, target: Int, kind: Int) {
            self.second = second
            self.reference = reference
            self.target = target
            self.kind = kind
        }

        init(_ timestamp: Date, _ reference: MIDINote, _ target: MIDINote, kind: Int) {
            self.init(second: Int64(floor(timestamp.timeIntervalSince1970)), reference: reference.rawValue, target: target.rawValue, kind: kind)
        }
    }

    struct RowProblem: Error {
        var reason: String
    }

    private static func parseRow(_ fields: [String]) throws -> ParsedRecord {
        guard fields.count == CSVFormat.columns.count else {
            throw RowProblem(reason: "\(fields.count) fields, expected \(CSVFormat.columns.count)")
        }
        func note(_ index: Int, _ nameIndex: Int) throws -> MIDINote {
            let column = CSVFormat.columns[index]
            guard let number = Int(fields[index]), let note = MIDINote(rawValue: number) else {
                throw RowProblem(reason: "\(column) '\(fields[index])' is not a MIDI note 0…127")
            }
            guard fields[nameIndex] == note.name else {
                throw RowProblem(reason: "\(CSVFormat.columns[nameIndex]) '\(fields[nameIndex])' does not match \(column) \(number) (\(note.name))")
            }
            return note
        }
        func cents(_ index: Int) throws -> Cents {
            guard let value = Double(fields[index]), value.isFinite, abs(value) <= 1200 else {
                throw RowProblem(reason: "\(CSVFormat.columns[index]) '\(fields[index])' is not a number of cents (−1200…1200)")
            }
            return Cents(value)
        }
        func empty(_ indices: [Int], for type: String) throws {
            for index in indices where !fields[index].isEmpty {
                throw RowProblem(reason: "\(CSVFormat.columns[index]) must be empty for \(type)")
            }
        }

        let type = fields[0]
        guard type == CSVFormat.comparisonType || type == CSVFormat.legacyComparisonType || type == CSVFormat.matchingType else {
            throw RowProblem(reason: "unknown trainingType '\(type)'")
        }
        guard let timestamp = CSVFormat.parseTimestamp(fields[1]) else {
            throw RowProblem(reason: "timestamp '\(fields[1])' is not ISO 8601 (e.g. 2026-03-01T09:30:00Z)")
        }
        let reference = try note(2, 3), target = try note(4, 5)
        guard let interval = Interval(shortName: fields[6]) else {
            throw RowProblem(reason: "interval '\(fields[6])' is not one of \(Interval.shortNames.joined(separator: " "))")
        }
        guard abs(target.rawValue - reference.rawValue) == interval.semitones else {
            throw RowProblem(reason: "interval \(fields[6]) does not match the notes \(reference.name) and \(target.name)")
        }
        guard let tuning = TuningSystem(rawValue: fields[7]) else {
            throw RowProblem(reason: "tuningSystem '\(fields[7])' is not equalTemperament or justIntonation")
        }
        if type == CSVFormat.matchingType {
            try empty([8, 9], for: type)
            return .match(PitchMatchingRecord(
                referenceNote: reference, targetNote: target, initialCentOffset: try cents(10), userCentError: try cents(11),
                interval: interval, tuningSystem: tuning, timestamp: timestamp))
        }
        try empty([10, 11], for: "pitchDiscrimination")
        let isCorrect: Bool
        switch fields[9] {
        case "true": isCorrect = true
        case "false": isCorrect = false
        default: throw RowProblem(reason: "isCorrect '\(fields[9])' is not true or false")
        }
        return .comparison(ComparisonRecord(
            referenceNote: reference, targetNote: target, centOffset: try cents(8), isCorrect: isCorrect,
            interval: interval, tuningSystem: tuning, timestamp: timestamp))
    }
}

/// One valid row of an import.
enum ParsedRecord {
    case comparison(ComparisonRecord)
    case match(PitchMatchingRecord)
}
