import Foundation
import GRDB
import PeachCore
import PeachDoubles
import Testing
@testable import PeachStore

@Suite("Chords' progressions in the store")
struct ProgressionStoreTests {
    static let key = ProgressionKey(pitchClass: 3, mode: .minor)
    /// i – V7 – i in E♭ minor (E♭ G♭ B♭; B♭ D F A♭ over D: first inversion), played back with a wrong note.
    static let record: ProgressionRecord = {
        let tonic = Chord(root: SpelledPitchClass(letter: 2, accidental: -1), quality: .minor)
        let dominant = Chord(root: SpelledPitchClass(letter: 6, accidental: -1), quality: .dominantSeventh, inversion: 1)
        let progression = Progression(key: key, vocabulary: ChordVocabulary(level: 4), steps: [
            Progression.Step(chord: tonic, numeral: "i", notes: [51, 54, 58], beats: 2),
            Progression.Step(chord: dominant, numeral: "V⁶₅", notes: [50, 53, 56, 58], beats: 2),
            Progression.Step(chord: tonic, numeral: "i", notes: [51, 54, 58], beats: 2),
        ])
        let played = [[51, 54, 58], [50, 53, 56, 58], [51, 55, 58]].enumerated().flatMap { index, notes in
            notes.enumerated().map { PlayedNote(note: $1, onsetFrames: 96_000 + index * 48_000 + $0 * 300) }
        }
        return ProgressionRecord(
            progression: progression, tempo: Tempo(bpm: 96), played: played, sampleRate: 48_000, windowMs: 80, strictness: .voicing, replays: 1,
            timestamp: Date(timeIntervalSince1970: 1_767_600_000))
    }()

    /// A store of Peach's kinds, Chords' registered among them.
    static func store(_ folder: TemporaryFolder) throws -> TrainingStore {
        try TrainingStore(path: folder.file("records.sqlite"))
    }

    @Test("a progression and every note played back come back from the store and a backup as they went in, judged the same; format 3 says it has no place for them")
    func roundTrip() throws {
        let folder = TemporaryFolder()
        let store = try Self.store(folder)
        defer { store.close() }
        try store.insert(Self.record)
        let stored: [ProgressionRecord] = try store.records()
        #expect(stored == [Self.record])
        #expect(stored.first?.judgement.verdicts.map(\.isRight) == [true, true, false] && stored.first?.verdict == .wrong)
        #expect(try store.database.read { try String.fetchOne($0, sql: "SELECT chords FROM progression") } == "2 -1 minor 0 2 51 54 58;6 -1 7 1 2 50 53 56 58;2 -1 minor 0 2 51 54 58")
        #expect(try store.counts() == RecordCounts([.progression: 1]))
        let back: [ProgressionRecord] = try BackupTests.restoredRecords(of: store, in: folder)
        #expect(back == [Self.record])
        var csv = ""
        let count = try store.exportCSV(format: 3) { csv += $0 }
        #expect(count.written == 0 && count.leftOut == RecordCounts([.progression: 1]), "\(count)")
    }

    @Test("a damaged progression row is refused, not guessed: a chord whose notes are not its own, an unknown quality, a level of 9, a numeral missing, nine chords")
    func damaged() throws {
        let folder = TemporaryFolder()
        let store = try Self.store(folder)
        defer { store.close() }
        try store.insert(Self.record)
        let good = "2 -1 minor 0 2 51 54 58"
        for (column, value) in [
            ("chords", "2 -1 minor 0 2 51 55 58"), ("chords", "2 -1 minor 1 2 51 54 58"), ("chords", "2 -1 tiny 0 2 51 54 58"),
            ("chords", "2 -1 minor 0 2 51 54"), ("chords", Array(repeating: good, count: 9).joined(separator: ";")), ("level", "9"), ("numerals", "i V⁶₅"),
            ("keyMode", "2"), ("windowMs", "0"), ("judging", "5"),
        ] {
            try store.database.write { db in
                try db.execute(sql: "UPDATE progression SET chords = ?, numerals = 'i', level = 4, keyMode = 1, windowMs = 80, judging = 1", arguments: [good])
                try db.execute(sql: "UPDATE progression SET \(column) = ?", arguments: [value])
            }
            #expect(throws: StoreError.self, "\(column) = \(value)") { let _: [ProgressionRecord] = try store.records() }
        }
        try store.database.write { db in
            try db.execute(sql: "UPDATE progression SET chords = ?, numerals = 'i', level = 4, keyMode = 1, windowMs = 80, judging = 1", arguments: [good])
        }
        let repaired: [ProgressionRecord] = try store.records()
        #expect(repaired.count == 1 && repaired.first?.progression.length == 1)
    }
}
