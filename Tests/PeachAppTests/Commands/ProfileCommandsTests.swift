import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachApp

/// The history read for training, `peach profile --json` and `peach report`.
@Suite("reading the history, the profile and the report as use cases")
struct ProfileCommandsTests {
    static func comparison(_ minute: Int, correct: Bool = true) -> ComparisonRecord {
        ComparisonRecord(
            referenceNote: MIDINote(60), targetNote: MIDINote(60), centOffset: Cents(12.5), isCorrect: correct,
            interval: .unison, tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: Double(minute) * 60))
    }

    static func library(comparisons: Int = 3, readFailure: RecordsError? = nil) -> FakeRecordsLibrary {
        let library = FakeRecordsLibrary()
        library.store.comparisons = (0..<comparisons).map { comparison($0) }
        library.store.readFailure = readFailure
        return library
    }

    static let range = NoteRange(lowest: MIDINote(48), highest: MIDINote(72))

    /// What the renderers are handed, in a word: the answers counted over the tasks.
    static func summary(_ snapshot: ProfileSnapshot) -> String { "answers \(snapshot.tasks.map(\.answers).reduce(0, +))" }

    @Test("every record goes into the rebuild, rhythm records too, with progress; a read that fails part-way ends with 4 and the file")
    func history() throws {
        let console = FakeConsole()
        let rebuild = try HistoryReading.rebuild(Self.library().store, into: peachProfileParts, console: console)
        #expect(Self.summary(rebuild.snapshot(range: Self.range)) == "answers 3")
        #expect(console.progressed.last == "reading the history 3/3")
        // The rhythm records go into the rhythm profile.
        let withRhythm = Self.library()
        withRhythm.store.timings = [TimingComparisonRecord(tempo: Tempo(bpm: 70), offsetMs: -9, isCorrect: true, timestamp: Date(timeIntervalSince1970: 60))]
        withRhythm.store.gapFills = [GapFillRecord(
            tempo: Tempo(bpm: 150), taps: [GapTap(cycle: 0, position: .a, offsetFrames: 480, sampleRate: 48_000)], timestamp: Date(timeIntervalSince1970: 90))!]
        let rhythm = try HistoryReading.rebuild(withRhythm.store, into: peachProfileParts, console: FakeConsole()).snapshot(range: Self.range)
        #expect(rhythm.compareTiming.bands.map(\.band) == [.slow] && rhythm.fillTheGap.bands.map(\.band) == [.fast] && rhythm.fillTheGap.bands[0].taps == 1)
        #expect(throws: CommandFailure(ExitStatus.database, "/records/peach.sqlite cannot be read: the disk failed")) {
            try HistoryReading.rebuild(Self.library(readFailure: .failed("the disk failed")).store, into: peachProfileParts, console: FakeConsole())
        }
    }

    @Test("profile --json prints what the renderer makes of the snapshot and closes the store")
    func profile() async throws {
        let console = FakeConsole()
        let library = Self.library()
        try ShowProfile(library: library, console: console, parts: peachProfileParts).run(range: Self.range, json: Self.summary)
        #expect(console.output == ["answers 3"])
        #expect(library.store.closed)
        var unusable = Self.library()
        unusable.openFailure = .unusable("peach.sqlite is not a database")
        #expect(await failure { try ShowProfile(library: unusable, console: FakeConsole(), parts: peachProfileParts).run(range: Self.range, json: Self.summary) }
            == CommandFailure(ExitStatus.database, "peach.sqlite is not a database"))
        let broken = Self.library(readFailure: .failed("the disk failed"))
        #expect(await failure { try ShowProfile(library: broken, console: console, parts: peachProfileParts).run(range: Self.range, json: Self.summary) }
            == CommandFailure(ExitStatus.database, "/records/peach.sqlite cannot be read: the disk failed"))
        #expect(console.output == ["answers 3"] && broken.store.closed)
    }

    @Test("report writes the page whole and says where; a folder or an unreadable history writes nothing")
    func report() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let console = FakeConsole()
        let file = folder + "/profile.html"
        try WriteReport(library: Self.library(), console: console, parts: peachProfileParts).run(to: file, range: Self.range) { "<p>\(Self.summary($0))</p>" }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "<p>answers 3</p>")
        #expect(console.errors == ["wrote the report to \(file)"])
        #expect(await failure {
            try WriteReport(library: Self.library(), console: FakeConsole(), parts: peachProfileParts).run(to: folder, range: Self.range) { _ in "" }
        } == CommandFailure(ExitStatus.cannotWrite, "cannot write \(folder): is a folder; give a file name inside it; nothing was written"))
        let unread = folder + "/unread.html"
        #expect(await failure {
            try WriteReport(library: Self.library(readFailure: .failed("the disk failed")), console: FakeConsole(), parts: peachProfileParts)
                .run(to: unread, range: Self.range) { _ in "" }
        } == CommandFailure(ExitStatus.database, "/records/peach.sqlite cannot be read: the disk failed"))
        #expect(!FileManager.default.fileExists(atPath: unread))
    }
}
