import Foundation
import PeachCore
import PeachDoubles
import PeachMeasurement
import Testing
@testable import PeachConfig

/// A seeded corpus of broken and strange variants of the documented config file: every
/// one ends in settings or in a refusal that names its line and column, and nothing
/// crashes or hangs.
@Suite("Config file faults")
struct ConfigFaultTests {
    /// Empty when the documented file cannot be read, which the corpus test refuses.
    static let original: [UInt8] = FileManager.default.contents(atPath: PeachConfigurationTests.repositoryConfig).map { Array($0) } ?? []

    enum Mutation: CaseIterable {
        case flipByte, deleteLine, duplicateLine, retypeValue, crlf, loneCarriageReturn, byteOrderMark, nest, manyKeys,
             truncate, unicode, swapLines, outOfRange
    }

    static let values = ["\"x\"", "true", "12", "-1", "1.5", "[1, 2]", "{ a = 1 }", "inf", "-inf", "nan", "1e309", "99999999999999999999",
                         "\"\"", "[]", "{ note = 200 }", "{ note = 60, cc = 1 }", "0x10", "'literal'", "\"\\u00e9\"", "[[1], [2]]", "1__0", "+"]

    static func mutate(_ bytes: [UInt8], _ mutation: Mutation, random: inout SeededGenerator) -> [UInt8] {
        var lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(1, count))) }
        switch mutation {
        case .flipByte:
            var result = bytes
            result[pick(result.count)] = UInt8(truncatingIfNeeded: random.next())
            return result
        case .deleteLine:
            lines.remove(at: pick(lines.count))
        case .duplicateLine:
            let index = pick(lines.count)
            lines.insert(lines[index], at: index)
        case .retypeValue, .outOfRange:
            let candidates = lines.indices.filter { lines[$0].contains(" = ") && !lines[$0].hasPrefix("#") }
            // An earlier mutation (a truncation) may have left no key at all.
            guard !candidates.isEmpty else { return bytes }
            let index = candidates[pick(candidates.count)]
            let key = lines[index].components(separatedBy: " = ")[0]
            let value = mutation == .retypeValue ? values[pick(values.count)] : ["-100000", "100000", "0", "-0.5", "1e6", "128"][pick(6)]
            lines[index] = "\(key) = \(value)"
        case .crlf:
            return Array(lines.joined(separator: "\r\n").utf8)
        case .loneCarriageReturn:
            var result = bytes
            result.insert(0x0D, at: pick(result.count))
            return result
        case .byteOrderMark:
            return [0xEF, 0xBB, 0xBF] + bytes
        case .nest:
            let depth = [10, 33, 100, 40_000][pick(4)]
            lines.append("intervals = " + String(repeating: "[", count: depth) + (pick(2) == 0 ? String(repeating: "]", count: depth) : ""))
        case .manyKeys:
            lines.append("[extra]")
            lines += (0..<(5000 + pick(5000))).map { "k\($0) = \($0)" }
        case .truncate:
            return Array(bytes.prefix(pick(bytes.count)))
        case .unicode:
            lines.insert(["# ümlaut ✓ 𝄞 comment", "clé = 1", "key = \"𝄞\"", "\u{1F3B9} = 1"][pick(4)], at: pick(lines.count))
        case .swapLines:
            let a = pick(lines.count), b = pick(lines.count)
            lines.swapAt(a, b)
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    @Test("500 seeded mutations of config/peach.toml (1300 with --long): settings or a refusal with line and column, never a crash, and messages without raw control characters")
    func corpus() throws {
        try #require(!Self.original.isEmpty)
        var random = SeededGenerator(seed: 17)
        var refused = 0, accepted = 0
        var kinds: [Mutation: Int] = [:]
        for round in 0..<LongRun.choose(long: 1300, short: 500) {
            let mutation = Mutation.allCases[round % Mutation.allCases.count]
            var bytes = Self.original
            // Some variants get two mutations on top of each other.
            bytes = Self.mutate(bytes, mutation, random: &random)
            if round % 5 == 0 { bytes = Self.mutate(bytes, Mutation.allCases[Int(random.next() % 13)], random: &random) }
            do {
                let configuration = try PeachConfiguration.parse(bytes, file: "mutant.toml", disciplineSettings: peachOwnSettings)
                // Whatever was accepted is usable: settings clamped into their ranges.
                _ = configuration.settings
                accepted += 1
            } catch let error as ConfigError {
                refused += 1
                kinds[mutation, default: 0] += 1
                #expect(error.line >= 1 && error.column >= 1, "\(mutation): \(error)")
                #expect(!"\(error)".unicodeScalars.contains { $0.value < 0x20 }, "\(mutation): a control character in \(String(reflecting: "\(error)"))")
                // "expected an integer, found a number" said nothing to a musician who wrote 1.5.
                #expect(!"\(error)".contains("found a number"), "\(error)")
            }
        }
        // Both outcomes occur, and every kind of damage was met.
        #expect(refused > 100 && accepted > 100, "refused \(refused), accepted \(accepted)")
        #expect(kinds.count >= 8, "\(kinds)")
    }

    @Test("every value Peach refuses, for every key of the documented file, names its key, line and column")
    func everyRefusalNamesItsKey() throws {
        try #require(!Self.original.isEmpty)
        let lines = String(decoding: Self.original, as: UTF8.self).components(separatedBy: "\n")
        var refusals = 0
        for index in lines.indices where lines[index].contains(" = ") && !lines[index].hasPrefix("#") {
            let key = lines[index].components(separatedBy: " = ")[0]
            for value in Self.values {
                var changed = lines
                changed[index] = "\(key) = \(value)"
                do {
                    _ = try PeachConfiguration.parse(changed.joined(separator: "\n"), file: "c.toml", disciplineSettings: peachOwnSettings)
                } catch let error as ConfigError {
                    refusals += 1
                    #expect(error.key?.hasPrefix(key) == true && error.line == index + 1 && error.column >= 1, "\(key) = \(value): \(error)")
                    #expect("\(error)".hasPrefix("c.toml:\(index + 1):") && "\(error)".contains(" \(key)"), "\(error)")
                }
            }
        }
        #expect(refusals > 100)
        let nested = #expect(throws: ConfigError.self) { try PeachConfiguration.parse("[midi]\nhigher = { note = 1e309 }\n", file: "c.toml") }
        #expect(nested.map { "\($0)" }?.contains("higher.note: '1e309' is too large for a number") == true, "\(String(describing: nested))")
    }

    @Test("a clamped value is warned about with its line and column; a note range narrower than an octave says so in words")
    func clampWarnings() throws {
        let clamped = try PeachConfiguration.parse("[training]\nreferencePitch = 440\nnoteDuration = inf\n", file: "c.toml")
        #expect(clamped.warnings.contains { $0.hasPrefix("c.toml:3:1: noteDuration = inf is outside 0.3 … 3.0") }, "\(clamped.warnings)")
        let range = try PeachConfiguration.parse("[training]\nnoteRangeMin = 100\nnoteRangeMax = 30\n", file: "c.toml")
        #expect(range.settings.noteRange.lowest.rawValue == 96 && range.settings.noteRange.highest.rawValue == 108)
        #expect(range.warnings.contains("c.toml:2:1: noteRangeMin = 100 leaves less than an octave below 108, the highest note (the range spans at least an octave); using 96"), "\(range.warnings)")
        #expect(range.warnings.contains("c.toml:3:1: noteRangeMax = 30 is less than an octave above noteRangeMin (96 as used); the range spans at least an octave; using 108"), "\(range.warnings)")
        #expect(!range.warnings.contains { $0.contains("108 … 108") }, "\(range.warnings)")
        let position = try PeachConfiguration.parse("[training]\ntimingPattern = \"* - * -\"\ntimingPosition = 4\ntimingRepetitions = 0\n", file: "c.toml", disciplineSettings: peachOwnSettings)
        #expect(position.settings.timingPosition == 2 && position.settings.timingRepetitions == 1)
        #expect(position.warnings.contains { $0.hasPrefix("c.toml:3:1: timingPosition = 4 is not a click the pattern \"* - * -\" may move") }, "\(position.warnings)")
        #expect(position.warnings.contains { $0.hasPrefix("c.toml:4:1: timingRepetitions = 0 is outside 1 … 20") }, "\(position.warnings)")
        // Patterns as a musician writes them: without spaces, x for a click; a fraction is no click.
        let spelled = try PeachConfiguration.parse("[training]\ntimingPattern = \"x-xx\"\n", file: "c.toml", disciplineSettings: peachOwnSettings)
        #expect(spelled.settings.timingPattern == .eighthTwoSixteenths && spelled.training.disciplineChoices["timingPattern"] == "* - * *")
        #expect(throws: ConfigError.self) { try PeachConfiguration.parse("[training]\ntimingPosition = 2.5\n", file: "c.toml", disciplineSettings: peachOwnSettings) }
        let narrow = try PeachConfiguration.parse("[training]\nnoteRangeMin = 60\nnoteRangeMax = 65\n", file: "c.toml")
        #expect(narrow.warnings == ["c.toml:3:1: noteRangeMax = 65 is less than an octave above noteRangeMin = 60; the range spans at least an octave; using 72"])
        // Unknown keys and missing SoundFonts are the file's own warnings (shown at start, also
        // as headless events); clamped values are not among them.
        let mixed = try PeachConfiguration.parse("[training]\nnoteDuration = 9\ncolour = 1\n", file: "c.toml")
        #expect(mixed.fileWarnings == ["c.toml:3:1: unknown key 'colour' in [training], ignored"])
        #expect(mixed.warnings.count == 2)
    }

    @Test("out-of-range and nonsense values: clamped with a warning naming the key and range, or refused with the key named")
    func values() throws {
        let clamped = try PeachConfiguration.parse("[training]\nnoteDuration = inf\nfeedbackDuration = 9\n", file: "c.toml")
        #expect(clamped.settings.noteDuration == 3 && clamped.settings.feedbackDuration == 3)
        #expect(clamped.warnings.contains { $0.contains("noteDuration") && $0.contains("0.3 … 3.0") })
        for (text, words) in [
            ("[training]\nnoteDuration = nan\n", "noteDuration: nan is not a number"),
            ("[training]\nnoteGap = nan\n", "noteGap: nan is not a number"),
            ("[training]\noctaveFree = 1\n", "octaveFree: expected true or false"),
            ("[training]\ngapPositions = \"and\"\n", "gapPositions: expected"),
            ("[midi]\nfeedbackWrongNote = 200\n", "feedbackWrongNote: a MIDI note is 0 … 127, not 200"),
            ("[midi]\nfeedbackCorrectNote = -1\n", "feedbackCorrectNote: a MIDI note is 0 … 127, not -1"),
            ("[midi]\nhigher = { note = 60, cc = 1 }\n", "higher: one control only"),
            ("[training]\ntimingPattern = \"* * - -\"\n", "timingPattern: '* * - -' is not one of Compare Timing's patterns (\"* * * *\", \"* - * *\""),
        ] {
            do {
                _ = try PeachConfiguration.parse(text, file: "c.toml", disciplineSettings: peachOwnSettings)
                Issue.record("accepted: \(text)")
            } catch {
                #expect("\(error)".contains(words), "\(error)")
                #expect("\(error)".hasPrefix("c.toml:2:1:"), "\(error)")
            }
        }
        let missingFont = try PeachConfiguration.parse("[sound]\nsoundFonts = [\"/nowhere/font.sf2\"]\n", file: "c.toml")
        #expect(missingFont.warnings.contains { $0.contains("/nowhere/font.sf2 does not exist") })
    }

    @Test("a value that is refused is quoted short and escaped: an escape sequence never reaches the terminal, ten megabytes are never echoed")
    func quotedValues() throws {
        let long = String(repeating: "x", count: 10_000_000)
        for (text, quoted) in [
            ("[training]\ntimingPattern = \"\\u001B]0;pwned\\u0007\\u001B[2J\"\n", "'\\u{1B}]0;pwned\\u{07}\\u{1B}[2J'"),
            ("[training]\nsoundSource = \"\(long)\"\n", "'\(String(repeating: "x", count: 40))…'"),
            ("[training]\ngapPositions = [\"\\u009B2J\"]\n", "'\\u{009B}2J'"),
        ] {
            do {
                _ = try PeachConfiguration.parse(text, file: "c.toml", disciplineSettings: peachOwnSettings)
                Issue.record("accepted: \(text.prefix(80))")
            } catch {
                let message = "\(error)"
                #expect(message.contains(quoted) && message.count < 300, "\(message.prefix(300))")
                #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(message.prefix(300))")
            }
        }
        let unknown = try PeachConfiguration.parse("[training]\n\(String(repeating: "k", count: 100_000)) = 1\n", file: "c.toml")
        #expect(unknown.fileWarnings.first.map { $0.count < 200 } == true, "\(unknown.fileWarnings.first?.prefix(300) ?? "")")
    }

    @Test("the client name is kept as written, with its place, for the JACK client's rule to refuse it there (end to end: the command line's tests)")
    func clientNamePlace() throws {
        let configuration = try PeachConfiguration.parse("[jack]\nclientName = \"a:b\"\n", file: "c.toml")
        #expect(configuration.jack.clientName == "a:b")
        let place = try #require(configuration.clientNamePlace)
        let refusal = ConfigError(file: "c.toml", place: place, key: "clientName", message: "may not contain ':'")
        #expect("\(refusal)" == "c.toml:2:1: clientName: may not contain ':'")
    }
}
