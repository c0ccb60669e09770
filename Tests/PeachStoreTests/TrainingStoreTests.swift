import Foundation
import GRDB
import PeachCore
import PeachDoubles
import PeachWiring
import Synchronization
import Testing
@testable import PeachStore

@Suite("Training store")
struct TrainingStoreTests {
    @Test("a new database gets an owner-only folder and file, and the schema")
    func creates() throws {
        let folder = TemporaryFolder()
        let path = folder.file("data/peach/peach.sqlite")
        let store = try TrainingStore(path: path)
        defer { store.close() }
        let fileMode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.file("data/peach"))[.posixPermissions] as? Int
        #expect(fileMode == 0o600)
        #expect(folderMode == 0o700)
        #expect(try store.counts() == RecordCounts([.comparison: 0, .pitchMatching: 0]))
        #expect(TrainingStore.defaultPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/peach/peach.sqlite")
        #expect(TrainingStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/share/peach/peach.sqlite")
    }

    @Test("records come back in timestamp order, each kind; the chain's predecessor is per discipline")
    func readsInOrder() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        try store.insert(comparison(60, 10, at: 300))
        try store.insert(comparison(62, -5, correct: false, at: 100))
        try store.insert(comparison(64, 3, interval: .perfectFifth, at: 200))
        try store.insert(match(57, initial: 13.2, error: -0.8, at: 150))
        var seen: [ComparisonRecord] = []
        var progress: [(Int, Int)] = []
        try store.forEachRecord(progressEvery: 2, progress: { progress.append(($0, $1)) }) { ComparisonRecord($0).map { seen.append($0) } }
        #expect(seen.map(\.timestamp.timeIntervalSince1970) == [100, 200, 300])
        #expect(seen[0] == comparison(62, -5, correct: false, at: 100))
        #expect(progress.map(\.0) == [2, 4, 4] && progress.last! == (4, 4))
        let matches: [PitchMatchingRecord] = try store.records()
        #expect(matches == [match(57, initial: 13.2, error: -0.8, at: 150)])
        #expect(try store.chain(of: .unison)?.last.timestamp.timeIntervalSince1970 == 300)
        // The task's earliest comparisons, oldest first, and how many it has: the fast start is followed through them.
        #expect(try store.chain(of: .unison)?.earliest.map(\.timestamp.timeIntervalSince1970) == [100, 300])
        #expect(try store.chain(of: .unison)?.total == 2)
        #expect(try store.chain(of: DirectedInterval(.perfectFifth))?.last.interval == .perfectFifth)
        try store.insert(comparison(64, 2, correct: false, interval: .perfectFifth, at: 400))
        try store.insert(comparison(64, 5, interval: .perfectFifth, at: 500))
        #expect(try store.chain(of: DirectedInterval(.perfectFifth))?.earliest.map(\.timestamp.timeIntervalSince1970) == [200, 400, 500])
        #expect(try store.chain(of: DirectedInterval(.perfectFifth), earliest: 2)?.earliest.count == 2)
        #expect(try store.chain(of: DirectedInterval(.perfectFifth), earliest: 2)?.total == 3)
        #expect(try store.chain(of: DirectedInterval(.perfectFifth, .down)) == nil)
    }

    @Test("after a restart the chain goes on where its fast start stood: a slip under test still descends, two misses end it")
    func chainResumes() async throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let f = KazezChain.fastStartFactor, chain = KazezChain()
        // 100 right, 60 missed, 100 right (one step above the miss), 60 right: the miss was a slip.
        for (index, (cents, right)) in [(100.0, true), (100 * f, false), (100.0, true), (100 * f, true)].enumerated() {
            try store.insert(comparison(60, cents, correct: right, at: Double(index)))
        }
        let resumed = try #require(await StoreChainHistory(store: store).chain(of: .unison))
        #expect(resumed.isDescending)
        #expect(abs(resumed.nextDifference(chain).value - 100 * f * f.squareRoot()) < 1e-9)
        // A second miss at the next difference, and the retest one step up missed too: the fast start ended.
        try store.insert(comparison(60, 100 * f * f.squareRoot(), correct: false, at: 10))
        try store.insert(comparison(60, 100 * f.squareRoot(), correct: false, at: 11))
        try store.insert(comparison(60, 100, correct: true, at: 12))
        let ended = try #require(await StoreChainHistory(store: store).chain(of: .unison))
        #expect(!ended.isDescending && ended.last.comparison.centOffset == Cents(100))
    }

    @Test("a sung match comes back as sung; a file from before sung matches reads its matches as tuned, for a reader and after the writer migrates it")
    func matchedBy() throws {
        let folder = TemporaryFolder()
        let path = folder.file("v3.sqlite")
        do {
            let old = try DatabaseQueue(path: path)
            try Schema.migrator.migrate(old, upTo: "v3: Compare Timing and Fill the Gap records")
            try old.write { db in
                try db.execute(sql: """
                    INSERT INTO pitchMatching (referenceNote, targetNote, initialCentOffset, userCentError, interval, tuningSystem, timestamp)
                    VALUES (57, 57, 13.2, -0.8, 0, 'equalTemperament', 150)
                    """)
            }
            try old.close()
        }
        do {
            let reader = try TrainingStore(path: path, access: .read)
            defer { reader.close() }
            let matches: [PitchMatchingRecord] = try reader.records()
            #expect(matches == [match(57, initial: 13.2, error: -0.8, at: 150)] && matches.first?.matchedBy == .control)
        }
        let store = try TrainingStore(path: path)
        defer { store.close() }
        var sung = match(69, initial: 31, error: 2.5, at: 300)
        sung.matchedBy = .voice
        try store.insert(sung)
        let matches: [PitchMatchingRecord] = try store.records()
        #expect(matches.map(\.matchedBy) == [.control, .voice] && matches.last == sung)
    }

    @Test("a database of the first schema opens with every record kept and gains the interval index")
    func firstSchemaMigrates() throws {
        let folder = TemporaryFolder()
        let path = folder.file("old.sqlite")
        do {
            // As the first release left it: only the first migration applied.
            let old = try DatabaseQueue(path: path)
            try Schema.migrator.migrate(old, upTo: "v1: comparison and pitch matching records")
            try old.write { db in
                try db.execute(sql: """
                    INSERT INTO comparison (referenceNote, targetNote, centOffset, isCorrect, interval, tuningSystem, timestamp)
                    VALUES (60, 67, 12.5, 1, 7, 'equalTemperament', 100), (62, 62, -3, 0, 0, 'equalTemperament', 200)
                    """)
            }
            try old.close()
        }
        let store = try TrainingStore(path: path)
        defer { store.close() }
        #expect(try store.counts()[.comparison] == 2)
        #expect(try store.chain(of: DirectedInterval(.perfectFifth))?.last.centOffset == 12.5)
        let reader = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        defer { try? reader.close() }
        let detail = try reader.read { try Row.fetchAll($0, sql: "EXPLAIN QUERY PLAN SELECT id FROM comparison WHERE interval = 7 ORDER BY timestamp DESC, id DESC LIMIT 1").map { $0["detail"] as String } }
        #expect(detail.contains { $0.contains("comparison_interval") }, "\(detail)")
    }

    @Test("reset deletes every record of both kinds")
    func reset() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        for index in 0..<100 { try store.insert(comparison(60, 1, at: Double(index))) }
        try store.insert(match(60, initial: 1, error: 1, at: 5))
        try store.reset()
        #expect(try store.counts() == RecordCounts([.comparison: 0, .pitchMatching: 0]))
    }

    @Test("a second opener of the same database is refused while the first holds it")
    func secondProcessRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.file("p.sqlite")
        let first = try TrainingStore(path: path)
        #expect(throws: StoreError.inUse(path: path)) { try TrainingStore(path: path) }
        first.close()
        let again = try TrainingStore(path: path)
        again.close()
    }

    @Test("two writers starting together on a new file, 20 times: one opens it, the other is always told another Peach is writing")
    func twoWritersOnANewFile() throws {
        let folder = TemporaryFolder()
        for race in 0..<20 {
            let path = folder.file("race-\(race)/p.sqlite")
            let outcomes = Mutex<[Result<TrainingStore, StoreError>]>([])
            // Both threads ready before either starts: they meet at the file together.
            let ready = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                ready.add(1, ordering: .sequentiallyConsistent)
                while ready.load(ordering: .sequentiallyConsistent) < 2 {}
                let outcome: Result<TrainingStore, StoreError>
                do throws(StoreError) {
                    outcome = .success(try TrainingStore(path: path))
                } catch {
                    outcome = .failure(error)
                }
                outcomes.withLock { $0.append(outcome) }
            }
            let results = outcomes.withLock { $0 }
            let opened = results.compactMap { try? $0.get() }
            let refusals = results.compactMap { if case let .failure(error) = $0 { error } else { nil } }
            #expect(opened.count == 1 && refusals == [.inUse(path: path)], "race \(race): \(refusals)")
            for store in opened { store.close() }
        }
    }

    @Test("a folder given as the database is named as a folder, for writing and reading")
    func folderRefused() throws {
        let folder = TemporaryFolder()
        for access in [TrainingStore.Access.write, .read] {
            #expect(throws: StoreError.folder(path: folder.path)) { try TrainingStore(path: folder.path, access: access) }
        }
        #expect(StoreError.folder(path: "/x").description.contains("/x is a folder, not a database file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a corrupt file is refused and left byte for byte as it was", arguments: ["garbage", "truncated", "foreign"])
    func corruptRefused(kind: String) throws {
        let folder = TemporaryFolder()
        let path = folder.file("p.sqlite")
        switch kind {
        case "garbage":
            try Data((0..<8192).map { UInt8(($0 * 7919) % 251) }).write(to: URL(fileURLWithPath: path))
        case "truncated":
            let good = try TrainingStore(path: path)
            for index in 0..<2000 { try good.insert(comparison(60, 1, at: Double(index))) }
            good.close()
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            try data.prefix(100).write(to: URL(fileURLWithPath: path))
            try? FileManager.default.removeItem(atPath: path + "-wal")
            try? FileManager.default.removeItem(atPath: path + "-shm")
        default:
            let other = try DatabaseQueue(path: path)
            try other.write { try $0.execute(sql: "CREATE TABLE invoices (id INTEGER PRIMARY KEY)") }
            try other.close()
        }
        let before = fingerprint(path)
        do {
            _ = try TrainingStore(path: path)
            Issue.record("a \(kind) file was accepted")
        } catch {
            guard case .corrupt = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect("\(error)".contains("left untouched"))
        }
        #expect(fingerprint(path) == before)
    }

    @Test("a database from a newer Peach is refused untouched")
    func newerSchemaRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.file("p.sqlite")
        let store = try TrainingStore(path: path)
        try store.insert(comparison(60, 1, at: 1))
        store.close()
        let newer = try DatabaseQueue(path: path)
        try newer.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')") }
        try newer.close()
        let before = fingerprint(path)
        #expect(throws: StoreError.newerSchema(path: path, unknown: ["v9: from the future"])) { try TrainingStore(path: path) }
        #expect(fingerprint(path) == before)
    }

    @Test("a database on a read-only file system is refused untouched for writing, and read and backed up elsewhere by a reader")
    func readOnlyRefused() throws {
        let folder = TemporaryFolder()
        let mountPoint = folder.file("ro")
        // Root ignores file permissions, so the test makes a real read-only file system.
        try #require(try run("/bin/mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", mountPoint], making: mountPoint) == 0, "this test needs to mount a tmpfs (root)")
        defer { _ = try? run("/bin/umount", [mountPoint]) }
        let path = mountPoint + "/p.sqlite"
        let store = try TrainingStore(path: path)
        try store.insert(comparison(60, 1, at: 1))
        store.close()
        try #require(try run("/bin/mount", ["-o", "remount,ro", mountPoint]) == 0)
        let before = fingerprint(path)
        #expect(throws: StoreError.readOnly(path: path)) { try TrainingStore(path: path) }
        #expect(fingerprint(path) == before)
        // Read it can be, and backed up elsewhere (SQLite cannot make the index a reader of a
        // database in WAL mode needs beside it: read as it is, nothing being able to change it).
        let reader = try TrainingStore(path: path, access: .read)
        #expect(try reader.records(of: ComparisonRecord.self) == [comparison(60, 1, at: 1)])
        #expect(try reader.backup(toNewFile: folder.file("elsewhere.backup")).total == 1)
        reader.close()
        #expect(fingerprint(path) == before)
    }

    @Test("a database on a full disk is read, exported and backed up elsewhere, and a writer is refused with the reason (a small tmpfs, as root)")
    func fullDiskReadable() throws {
        let folder = TemporaryFolder()
        let mountPoint = folder.file("full")
        try #require(try run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", mountPoint], making: mountPoint) == 0, "this test needs to mount a tmpfs (root)")
        defer { _ = try? run("/bin/umount", [mountPoint]) }
        let path = mountPoint + "/p.sqlite"
        let store = try TrainingStore(path: path)
        try store.insert(contentsOf: (0..<20).map { comparison(60, Double($0), at: Double($0)) })
        store.close()
        // Every block taken.
        _ = try run("/bin/dd", ["if=/dev/zero", "of=\(mountPoint)/fill", "bs=4k"])
        let before = fingerprint(path)
        #expect(throws: StoreError.self) { try TrainingStore(path: path) }
        let reader = try TrainingStore(path: path, access: .read)
        #expect(try reader.records(of: ComparisonRecord.self).count == 20)
        #expect(try reader.exportedText().split(separator: "\n").count == 22)
        #expect(try reader.backup(toNewFile: folder.file("elsewhere.backup")).total == 20)
        reader.close()
        #expect(fingerprint(path) == before)
    }

    @Test("the rhythm records come back after the pitch ones, in timestamp order, Fill the Gap's with every tap")
    func readsRhythm() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        let late = try #require(GapFillRecord(
            tempo: Tempo(bpm: 90), taps: [GapTap(cycle: 0, position: .and, offsetFrames: 240, sampleRate: 48_000)],
            timestamp: Date(timeIntervalSince1970: 500)))
        let early = try #require(GapFillRecord(
            tempo: Tempo(bpm: 90),
            taps: [GapTap(cycle: 0, position: .beat, offsetFrames: -480, sampleRate: 48_000), GapTap(cycle: 2, position: .a, offsetFrames: 96, sampleRate: 44_100)],
            timestamp: Date(timeIntervalSince1970: 100)))
        let imported = GapFillRecord(tempo: Tempo(bpm: 90), meanOffsetMs: -2, meanOffsetMsByPosition: [-2, nil, nil, nil], timestamp: Date(timeIntervalSince1970: 300))
        let timing = TimingComparisonRecord(tempo: Tempo(bpm: 120), offsetMs: 7.5, isCorrect: false, timestamp: Date(timeIntervalSince1970: 200))
        for trial in [late, early, imported] { try store.insert(trial) }
        try store.insert(timing)
        try store.insert(comparison(60, 10, at: 400))
        var order: [String] = [], trials: [GapFillRecord] = [], timings: [TimingComparisonRecord] = []
        try store.forEachRecord { record in
            switch record.record {
            case is ComparisonRecord: order.append("comparison")
            case is PitchMatchingRecord: order.append("match")
            case let timing as TimingComparisonRecord: order.append("timing"); timings.append(timing)
            case let trial as GapFillRecord: order.append("gap"); trials.append(trial)
            default: Issue.record("a record of another kind: \(record.kind)")
            }
        }
        #expect(order == ["gap", "timing", "gap", "comparison", "gap"])
        #expect(timings == [timing] && trials == [early, imported, late])
    }

    @Test("the profile rebuilt from a real file holds the rhythm section; a file from before rhythm training reads without one")
    func rebuildsRhythm() throws {
        let folder = TemporaryFolder()
        let path = folder.file("p.sqlite")
        do {
            let store = try TrainingStore(path: path)
            defer { store.close() }
            for (index, frames) in [-576, -384, -480, -288, -432].enumerated() {
                try store.insert(GapFillRecord(
                    tempo: Tempo(bpm: 100), taps: [GapTap(cycle: 0, position: .e, offsetFrames: frames, sampleRate: 48_000)],
                    timestamp: Date(timeIntervalSince1970: 1000 + Double(index)))!)
            }
            try store.insert(TimingComparisonRecord(tempo: Tempo(bpm: 45), offsetMs: -20, isCorrect: true, timestamp: Date(timeIntervalSince1970: 900)))
        }
        // As `peach profile --json` reads it: beside a writer, read-only.
        let reader = try TrainingStore(path: path, access: .read)
        var rebuild = TrainingHistory.Rebuild()
        try reader.forEachRecord { rebuild.add($0) }
        reader.close()
        let snapshot = rebuild.snapshot(range: NoteRange(lowest: MIDINote(48), highest: MIDINote(72)))
        #expect(snapshot.compareTiming.bands.map(\.band) == [.verySlow] && snapshot.compareTiming.bands.map(\.answers) == [1])
        let band = try #require(snapshot.fillTheGap.bands.first)
        #expect(band.band == .brisk && band.trials == 5 && band.taps == 5)
        // −12, −8, −10, −6, −9 ms: mean −9 ± 2.776, SD 2.236.
        let offset = try #require(band[.e].offset)
        #expect(abs(offset.meanMs + 9) < 1e-12 && abs(offset.halfWidthMs - 2.7764451051977934) < 1e-9)
        #expect(abs(band[.e].spread!.sdMs - 2.23606797749979) < 1e-9)

        // A copy: even a reader leaves SQLite's -shm index beside the file.
        let kept = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/peach-v2.sqlite").path
        try FileManager.default.copyItem(atPath: kept, toPath: folder.file("v2.sqlite"))
        let old = try TrainingStore(path: folder.file("v2.sqlite"), access: .read)
        defer { old.close() }
        var counted = (pitch: 0, rhythm: 0)
        try old.forEachRecord { record in
            if record.kind == .timingComparison || record.kind == .gapFill { counted.rhythm += 1 } else { counted.pitch += 1 }
        }
        #expect(counted == (5, 0))
    }

    @Test("a database the release before read its rows by name (schema v4, kept in Fixtures) opens with every record kept, for a reader and a writer")
    func opensV4() throws {
        let folder = TemporaryFolder()
        let kept = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/peach-v4.sqlite").path
        let path = folder.file("v4.sqlite")
        try FileManager.default.copyItem(atPath: kept, toPath: path)
        let expected = ReleasedRecords.v4.sorted { $0.timestamp < $1.timestamp }
        for access in [TrainingStore.Access.read, .write] {
            let store = try TrainingStore(path: path, access: access)
            defer { store.close() }
            var records: [TrainingRecord] = []
            try store.forEachRecord { records.append($0) }
            #expect(records == expected, "\(access)")
            #expect(try store.counts() == RecordCounts([.comparison: 3, .pitchMatching: 2, .timingComparison: 2, .gapFill: 2]))
            let trials: [GapFillRecord] = try store.records()
            #expect(trials.map(\.taps.count) == [3, 0])
            // Before patterns came every answer was four sixteenths, the third moved.
            let timings: [TimingComparisonRecord] = try store.records()
            #expect(timings.count == 2 && timings.allSatisfy { $0.pattern == .fourSixteenths && $0.position == 3 }, "\(access)")
        }
    }

    @Test("every kind of record Peach registers has its table: the store's kinds in their ranks' order, each name and rank once")
    func everyKindStored() {
        let kinds = DisciplineRegistry.peach.storedKinds.kinds
        #expect(kinds == [ComparisonRecord.kind, PitchMatchingRecord.kind, TimingComparisonRecord.kind, GapFillRecord.kind, PhraseRecord.kind, ProgressionRecord.kind, RhythmCallRecord.kind])
        #expect(kinds == kinds.sorted())
        #expect(Set(kinds.map(\.id)).count == kinds.count && Set(kinds.map(\.rank)).count == kinds.count)
    }

    @Test("every kind merged into one timestamp order: ties in the kinds' order, runs of one kind, 2000 records drawn at random")
    func mergedOrder() throws {
        let folder = TemporaryFolder()
        let store = try TrainingStore(path: folder.file("p.sqlite"))
        defer { store.close() }
        var random = SeededRandom(seed: 7)
        var stored: [TrainingRecord] = []
        for index in 0..<2000 {
            // Whole seconds from a small range: many ties, and runs of one kind.
            let time = Date(timeIntervalSince1970: Double(random.integer(in: 0...400)))
            let record: TrainingRecord
            // Each record its own value, within what a record may hold.
            let value = Double(index) / 4
            switch index % 7 < 3 ? 0 : random.integer(in: 0...3) {
            case 0: record = TrainingRecord(comparison(60, value, at: time.timeIntervalSince1970))
            case 1: record = TrainingRecord(match(60, initial: value, error: 1, at: time.timeIntervalSince1970))
            case 2: record = TrainingRecord(TimingComparisonRecord(tempo: Tempo(bpm: 100), offsetMs: value, isCorrect: true, timestamp: time))
            default: record = TrainingRecord(GapFillRecord(tempo: Tempo(bpm: 100), meanOffsetMs: value, meanOffsetMsByPosition: [nil, nil, nil, nil], timestamp: time))
            }
            stored.append(record)
        }
        try store.database.write { db in for record in stored { try store.insert(record, into: db) } }
        let kinds = store.kinds.kinds
        // A stable sort: records of one kind at one time stay as stored.
        let expected = stored.enumerated().sorted {
            ($0.element.timestamp, kinds.firstIndex(of: $0.element.kind)!, $0.offset) < ($1.element.timestamp, kinds.firstIndex(of: $1.element.kind)!, $1.offset)
        }.map(\.element)
        var merged: [TrainingRecord] = []
        try store.forEachRecord { merged.append($0) }
        #expect(merged == expected)
    }
}
