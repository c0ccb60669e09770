import Foundation
import Testing
@testable import PeachApp

@Suite("Headless commands")
struct HeadlessCommandTests {
    @Test("the five commands, with spaces and tabs around them; a blank line is nothing", arguments: [
        ("higher", HeadlessCommand.higher), ("  lower ", .lower), ("\tsubmit", .submit), ("stop\r", .stop),
        ("slider 0.25", .slider(0.25)), ("slider  -1", .slider(-1)), ("slider 1", .slider(1)), ("", .nothing), ("   ", .nothing),
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
}
