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
        if let encoding = otherEncoding(bytes) {
            throw ImportError(line: 1, reason: "the file is \(encoding), not UTF-8: save it as UTF-8 (CSV UTF-8 in a spreadsheet)")
        }
        var rest = bytes[...]
        if rest.starts(with: byteOrderMark) { rest = rest.dropFirst(byteOrderMark.count) }
        var version = currentVersion
        for number in [1, 2] {
            if rest.isEmpty && isWholeFile { return }
            let end = rest.firstIndex(of: 0x0A)
            guard end != nil || isWholeFile else {
                // No line break in the first 4 KiB: far longer than either line can be.
                throw number == 1
                    ? missingVersionLine(found: "")
                    : ImportError(line: 2, reason: "the header of format \(version) is not one: no line break in its first 4 KiB")
            }
            var line = rest[..<(end ?? rest.endIndex)]
            if line.last == 0x0D { line = line.dropLast() }
            if line.contains(UInt8(ascii: "\"")) { return }
            let text = String(decoding: line, as: UTF8.self)
            if number == 1 {
                version = try self.version(of: text)
            } else {
                _ = try checkHeader(text.split(separator: ",", omittingEmptySubsequences: false).map(String.init), version: version)
            }
            rest = end.map { rest[($0 + 1)...] } ?? []
        }
    }

    /// The format version a first line names, or why it names none Peach reads.
    static func version(of line: String) throws(ImportError) -> Int {
        guard line.hasPrefix(versionPrefix) else { throw missingVersionLine(found: line) }
        guard let version = Int(line.dropFirst(versionPrefix.count)), versions.contains(version) else {
            throw missingVersionLine(found: line)
        }
        return version
    }

    /// UTF-16 or UTF-32, as some spreadsheets save "Unicode text": named by its byte-order
    /// mark, or by the zero bytes ASCII text has in it then (the version line is ASCII).
    static func otherEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32" }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        let start = bytes.prefix(16)
        guard start.count >= 4, start.contains(0) else { return nil }
        return start.filter { $0 == 0 }.count * 4 >= start.count * 3 ? "UTF-32" : "UTF-16"
    }

    /// A spreadsheet's UTF-8 byte-order mark, which some save before the first line.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func missingVersionLine(found: String) -> ImportError {
        let known = "this Peach reads versions \(versions.lowerBound) to \(versions.upperBound)"
        if found.hasPrefix(versionPrefix) {
            return ImportError(line: 1, reason: "unknown format version '\(Excerpt.of(String(found.dropFirst(versionPrefix.count))))' (\(known))")
        }
        return ImportError(line: 1, reason: "missing version line '\(versionLine(currentVersion))' (\(known))")
    }

    /// A header is read by name, in any order, as the original app reads it: every column
    /// of the version's layout must be there, each once; a column the format does not have
    /// is left out of the import and said (the columns ignored, sorted).
    static func checkHeader(_ columns: [String], version: Int) throws(ImportError) -> [String] {
        var seen = Set<String>()
        for column in columns where !seen.insert(column).inserted {
            throw ImportError(line: 2, reason: "the header names the column '\(Excerpt.of(column))' twice")
        }
        let required = headers(of: version).min { $0.count < $1.count }!
        let missing = required.filter { !seen.contains($0) }
        guard missing.isEmpty else {
            throw ImportError(
                line: 2, reason: "the header of format \(version) has no column \(missing.joined(separator: ", ")) (its columns, in any order: \(header(version)))")
        }
        let known = Set(headers(of: version).joined())
        return columns.filter { !known.contains($0) }.sorted().map { Excerpt.of($0) }
    }

    /// A number as the exchange format writes one: decimal digits with an optional sign,
    /// point and exponent ("-12.5", "3e-2"). Not hex ("0x10"), "nan", "inf" or spaces, which
    /// Swift's own parsing would take.
    static func decimal(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var digits = 0, sawPoint = false, position = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
        while position < bytes.count {
            let byte = bytes[position]
            if (48...57).contains(byte) {
                digits += 1
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            position += 1
        }
        guard digits > 0 else { return nil }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
            let exponentStart = position
            while position < bytes.count, (48...57).contains(bytes[position]) { position += 1 }
            guard position > exponentStart else { return nil }
        }
        guard position == bytes.count, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// An older version's row in format 3's names, carried over as the original app does:
    /// format 1 called comparisons `pitchComparison`; format 2 called Fill the Gap
    /// `rhythmMatching` and had one `userOffsetMs` where format 3 has its mean.
    static func carryOver(_ values: inout [String: String], from version: Int) {
        if version < 2, values["trainingType"] == "pitchComparison" { values["trainingType"] = "pitchDiscrimination" }
        if version < 3 {
            if values["trainingType"] == "rhythmMatching" { values["trainingType"] = "continuousRhythmMatching" }
            // A file that has Fill the Gap's mean column keeps it.
            let userOffset = values.removeValue(forKey: "userOffsetMs") ?? ""
            if values["meanOffsetMs"] == nil { values["meanOffsetMs"] = userOffset }
        }
    }
}

extension TrainingStore {
    /// Imports CSV format 1, 2 or 3. Every row is checked; a bad row is skipped and reported
    /// with its line and reason; the rest is written in one transaction, so a failure
    /// part-way leaves the database exactly as it was. `failAfter` injects such a failure
    /// (tests).
    public func importCSV(
        _ text: String, mode: ImportMode, progress: ((Int, Int) -> Void)? = nil, failAfter: Int? = nil
    ) throws -> ImportSummary {
        // A byte-order mark, as spreadsheets save UTF-8, is no part of the version line.
        var records = CSVRecords(text: text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text)
        guard let first = records.next() else { throw ImportError(line: 0, reason: "the file is empty") }
        guard case let .success(versionFields) = first.fields else { throw CSVFormat.missingVersionLine(found: "") }
        let version = try CSVFormat.version(of: versionFields.joined(separator: ","))
        guard let second = records.next(), case let .success(header) = second.fields else {
            throw ImportError(line: 2, reason: "the header of format \(version) is missing (its columns, in any order: \(CSVFormat.header(version)))")
        }
        let columns = header == [""] ? [] : header
        let ignored = try CSVFormat.checkHeader(columns, version: version)
        let known = Set(CSVFormat.headers(of: version).joined())
        let types = kinds.all.compactMap(\.exchange)

        var parsed: [(line: Int, record: TrainingRecord, wholeSeconds: Bool)] = []
        var summary = ImportSummary(ignoredColumns: ignored)
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
                do throws(CSVRow.Problem) {
                    let (record, wholeSeconds) = try Self.record(fields, line: line, columns: columns, known: known, version: version, types: types)
                    parsed.append((line, record, wholeSeconds))
                } catch {
                    summary.rejected.append(RejectedRow(line: line, reason: error.reason))
                }
            }
        }

        let total = parsed.count
        try database.write { db in
            if mode == .replace { try deleteAll(in: db) }
            var seen = mode == .merge ? try duplicateKeys(in: db, precisions: [.millisecond, .second]) : []
            for (index, entry) in parsed.enumerated() {
                if let failAfter, index == failAfter { throw ImportError(line: entry.line, reason: "injected failure") }
                // Also within the file: the same answer twice is one answer.
                guard !seen.contains(DuplicateKey(entry.record, precision: entry.wholeSeconds ? .second : .millisecond)) else {
                    summary.duplicates += 1
                    continue
                }
                seen.formUnion(DuplicateKey.keys(of: entry.record))
                try insert(entry.record, into: db)
                summary.imported += 1
                if let progress, (index + 1) % 10_000 == 0 { progress(index + 1, total) }
            }
        }
        progress?(total, total)
        return summary
    }

    /// A data row as its type's record: its fields by column name, an older version's
    /// carried over to format 3's names, then read by the type its trainingType names.
    /// Whether its timestamp is in whole seconds comes with it: duplicates are told at the
    /// precision the file has. `types`: the registered kinds' rows; a row of the format's
    /// that no registered discipline keeps is refused on its line.
    private static func record(
        _ fields: [String], line: Int, columns: [String], known: Set<String>, version: Int, types: [any CSVRecordType]
    ) throws(CSVRow.Problem) -> (TrainingRecord, wholeSeconds: Bool) {
        guard fields.count == columns.count else {
            throw CSVRow.Problem(reason: "\(fields.count) fields, expected \(columns.count)")
        }
        // A column the format does not have is left out, as the summary says.
        var values = Dictionary(uniqueKeysWithValues: zip(columns, fields).filter { known.contains($0.0) })
        CSVFormat.carryOver(&values, from: version)
        // An older version's layout lacks format 3's later columns: they are empty there.
        for column in CSVFormat.columns(of: CSVFormat.currentVersion) where values[column] == nil { values[column] = "" }
        let row = CSVRow(line: line, values: values)
        guard let type = types.first(where: { $0.trainingType == row.trainingType }) else {
            if CSVRecordTypes.named(row.trainingType) != nil {
                throw CSVRow.Problem(reason: "trainingType '\(Excerpt.of(row.trainingType))': no registered discipline keeps these records")
            }
            throw CSVRow.Problem(reason: "unknown trainingType '\(Excerpt.of(row.trainingType))' (\(types.map(\.trainingType).joined(separator: ", ")))")
        }
        return (try type.record(from: row), !row["timestamp"].contains("."))
    }

    /// What is stored, as the duplicate rule sees it: each record at the precisions asked
    /// for (an import's file may carry whole seconds; a backup carries every millisecond).
    func duplicateKeys(in db: Database, precisions: [DuplicateKey.Precision]) throws -> Set<DuplicateKey> {
        var keys = Set<DuplicateKey>()
        try StoredKinds.forEachRecord(in: db, kinds: kinds.present(in: db), parts: false) { record in
            for precision in precisions { keys.insert(DuplicateKey(record, precision: precision)) }
        }
        return keys
    }
}
