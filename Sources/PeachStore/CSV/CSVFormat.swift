import Foundation
import PeachCore

/// The original app's CSV exchange format, so that records move between the two apps. Its
/// current version writes format 3 (with the rhythm disciplines); its earlier versions
/// wrote 1 (pitch only) and 2. Peach reads all three and writes 3, or 1 on request.
public enum CSVFormat {
    public static let currentVersion = 3
    public static let versions = 1...3
    static let versionPrefix = "# peach-export-format:"

    public static func versionLine(_ version: Int) -> String { versionPrefix + "\(version)" }

    /// Each version's columns. The formats Peach writes (1 and 3) are assembled from the
    /// record types in their order, each type's columns where they first appear, as the
    /// original app's exporter now assembles its own (the order is no promise: both read
    /// columns by name). Format 2, which Peach only reads, is its day's layout: the pitch
    /// columns and the rhythm columns of its day, the last (`userOffsetMs`) replaced in
    /// format 3 by Fill the Gap's means.
    public static func columns(of version: Int) -> [String] {
        version == 2 ? written[1]! + ["tempoBPM", "offsetMs", "userOffsetMs"] : written[version]!
    }

    private static let written: [Int: [String]] = Dictionary(uniqueKeysWithValues: [1, 3].map { version in
        var columns = ["trainingType", "timestamp"]
        for type in CSVRecordTypes.all where type.isWritten(inFormat: version) {
            for column in type.columns where !columns.contains(column) { columns.append(column) }
        }
        return (version, columns)
    })

    public static func header(_ version: Int) -> String { columns(of: version).joined(separator: ",") }

    /// Every header a file of `version` may have. The original app wrote a second format-2
    /// layout for a few days (its 15 columns and Fill the Gap's five of format 3 after them),
    /// and reads it still.
    static func headers(of version: Int) -> [[String]] {
        version == 2 ? [columns(of: 2), columns(of: 2) + columns(of: 3).suffix(5)] : [columns(of: version)]
    }

    /// ISO 8601 in UTC: 2026-03-01T09:30:00Z for a time of whole seconds (as the original
    /// writes every time), else with its millisecond (2026-03-01T09:30:00.250Z, which the
    /// original reads too), so that a record read back is at the same millisecond, the unit
    /// both apps tell a duplicate by. A time just short of a second that rounds to it keeps
    /// its ".000": it is not a whole-second time, whose duplicates are told by the second.
    static func timestamp(_ date: Date) -> String {
        let millis = millisecond(date)
        let wholeSeconds = millis >= 0 ? millis / 1000 : (millis - 999) / 1000
        var seconds = time_t(wholeSeconds)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let fraction = millis - wholeSeconds * 1000
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
            parts.tm_hour, parts.tm_min, parts.tm_sec)
            + (fraction == 0 && date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970 ? "Z" : String(format: ".%03dZ", Int(fraction)))
    }

    /// The millisecond a record is at: the unit the original app's duplicate rule compares.
    static func millisecond(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// Accepts `YYYY-MM-DDTHH:MM:SS`, optional fraction, then `Z` or `±HH:MM`.
    static func parseTimestamp(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[from..<(from + count)] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes.count >= 20, bytes[4] == 45, bytes[7] == 45, bytes[10] == 84 || bytes[10] == 116,
              bytes[13] == 58, bytes[16] == 58,
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == 46 {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] >= 48 && bytes[index] <= 57 {
                fraction += Double(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offset = 0
        guard index < bytes.count else { return nil }
        if bytes[index] == 90 && index + 1 == bytes.count {
            offset = 0
        } else if (bytes[index] == 43 || bytes[index] == 45) && index + 6 == bytes.count && bytes[index + 3] == 58,
                  let hours = number(index + 1, 2), let minutes = number(index + 4, 2) {
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == 43 ? 1 : -1)
        } else {
            return nil
        }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let seconds = timegm(&parts)
        // timegm normalises impossible dates (Feb 30); such a date is not a date.
        guard parts.tm_mday == Int32(day) && parts.tm_mon == Int32(month - 1) else { return nil }
        return Date(timeIntervalSince1970: Double(seconds - offset) + fraction)
    }

    /// Cents or milliseconds as played: rounded to 1e-4 (far below anything heard, far above
    /// the float noise of the arithmetic that made them, -19.999999999999996), then the shortest text
    /// that reads back to that value, never in exponent notation.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        let text = "\(rounded == 0 ? 0 : rounded)"
        guard text.contains("e") else { return text }
        var fixed = String(format: "%.4f", rounded)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.append("0") }
        return fixed
    }

    /// RFC 4180: quote a field that holds a comma, a quote or a line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// Splits CSV text into records (RFC 4180: quoted fields may hold commas, doubled quotes
/// and line breaks; CRLF or LF line ends), each with the line it starts on.
struct CSVRecords: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(text: String) {
        bytes = Array(text.utf8)
    }

    enum Problem: Error { case unterminatedQuote(line: Int), quoteInsideField(line: Int), textAfterQuote(line: Int) }

    /// (line, fields) or a problem with the record.
    mutating func next() -> (line: Int, fields: Result<[String], Problem>)? {
        guard index < bytes.count else { return nil }
        let startLine = line
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false, wasQuoted = false
        var problem: Problem?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == 34 {
                    if index < bytes.count && bytes[index] == 34 {
                        field.append(34)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == 10 { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case 44:
                fields.append(String(decoding: field, as: UTF8.self))
                field = []
                wasQuoted = false
            case 34:
                if field.isEmpty && !wasQuoted {
                    quoted = true
                    wasQuoted = true
                } else if problem == nil {
                    problem = .quoteInsideField(line: line)
                }
            case 13 where index < bytes.count && bytes[index] == 10:
                continue
            case 10:
                line += 1
                fields.append(String(decoding: field, as: UTF8.self))
                return (startLine, problem.map { .failure($0) } ?? .success(fields))
            default:
                if wasQuoted && problem == nil { problem = .textAfterQuote(line: line) }
                field.append(byte)
            }
        }
        if quoted { return (startLine, .failure(.unterminatedQuote(line: startLine))) }
        fields.append(String(decoding: field, as: UTF8.self))
        return (startLine, problem.map { .failure($0) } ?? .success(fields))
    }
}
