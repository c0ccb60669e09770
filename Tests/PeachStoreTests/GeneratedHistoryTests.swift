import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachStore

/// A history as the original app's test-data generator writes one: 600 rows of its six
/// disciplines in turn (pitch discrimination and matching, each of single notes and of
/// intervals; rhythm offset detection; continuous rhythm matching), values of one decimal,
/// sharps in the note names, a position mean now and then empty, the version line ended
/// by LF and every row by CRLF (Python's csv writer). Made here, from a fixed seed.
@Suite("A generated history of the original app's six disciplines")
struct GeneratedHistoryTests {
    /// The generator's header, as it writes it.
    static let header = "trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError,tempoBPM,offsetMs,meanOffsetMs,meanOffsetMsPosition0,meanOffsetMsPosition1,meanOffsetMsPosition2,meanOffsetMsPosition3"

    static let names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]

    static func name(_ note: Int) -> String { "\(names[note % 12])\(note / 12 - 1)" }

    /// One decimal; a value that rounds to zero is "0.0" (the generator's Python would
    /// write "-0.0", which Peach reads as the same value and writes as "0.0").
    static func decimal(_ random: inout SeededRandom, _ range: ClosedRange<Double>) -> String {
        let value = (random.uniform(in: range) * 10).rounded() / 10
        return String(format: "%.1f", value == 0 ? 0 : value)
    }

    static func history(rows count: Int = 600, seed: UInt64 = 11) -> (text: String, rows: [String]) {
        var random = SeededRandom(seed: seed)
        var rows: [String] = []
        let start = 1_780_000_000
        for index in 0..<count {
            var fields = Array(repeating: "", count: 19)
            // Whole seconds, a few minutes apart, in order.
            var time = tm()
            var seconds = time_t(start + index * 173 + random.integer(in: 0...60))
            gmtime_r(&seconds, &time)
            fields[1] = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", time.tm_year + 1900, time.tm_mon + 1, time.tm_mday, time.tm_hour, time.tm_min, time.tm_sec)
            let reference = random.integer(in: 48...84)
            let semitones = index % 6 == 1 || index % 6 == 3 ? random.integer(in: 1...12) : 0
            let target = reference + semitones
            switch index % 6 {
            case 0, 1, 2, 3:
                fields[0] = index % 6 < 2 ? "pitchDiscrimination" : "pitchMatching"
                fields[2] = "\(reference)"
                fields[3] = name(reference)
                fields[4] = "\(target)"
                fields[5] = name(target)
                fields[6] = Interval.shortNames[semitones]
                fields[7] = "equalTemperament"
                if index % 6 < 2 {
                    fields[8] = (random.coinFlip() ? "-" : "") + decimal(&random, 1...25)
                    fields[9] = random.coinFlip() ? "true" : "false"
                } else {
                    fields[10] = decimal(&random, -20...20)
                    fields[11] = decimal(&random, 1...15)
                }
            case 4:
                fields[0] = "rhythmOffsetDetection"
                fields[9] = random.coinFlip() ? "true" : "false"
                fields[12] = "\(random.integer(in: 60...200))"
                fields[13] = (random.coinFlip() ? "-" : "") + decimal(&random, 5...150)
            default:
                fields[0] = "continuousRhythmMatching"
                fields[12] = "\(random.integer(in: 60...200))"
                fields[14] = decimal(&random, -80...80)
                for position in 15...18 where random.uniform(in: 0...1) >= 0.15 { fields[position] = decimal(&random, -100...100) }
            }
            rows.append(fields.joined(separator: ","))
        }
        let text = "# peach-export-format:3\n" + ([header] + rows).joined(separator: "\r\n") + "\r\n"
        return (text, rows)
    }

    @Test("all 600 rows import, and export gives every value back as it was written")
    func roundTrip() throws {
        let (text, rows) = Self.history()
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let summary = try store.importCSV(text, mode: .merge)
        #expect(summary == ImportSummary(imported: 600), "\(summary.rejected.prefix(3))")
        #expect(try store.counts() == RecordCounts([.comparison: 200, .pitchMatching: 200, .timingComparison: 100, .gapFill: 100]))
        let exported = try store.exportedText().split(separator: "\n").map(String.init)
        // Peach writes a value as the shortest text that reads back to it: "-0.0" is "0.0"
        // (none here), and "-12.0" stays. The rows come back in their order (times rise).
        #expect(Array(exported.prefix(2)) == ["# peach-export-format:3", Self.header])
        #expect(Array(exported.dropFirst(2)) == rows)
        // Merged again, nothing is new.
        #expect(try store.importCSV(text, mode: .merge) == ImportSummary(imported: 0, duplicates: 600))
    }
}
