import Foundation
import Testing
@testable import PeachApp

@Suite("Headless commands")
struct HeadlessCommandTests {
    @Test("the five commands, with spaces and tabs around them; a blank line is nothing", arguments: [
        ("higher", HeadlessCommand.higher), ("  lower ", .lower), ("\tsubmit", .submit), ("stop\r", .stop),
        ("slider 0.25", .slider(0.25)), ("slider  -1", .slider(-1)), ("slider 1", .slider(1)), ("", .nothing), ("   ", .nothing),
        ("replay", .replay), ("tap ", .tap), ("early", .early), ("late", .late),
    ])
    func valid(line: String, command: HeadlessCommand) {
        #expect(HeadlessCommand.parse(line) == .success(command))
    }

    @Test("anything else is refused with the line in words, never a stop", arguments: [
        "HIGHER", "higher now", "slider", "slider 1.5", "slider nan", "slider -inf", "slider x", "stopp", "\u{1}\u{2}",
    ])
    func invalid(line: String) throws {
        guard case let .failure(error) = HeadlessCommand.parse(line) else {
            Issue.record("'\(line)' was accepted")
            return
        }
        #expect("\(error)".contains("higher, lower, submit, slider V"))
        #expect(!"\(error)".unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("a refused line is quoted as every input is: 40 characters at most, its controls escaped (a line of megabytes, an escape sequence)")
    func quotedShort() throws {
        for line in [String(repeating: "x", count: 1_000_000), "\u{1B}]0;pwned\u{07}\u{1B}[2J"] {
            guard case let .failure(error) = HeadlessCommand.parse(line) else {
                Issue.record("accepted")
                continue
            }
            let quoted = "\(error)"
            #expect(quoted.count < 200 && !quoted.unicodeScalars.contains { $0.value < 0x20 }, "\(quoted.prefix(300))")
        }
        guard case let .failure(error) = HeadlessCommand.parse("\u{1B}]0;pwned\u{07}") else { return }
        #expect("\(error)".contains("'\\u{1B}]0;pwned\\u{07}'"), "\(error)")
    }
}
