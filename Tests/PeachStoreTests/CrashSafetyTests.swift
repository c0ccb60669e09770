import Foundation
import GRDB
import PeachCore
import PeachDoubles
import PeachMeasurement
import Testing
@testable import PeachStore

@Suite("Crash safety")
struct CrashSafetyTests {
    static var writer: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("peach-store-writer")
    }

    @Test("a writer killed with SIGKILL 50 times loses no committed record and leaves nothing partial")
    func killedWriter() async throws {
        let folder = TemporaryFolder()
        let path = folder.file("p.sqlite")
        var committed = Set<Int>()
        var random = SeededRandom(seed: 50)
        for run in 0..<50 {
            let process = Process()
            process.executableURL = Self.writer
            process.arguments = [path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Every other writer killed at a random moment after its start (setting up a new
            // file, or writing), the others a random moment after their first commit: how
            // soon a process starts is the machine's business (a busy one took more than
            // 0.3 s, and every kill then came before any commit).
            let first = run % 2 == 0 ? output.fileHandleForReading.availableData : Data()
            try await Task.sleep(nanoseconds: UInt64(random.uniform(in: 0.05...0.3) * 1e9))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            let printed = String(decoding: first + output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            // The last line may be cut off by the kill; a number is only counted once complete.
            for line in printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                if let number = Int(line) { committed.insert(number) }
            }
        }
        #expect(committed.count > 500, "the writer committed only \(committed.count) records")

        let check = try DatabaseQueue(path: path)
        let integrity = try await check.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(integrity == "ok")
        try check.close()
        let store = try TrainingStore(path: path)
        defer { store.close() }
        var stored = Set<Int>()
        for record in try store.records(of: ComparisonRecord.self) {
            let number = Int(record.timestamp.timeIntervalSince1970)
            // Every field as the writer wrote it: nothing partial.
            #expect(record.referenceNote.rawValue == 36 + number % 49 && record.centOffset.value == Double(number % 100) + 0.5)
            #expect(record.isCorrect == (number % 3 != 0))
            stored.insert(number)
        }
        let lost = committed.subtracting(stored)
        #expect(lost.isEmpty, "lost: \(lost.sorted().prefix(10))")
        // Numbering restarts from the stored count, so the records are exactly 1…n.
        #expect(stored == Set((0..<stored.count).map { $0 + 1 }))
    }
}
