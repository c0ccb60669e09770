import Foundation
import GRDB
import PeachCore
import PeachDoubles
import Testing
@testable import PeachStore

@Suite("Rhythm Back's calls in the store")
struct RhythmCallStoreTests {
    /// Eighths, a rest, sixteenths, the "and": a call of four beats at 120 BPM, tapped back
    /// with the "e" of 3 missed and one tap clapped into the input.
    static let record: RhythmCallRecord = {
        let call = RhythmCall(level: RhythmLevel(3), figures: [.eighths, .rest, .sixteenths, .offbeatEighth])
        let tick = 2_000, response = 96
        var taps = call.strokes.filter { $0 != 27 }.map { RhythmTap(frame: (response + $0) * tick + 37, source: .pad) }
        taps[1].source = .input
        return RhythmCallRecord(
            call: call, tempo: Tempo(bpm: 120), sampleRate: 48_000, taps: taps, toleranceShare: 0.33, pulse: .countIn,
            timestamp: Date(timeIntervalSince1970: 1_767_600_000))
    }()

    static func store(_ folder: TemporaryFolder) throws -> TrainingStore {
        try TrainingStore(path: folder.file("records.sqlite"))
    }

    @Test("a call and every tap come back from the store and a backup as they went in, judged the same; format 3 says it has no place for them")
    func roundTrip() throws {
        let folder = TemporaryFolder()
        let store = try Self.store(folder)
        defer { store.close() }
        try store.insert(Self.record)
        let stored: [RhythmCallRecord] = try store.records()
        #expect(stored == [Self.record])
        #expect(stored.first?.judgement.strokes.outcomes.filter { $0 == .missing }.count == 1 && stored.first?.verdict == .wrong)
        #expect(try store.database.read { try String.fetchOne($0, sql: "SELECT figures FROM rhythmCall") } == "0 6;;0 3 6 9;6")
        #expect(try store.counts() == RecordCounts([.rhythmCall: 1]))
        let back: [RhythmCallRecord] = try BackupTests.restoredRecords(of: store, in: folder)
        #expect(back == [Self.record])
        var csv = ""
        let count = try store.exportCSV(format: 3) { csv += $0 }
        #expect(count.written == 0 && count.leftOut == RecordCounts([.rhythmCall: 1]), "\(count)")
    }

    @Test("a damaged call row is refused, not guessed: a tick of 12, strokes out of order, a beat that is no number, seventeen beats, no stroke at all, a tick written '+6' or two spaces apart, a triplet at level 3, a level below its figures' or of 6, a pulse of 2, a tolerance of 0.9, a tap's source of 3")
    func damaged() throws {
        let folder = TemporaryFolder()
        let store = try Self.store(folder)
        defer { store.close() }
        try store.insert(Self.record)
        let good = "0 6;;0 3 6 9;6"
        for (column, value) in [
            ("figures", "0 12;;0 3 6 9;6"), ("figures", "6 0;;0 3 6 9;6"), ("figures", "0 x;;0 3 6 9;6"),
            ("figures", Array(repeating: "0", count: 17).joined(separator: ";")), ("figures", ";;"), ("figures", "0 +6;;0 3 6 9;6"),
            ("figures", "0  6;;0 3 6 9;6"), ("figures", "0 6;;0 4 8;6"), ("level", "2"), ("level", "6"), ("pulse", "2"), ("tolerance", "0.9"),
        ] {
            try store.database.write { db in
                try db.execute(sql: "UPDATE rhythmCall SET figures = ?, level = 3, pulse = 1, tolerance = 0.33", arguments: [good])
                try db.execute(sql: "UPDATE rhythmCall SET \(column) = ?", arguments: [value])
            }
            #expect(throws: StoreError.self, "\(column) = \(value)") { let _: [RhythmCallRecord] = try store.records() }
        }
        try store.database.write { db in
            try db.execute(sql: "UPDATE rhythmCall SET figures = ?, level = 3, pulse = 1, tolerance = 0.33", arguments: [good])
            try db.execute(sql: "UPDATE rhythmTap SET source = 3 WHERE id = 1")
        }
        #expect(throws: StoreError.self) { let _: [RhythmCallRecord] = try store.records() }
        try store.database.write { db in try db.execute(sql: "UPDATE rhythmTap SET source = 0 WHERE id = 1") }
        let repaired: [RhythmCallRecord] = try store.records()
        #expect(repaired.count == 1 && repaired.first?.taps.count == Self.record.taps.count)
    }
}
