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

    @Test("a phrase with eighths keeps its rhythm; damaged onsets are refused; a file from before the rhythms reads as quarter notes, to a reader too")
    func rhythm() throws {
        let folder = TemporaryFolder()
        let path = folder.file("records.sqlite")
        var eighths = Self.record
        eighths.phrase = Phrase(key: MIDINote(62), scale: .major, notes: [62, 64, 66, 67].map(MIDINote.init), eighths: [0, 2, 3, 4], tempo: Tempo(bpm: 96))
        do {
            let store = try TrainingStore(path: path)
            defer { store.close() }
            try store.insert(Self.record)
            try store.insert(eighths)
            let stored: [PhraseRecord] = try store.records()
            #expect(stored == [Self.record, eighths] && stored[1].phrase.rhythm == .eighths)
            #expect(try store.database.read { try String.fetchAll($0, sql: "SELECT IFNULL(eighths, 'NULL') FROM phrase ORDER BY id") } == ["NULL", "0 2 3 4"])
            #expect(try BackupTests.restoredRecords(of: store, in: folder) == [Self.record, eighths])
            for damaged in ["0 2 3", "1 2 3 4", "0 2 2 4", "0 2 3 x", "0 2 3 9"] {
                try store.database.write { db in try db.execute(sql: "UPDATE phrase SET eighths = ? WHERE id = 2", arguments: [damaged]) }
                #expect(throws: StoreError.self, "\(damaged)") { let _: [PhraseRecord] = try store.records() }
            }
            try store.database.write { db in
                try db.execute(sql: "DELETE FROM phrase WHERE id = 2")
                // As Peach left the file before the rhythms: no column, no second migration.
                try db.execute(sql: "ALTER TABLE phrase DROP COLUMN eighths")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'play it back v2: the phrase''s rhythm'")
            }
        }
        let reader = try TrainingStore(path: path, access: .read)
        let read: [PhraseRecord] = try reader.records()
        reader.close()
        #expect(read == [Self.record] && read[0].phrase.rhythm == .quarters)
        let writer = try TrainingStore(path: path)
        defer { writer.close() }
        let migrated: [PhraseRecord] = try writer.records()
        #expect(migrated == [Self.record])
        try writer.insert(eighths)
        let added: [PhraseRecord] = try writer.records()
        #expect(added.last?.phrase.eighths == [0, 2, 3, 4])
    }

    @Test("a typed echo keeps that it was typed, through the store and a backup; a file from before typed echoes reads as none typed, to a reader too")
    func typed() throws {
        let folder = TemporaryFolder()
        let path = folder.file("records.sqlite")
        var typed = Self.record
        typed.typed = true
        typed.timestamp = Date(timeIntervalSince1970: 1_767_600_100)
        do {
            let store = try TrainingStore(path: path)
            defer { store.close() }
            try store.insert(Self.record)
            try store.insert(typed)
            let stored: [PhraseRecord] = try store.records()
            #expect(stored == [Self.record, typed] && stored.map(\.typed) == [false, true])
            #expect(try BackupTests.restoredRecords(of: store, in: folder) == [Self.record, typed])
            try store.database.write { db in try db.execute(sql: "UPDATE phrase SET typed = 7 WHERE id = 2") }
            #expect(throws: StoreError.self) { let _: [PhraseRecord] = try store.records() }
            try store.database.write { db in
                try db.execute(sql: "DELETE FROM phrase WHERE id = 2")
                try db.execute(sql: "ALTER TABLE phrase DROP COLUMN typed")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'play it back v3: echoes typed on the computer keyboard'")
            }
        }
        let reader = try TrainingStore(path: path, access: .read)
        let read: [PhraseRecord] = try reader.records()
        reader.close()
        #expect(read == [Self.record])
        let writer = try TrainingStore(path: path)
        defer { writer.close() }
        try writer.insert(typed)
        let added: [PhraseRecord] = try writer.records()
        #expect(added.map(\.typed) == [false, true])
    }
}
