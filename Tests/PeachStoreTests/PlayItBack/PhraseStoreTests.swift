import Foundation
import GRDB
import PeachCore
import PeachDoubles
import Testing
@testable import PeachStore

@Suite("Play It Back's phrases in the store")
struct PhraseStoreTests {
    static let record = PhraseRecord(
        phrase: Phrase(key: MIDINote(62), scale: .naturalMinor, notes: [62, 65, 69, 67].map(MIDINote.init), tempo: Tempo(bpm: 96)),
        played: [PlayedNote(note: 62, onsetFrames: 120_000), PlayedNote(note: 65, onsetFrames: 150_010, cents: -12.5), PlayedNote(note: 70, onsetFrames: 180_000)],
        sampleRate: 48_000, sung: false, replays: 2, timestamp: Date(timeIntervalSince1970: 1_767_600_000))

    @Test("a phrase and every note of its echo come back from the store and a backup; format 3 says it has no place for them")
    func roundTrip() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("records.sqlite"))
        defer { store.close() }
        try store.insert(Self.record)
        let stored: [PhraseRecord] = try store.records()
        #expect(stored == [Self.record])
        #expect(stored.first?.judgement.isRight == false && stored.first?.verdict == .wrong)
        let back: [PhraseRecord] = try BackupTests.restoredRecords(of: store, in: folder)
        #expect(back == [Self.record])
        var csv = ""
        let count = try store.exportCSV(format: 3) { csv += $0 }
        #expect(count.written == 0 && count.leftOut == RecordCounts([.phrase: 1]), "\(count)")
        #expect(try store.counts() == RecordCounts([.phrase: 1]))
    }

    @Test("a damaged phrase row (an unknown scale, a note out of MIDI's range, a tempo of 0) is refused, not guessed")
    func damaged() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("records.sqlite"))
        defer { store.close() }
        try store.insert(Self.record)
        try store.database.write { db in try db.execute(sql: "UPDATE phrase SET scale = 9") }
        #expect(throws: StoreError.self) { let _: [PhraseRecord] = try store.records() }
        try store.database.write { db in try db.execute(sql: "UPDATE phrase SET scale = 0, notes = '62 300'") }
        #expect(throws: StoreError.self) { let _: [PhraseRecord] = try store.records() }
        try store.database.write { db in try db.execute(sql: "UPDATE phrase SET notes = '62 65', tempoBPM = 0") }
        #expect(throws: StoreError.self) { let _: [PhraseRecord] = try store.records() }
    }
}
