import Foundation
import Testing
@testable import PeachConfig

@Suite("Reading TOML: any file ends in values or an error with its place")
struct TOMLDocumentTests {
    func error(_ text: String) -> TOMLSyntaxError? {
        do {
            _ = try TOMLDocument(parsing: text)
            return nil
        } catch let error as TOMLSyntaxError {
            return error
        } catch {
            return nil
        }
    }

    @Test("CR LF line endings, a comment on the first line included; a byte-order mark is skipped")
    func lineEndings() throws {
        let crlf = try PeachConfiguration.parse("# mine\r\n[midi]\r\nsplitNote = 72\r\n", file: "c.toml")
        #expect(crlf.midi.mapping.splitNote == 72)
        #expect(try PeachConfiguration.parse(Array("\u{FEFF}[midi]\nsplitNote = 70\n".utf8), file: "c.toml").midi.mapping.splitNote == 70)
        // An error in a CR LF file: its place, and no raw line break in the message.
        do {
            _ = try PeachConfiguration.parse("# mine\r\n[training]\r\nnoteDuration = \"broken\"\r\n", file: "c.toml")
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "c.toml:3:1: noteDuration: expected a number, found a string")
        }
    }

    @Test("a carriage return alone is an error on its line")
    func loneCarriageReturn() throws {
        let found = try #require(error("[training]\rnoteGap = 1\n"))
        #expect(found.line == 1 && found.message.contains("carriage return without a line feed"))
        #expect(try #require(error("[training]\nnoteGap = 1 # x\ry\n")).line == 2)
    }

    @Test("nesting is limited: 40 000 brackets are an error with a place, not a crash")
    func nesting() throws {
        let deep = "intervals = " + String(repeating: "[", count: 40_000) + "\n"
        let found = try #require(error(deep))
        #expect(found.line == 1 && found.message.contains("nest more than 32"))
        #expect(error("a = " + String(repeating: "[", count: 32) + String(repeating: "]", count: 32) + "\n") == nil)
        #expect(error("a = " + String(repeating: "{ b = ", count: 40) + "1" + String(repeating: " }", count: 40) + "\n")?.message.contains("nest") == true)
    }

    @Test("80 000 keys are read (linear time: the benchmark measures it)")
    func manyKeys() throws {
        let text = "[big]\n" + (0..<80_000).map { "key\($0) = \($0)" }.joined(separator: "\n") + "\n"
        let document = try TOMLDocument(parsing: text)
        #expect(document.section("big").count == 80_000)
        #expect(try #require(error("[big]\nkey1 = 1\n" + (2..<5000).map { "key\($0) = 1" }.joined(separator: "\n") + "\nkey1 = 2\n")).line == 5001)
    }

    @Test("inf and nan are TOML floats; other numbers as TOML writes them", arguments: [
        ("inf", Double.infinity), ("+inf", .infinity), ("-inf", -.infinity), ("1e3", 1000), ("-0.5", -0.5), ("6.02E2", 602), ("1_000.5", 1000.5),
    ])
    func floats(text: String, value: Double) throws {
        #expect(try TOMLDocument(parsing: "a = \(text)\n").section("")[0].value == .float(value))
    }

    @Test("integers, and numbers TOML refuses", arguments: [
        ("0x1F", TOMLValue.integer(31)), ("0o17", .integer(15)), ("0b101", .integer(5)), ("-12", .integer(-12)), ("1_000", .integer(1000)),
    ])
    func integers(text: String, value: TOMLValue) throws {
        #expect(try TOMLDocument(parsing: "a = \(text)\n").section("")[0].value == value)
        let nan = try TOMLDocument(parsing: "a = nan\n").section("")[0].value
        guard case let .float(number) = nan else { Issue.record("nan is \(nan)"); return }
        #expect(number.isNaN)
        for bad in ["01", "1__0", "_1", "1.", ".5", "1e", "1e309", "99999999999999999999", "0x"] { #expect(error("a = \(bad)\n") != nil, "\(bad)") }
        #expect(error("a = 1e309\n")?.message.contains("too large") == true)
    }

    @Test("invalid UTF-8 is named with its line and column")
    func invalidUTF8() throws {
        let bytes = Array("[training]\nnoteGap = 1 # caf".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        do {
            _ = try TOMLDocument(parsing: bytes)
            Issue.record("no error")
        } catch let error as TOMLSyntaxError {
            #expect(error.line == 2 && error.column == 18 && error.message.contains("not UTF-8"))
        }
        for bad: [UInt8] in [[0xFF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            #expect(TOMLDocument.firstInvalidUTF8(Array("ok".utf8) + bad) == 2)
        }
        #expect(TOMLDocument.firstInvalidUTF8(Array("ü ✓ 𝄞".utf8)) == nil)
    }

    @Test("a path that is not a regular file is refused in words, without reading it")
    func notARegularFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-toml-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe.toml"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, words) in [(folder, "is a folder"), (fifo, "is a named pipe"), ("/dev/zero", "is a device")] {
            do {
                _ = try PeachConfiguration.load(path: path, mustExist: true, disciplineSettings: [])
                Issue.record("\(path) was read")
            } catch {
                #expect("\(error)".contains(words), "\(error)")
                #expect(!"\(error)".contains("NSCocoaErrorDomain") && !"\(error)".contains("permission"))
            }
        }
    }

    @Test("a named config file that is not there is refused with how to start one")
    func missingNamedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("peach-missing-\(UUID().uuidString).toml").path
        #expect(throws: (any Error).self) { try PeachConfiguration.load(path: path, mustExist: true, disciplineSettings: []) }
        do {
            _ = try PeachConfiguration.load(path: path, mustExist: true, disciplineSettings: [])
        } catch {
            #expect("\(error)".contains("no such file") && "\(error)".contains("create it empty"), "\(error)")
        }
        // Unnamed (the default path), a missing file is the defaults.
        #expect(try PeachConfiguration.load(path: path, disciplineSettings: []).training == PeachConfiguration().training)
    }
}
