import Foundation
import Testing
@testable import PeachApp

/// The statuses are written once, in `ExitStatus`; the help and the README say the same.
@Suite("Exit statuses in the help and the README")
struct ExitStatusTests {
    @Test("the README's table lists exactly ExitStatus's statuses, in its order")
    func readme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "**Exit statuses**")[1].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        let statuses = table.compactMap { Int32($0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "") }
        #expect(statuses == ExitStatus.meanings.map(\.status))
    }

    @Test("the help lists every status on a line of its own that fits 80 columns")
    func help() {
        let lines = ExitStatus.helpText.split(separator: "\n").map(String.init)
        #expect(lines.first == "Exit statuses:")
        #expect(lines.dropFirst().compactMap { Int32($0.split(separator: " ").first ?? "") } == ExitStatus.meanings.map(\.status))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
