import Foundation
import GRDB
import PeachCore
import PeachMeasurement
import PeachStore
import PeachWiring

// `--faults`: the released binary tried as a careless user and an attacker would: hostile
// backups restored, damaged records read, hostile settings, garbage on the headless input,
// storms of keys, backups killed part-way and backups aimed at a database in use. Each
// probe counts its runs, the runs that hung (no exit in 60 s), crashed (a signal, or an exit
// status Peach does not give) and the records lost; the table goes into BENCHMARKS.md.

/// What one kind of probe saw.
struct ProbeTally {
    var runs = 0
    var hangs = 0
    var crashes = 0
    var lost = 0
    /// Exit statuses seen, and how often.
    var statuses: [Int32: Int] = [:]
    /// What went wrong, in words (the first few).
    var faults: [String] = []

    mutating func fault(_ words: String) {
        if faults.count < 5 { faults.append(words) }
    }
}

/// One run of the binary: its status (nil: it hung and was killed), whether a signal ended it.
struct ProbeRun {
    var status: Int32?
    var signalled: Bool
    var output: [String]
    var errors: String
}

func probePeach(_ arguments: [String], input: String? = nil, timeout: Double = 60) async throws -> ProbeRun {
    let peach = try PeachProcess(arguments, standardInput: input)
    guard let exit = await peach.waitForExit(timeout: timeout) else {
        peach.end()
        return ProbeRun(status: nil, signalled: false, output: peach.outputLines, errors: peach.errorOutput)
    }
    return ProbeRun(status: exit.status, signalled: exit.reason == .uncaughtSignal, output: peach.outputLines, errors: peach.errorOutput)
}

extension ProbeTally {
    /// Counts `run`: a hang, a crash (a signal, or a status outside Peach's table), else its status.
    mutating func count(_ run: ProbeRun, _ what: String) {
        runs += 1
        guard let status = run.status else {
            hangs += 1
            fault("hung: \(what)")
            return
        }
        if run.signalled || ![0, 1, 2, 3, 4, 5, 6].contains(status) {
            crashes += 1
            fault("\(run.signalled ? "signal" : "status") \(status): \(what): \(run.errors.suffix(200))")
            return
        }
        statuses[status, default: 0] += 1
        // Whatever it says, it says in words that quote input short and escaped.
        for line in run.errors.split(separator: "\n") where line.count > 600 || line.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" }) {
            crashes += 1
            fault("a message not quoted short: \(what): \(line.prefix(120))")
            break
        }
    }
}

func faultProbes() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peach-faults-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var random = SeededRandom(seed: 45)
    var table: [(String, ProbeTally)] = []
    table.append(("a backup aimed at the database of a Peach that trains (its path, a symlink, a hard link, `--db` itself)", try await backupOverLiveDatabase(folder)))
    table.append(("hostile backups restored (a value of the wrong type, out of range or infinite in any column; a table or column dropped; a foreign mark; pages overwritten; truncated), `--replace` and `--merge`", try await hostileBackups(folder, runs: 300, random: &random)))
    table.append(("the records themselves damaged so, read by `profile --json`, `export`, `report` and `backup`", try await damagedRecords(folder, runs: 200, random: &random)))
    table.append(("hostile config values (escape sequences, a megabyte, NaN, huge numbers, wrong types, invalid UTF-8) in 16 keys", try await hostileConfigs(folder, runs: 150, random: &random)))
    table.append(("hostile command-line values (--pattern, --position, --tempo, --intervals, --db, --config)", try await hostileArguments(folder, runs: 60, random: &random)))
    table.append(("backups killed part-way (kill -9 after 5–400 ms), then the next backup", try await killedBackups(folder, runs: 30, random: &random)))
    table.append(("garbage on the headless input (random bytes, escape sequences, 100 kB lines), 40 lines a run", try await headlessGarbage(folder, runs: 10, random: &random)))
    table.append(("storms of keys in Play It Back (20–60 a second for 1–4 s, at the key's chord, the phrase or the echo)", try await keyStorms(folder, runs: 20, random: &random)))

    print("| probe | runs | hangs | crashes | records lost | exit statuses |")
    print("|---|---|---|---|---|---|")
    for (name, tally) in table {
        let statuses = tally.statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        print("| \(name) | \(tally.runs) | \(tally.hangs) | \(tally.crashes) | \(tally.lost) | \(statuses) |")
    }
    for (name, tally) in table where !tally.faults.isEmpty {
        print("\n\(name):")
        for fault in tally.faults { print("  - \(fault)") }
    }
}

// MARK: Files to probe with

/// Records of every kind, Fill the Gap's with taps, a phrase with its echo.
func probeRecords() -> [TrainingRecord] {
    let time = Date(timeIntervalSince1970: 1_790_000_000)
    var records: [TrainingRecord] = []
    for index in 0..<20 {
        let note = MIDINote(48 + index)
        records.append(TrainingRecord(ComparisonRecord(
            referenceNote: note, targetNote: MIDINote(note.rawValue + 7), centOffset: Cents(Double(index) - 9.5), isCorrect: index % 3 != 0,
            interval: .perfectFifth, tuningSystem: .justIntonation, timestamp: time + Double(index))))
        records.append(TrainingRecord(PitchMatchingRecord(
            referenceNote: note, targetNote: note, initialCentOffset: Cents(12), userCentError: Cents(Double(index) / 4 - 2), interval: .unison,
            tuningSystem: .equalTemperament, timestamp: time + Double(index) + 0.5, matchedBy: index % 2 == 0 ? .control : .voice)))
        records.append(TrainingRecord(TimingComparisonRecord(
            tempo: Tempo(bpm: 80 + index), offsetMs: Double(index) - 10, isCorrect: index % 4 != 0, timestamp: time + Double(index) + 0.7,
            pattern: .eighthTwoSixteenths, position: 2 + index % 2)))
        let taps = (0..<4).map { GapTap(cycle: $0, position: StepPosition(rawValue: $0 % 4)!, offsetFrames: 48 * ($0 - 2), sampleRate: 48_000) }
        records.append(TrainingRecord(GapFillRecord(tempo: Tempo(bpm: 90), taps: taps, extraTaps: index % 3, timestamp: time + Double(index) + 0.8)!))
        records.append(TrainingRecord(PhraseRecord(
            phrase: Phrase(key: MIDINote(60), scale: .major, notes: [60, 62, 64, 65].map(MIDINote.init), eighths: index % 2 == 0 ? nil : [0, 2, 3, 4], tempo: Tempo(bpm: 96)),
            played: [PlayedNote(note: 60, onsetFrames: 0), PlayedNote(note: 62, onsetFrames: 30_000, cents: -12.5), PlayedNote(note: 64, onsetFrames: 60_100)],
            sampleRate: 48_000, sung: index % 2 == 1, replays: index % 3 == 0 ? 1 : 0, timestamp: time + Double(index) + 0.9)))
    }
    return records
}

/// Peach's tables and their columns, as a damage chooses among them.
let probeColumns: [(table: String, columns: [String])] = [
    ("comparison", ["id", "referenceNote", "targetNote", "centOffset", "isCorrect", "interval", "tuningSystem", "timestamp"]),
    ("pitchMatching", ["id", "referenceNote", "targetNote", "initialCentOffset", "userCentError", "interval", "tuningSystem", "timestamp", "matchedBy"]),
    ("timingComparison", ["id", "tempoBPM", "offsetMs", "isCorrect", "timestamp", "pattern", "position"]),
    ("gapFill", ["id", "tempoBPM", "meanOffsetMs", "position0", "position1", "position2", "position3", "timestamp", "extraTaps"]),
    ("gapTap", ["id", "gapFill", "cycle", "position", "offsetFrames", "sampleRate"]),
    ("phrase", ["id", "timestamp", "tempoBPM", "scale", "key", "notes", "sampleRate", "sung", "replays", "eighths", "typed"]),
    ("phraseNote", ["id", "phrase", "note", "onsetFrames", "cents"]),
]

/// Values no column of Peach's should take, and some it may.
let probeValues = [
    "9e999", "-9e999", "-1e300", "1e300", "1e17", "32503680000", "-1", "0", "1", "2", "5000", "-5000", "1000", "0.5", "127.5",
    "9223372036854775807", "-9223372036854775808", "NULL", "''", "'yesterday'", "'abc'", "'60 sixty'", "'0 1 2'", "x'00ff'",
    "'\u{1B}]0;pwned\u{07}\u{1B}[2J'", "'\(String(repeating: "x", count: 100_000))'", "'* - - -'", "'hummed'", "'justIntonation'",
]

/// One damage to a database of Peach's, in words, done to the file at `path`.
func damage(_ path: String, random: inout SeededRandom) throws -> String {
    let choice = random.integer(in: 0...99)
    if choice < 70 {
        let (table, columns) = probeColumns[random.integer(in: 0...(probeColumns.count - 1))]
        let column = columns[random.integer(in: 0...(columns.count - 1))]
        let value = probeValues[random.integer(in: 0...(probeValues.count - 1))]
        let file = try DatabaseQueue(path: path)
        defer { try? file.close() }
        try file.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: """
                ALTER TABLE \(table) RENAME TO damaged;
                CREATE TABLE \(table) AS SELECT * FROM damaged;
                DROP TABLE damaged;
                UPDATE \(table) SET \(column) = \(value) WHERE rowid = (SELECT rowid FROM \(table) ORDER BY random() LIMIT 1);
                """)
        }
        return "\(table).\(column) = \(value.prefix(30))"
    }
    if choice < 80 {
        let (table, columns) = probeColumns[random.integer(in: 0...(probeColumns.count - 1))]
        let file = try DatabaseQueue(path: path)
        defer { try? file.close() }
        if random.coinFlip() {
            try file.writeWithoutTransaction { try $0.execute(sql: "PRAGMA foreign_keys = OFF; DROP TABLE \(table)") }
            return "no table \(table)"
        }
        let column = columns[random.integer(in: 1...(columns.count - 1))]
        let kept = columns.filter { $0 != column }.joined(separator: ", ")
        try file.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF; ALTER TABLE \(table) RENAME TO damaged; CREATE TABLE \(table) AS SELECT \(kept) FROM damaged; DROP TABLE damaged")
        }
        return "no column \(table).\(column)"
    }
    if choice < 85 {
        let file = try DatabaseQueue(path: path)
        defer { try? file.close() }
        let mark = [0, 1234, Int(Int32.min), 0x5063_6844][random.integer(in: 0...3)]
        try file.writeWithoutTransaction { try $0.execute(sql: "PRAGMA application_id = \(mark)") }
        return "application_id \(mark)"
    }
    // The file's bytes: a page overwritten, or the file cut short.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    let size = try handle.seekToEnd()
    if choice < 93 {
        let offset = UInt64(random.integer(in: 100...Int(max(101, size - 512))))
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: Data((0..<512).map { _ in UInt8(random.integer(in: 0...255)) }))
        return "512 random bytes at \(offset)"
    }
    let length = UInt64(random.integer(in: 0...Int(size)))
    try handle.truncate(atOffset: length)
    return "cut to \(length) of \(size) bytes"
}

func fileBytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

/// SQLite's own check of the file ("ok"), or nil when it cannot be opened.
func integrity(of path: String) -> String? {
    guard let file = try? DatabaseQueue(path: path) else { return nil }
    defer { try? file.close() }
    return (try? file.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }) ?? nil
}

/// The records' lines as export writes them (nil: not readable).
func exportedLines(_ database: String, config: String) async throws -> Set<String>? {
    let run = try await probePeach(["export", "--db", database, "--config", config])
    return run.status == 0 ? Set(run.output.dropFirst(2)) : nil
}

// MARK: The probes

func hostileBackups(_ folder: String, runs: Int, random: inout SeededRandom) async throws -> ProbeTally {
    var tally = ProbeTally()
    let config = folder + "/empty.toml"
    _ = FileManager.default.createFile(atPath: config, contents: Data())
    let original = folder + "/original.sqlite"
    let store = try TrainingStore(path: original, kinds: peachKinds)
    try store.insert(contentsOf: probeRecords())
    store.close()
    let good = folder + "/good.backup"
    guard try await probePeach(["backup", good, "--db", original, "--config", config]).status == 0 else { throw ProbeError("no backup to damage") }
    let records = folder + "/records.sqlite"
    for run in 0..<runs {
        let backup = folder + "/hostile-\(run).backup"
        try? FileManager.default.removeItem(atPath: backup)
        try FileManager.default.copyItem(atPath: good, toPath: backup)
        let what = try damage(backup, random: &random)
        for suffix in ["", "-wal", "-shm"] { unlink(records + suffix) }
        let small = try TrainingStore(path: records, kinds: peachKinds)
        try small.insert(contentsOf: probeRecords().prefix(7))
        small.close()
        let before = try await exportedLines(records, config: config), bytes = fileBytes(records)
        let mode = run % 2 == 0 ? ["--merge"] : ["--replace", "--yes"]
        let result = try await probePeach(["restore", backup] + mode + ["--db", records, "--config", config])
        tally.count(result, "restore \(mode[0]) of \(what)")
        if result.status != 0, fileBytes(records) != bytes {
            // A refused restore may not touch the records; a merge may only add.
            if let after = try await exportedLines(records, config: config), let before, before.isSubset(of: after) {} else {
                tally.lost += 1
                tally.fault("records changed by a refused restore of \(what)")
            }
        } else if result.status == 0, mode[0] == "--merge" {
            guard let after = try await exportedLines(records, config: config), let before, before.isSubset(of: after) else {
                tally.lost += 1
                tally.fault("a merge of \(what) lost records")
                continue
            }
        }
        try? FileManager.default.removeItem(atPath: backup)
    }
    return tally
}

func damagedRecords(_ folder: String, runs: Int, random: inout SeededRandom) async throws -> ProbeTally {
    var tally = ProbeTally()
    let config = folder + "/empty.toml"
    let commands: [[String]] = [["profile", "--json"], ["export"], ["report", "--html", folder + "/report.html"], ["backup", folder + "/out.backup"]]
    for run in 0..<runs {
        let records = folder + "/damaged-\(run).sqlite"
        let store = try TrainingStore(path: records, kinds: peachKinds)
        try store.insert(contentsOf: probeRecords())
        store.close()
        let what = try damage(records, random: &random)
        let bytes = fileBytes(records)
        let command = commands[run % commands.count]
        let result = try await probePeach(command + ["--db", records, "--config", config])
        tally.count(result, "\(command[0]) of records with \(what)")
        if result.status == 6 {
            // Only the output can fail so: here it has room and a folder.
            tally.fault("\(command[0]) of records with \(what) said its output failed: \(result.errors.prefix(200))")
        }
        if fileBytes(records) != bytes {
            tally.lost += 1
            tally.fault("\(command[0]) changed the records (\(what))")
        }
        for suffix in ["", "-wal", "-shm"] { unlink(records + suffix) }
        unlink(folder + "/out.backup")
    }
    return tally
}

func hostileConfigs(_ folder: String, runs: Int, random: inout SeededRandom) async throws -> ProbeTally {
    var tally = ProbeTally()
    let records = folder + "/config-records.sqlite"
    let store = try TrainingStore(path: records, kinds: peachKinds)
    try store.insert(contentsOf: probeRecords())
    store.close()
    let keys = [
        ("training", "noteDuration"), ("training", "soundSource"), ("training", "timingPattern"), ("training", "phraseScale"),
        ("training", "phraseRhythm"), ("training", "gapPositions"), ("training", "intervals"), ("training", "tempo"),
        ("training", "voiceLowest"), ("training", "voiceHighest"), ("training", "referencePitch"), ("training", "tuningSystem"),
        ("midi", "higher"), ("midi", "rtmidiBackend"), ("jack", "clientName"), ("sound", "soundFonts"),
    ]
    let values = [
        "\"\\u001B]0;pwned\\u0007\\u001B[2J\"", "\"\(String(repeating: "y", count: 1_000_000))\"", "nan", "inf", "-inf", "1e999",
        "99999999999999999999", "-3", "[1, \"a\"]", "{ note = 1 }", "\"\\u009B2J\"", "true", "\"\"", "[]", "\"\\u202Eevil\"",
        "[\"\\u001B[31m\"]", "\"x\" # \u{1B}[2J", "'literal'", "0x7fffffffffffffff",
    ]
    for run in 0..<runs {
        let (section, key) = keys[random.integer(in: 0...(keys.count - 1))]
        var value = values[random.integer(in: 0...(values.count - 1))]
        var bytes = Data("[\(section)]\n\(key) = ".utf8)
        if run % 10 == 9 {
            // Invalid UTF-8 in the value.
            bytes += Data([0x22, 0xFF, 0xFE, 0x22])
            value = "invalid UTF-8"
        } else {
            bytes += Data(value.utf8)
        }
        bytes += Data("\n".utf8)
        let config = folder + "/hostile-\(run).toml"
        _ = FileManager.default.createFile(atPath: config, contents: bytes)
        let result = try await probePeach(["profile", "--json", "--db", records, "--config", config])
        tally.count(result, "\(key) = \(value.prefix(30))")
        unlink(config)
    }
    return tally
}

func hostileArguments(_ folder: String, runs: Int, random: inout SeededRandom) async throws -> ProbeTally {
    var tally = ProbeTally()
    let options: [[String]] = [
        ["timing", "--pattern"], ["timing", "--position"], ["timing", "--tempo"], ["compare", "--intervals"],
        ["profile", "--json", "--db"], ["profile", "--json", "--config"], ["echo", "--tempo"], ["timing", "--pattern", "* - * *", "--position"],
    ]
    let values = [
        "- - - -", "-1", "-", "--", "\u{1B}]0;pwned\u{07}", String(repeating: "z", count: 100_000), "", "9999999999999999999999", "nan",
        "P5,\u{1B}[2J", "/dev/null", "/proc/self/mem", "../../../../etc/passwd", "* * * * *", "x-xx",
    ]
    for _ in 0..<runs {
        let option = options[random.integer(in: 0...(options.count - 1))]
        let value = values[random.integer(in: 0...(values.count - 1))]
        // JACK is never reached: each is refused before, or a data command ends.
        let result = try await probePeach(option + [value] + (option[0] == "profile" ? [] : ["--no-connect", "--headless"]))
        tally.count(result, "\(option.joined(separator: " ")) \(value.prefix(20))")
    }
    return tally
}

func killedBackups(_ folder: String, runs: Int, random: inout SeededRandom) async throws -> ProbeTally {
    var tally = ProbeTally()
    let config = folder + "/empty.toml"
    let records = folder + "/big.sqlite"
    let store = try TrainingStore(path: records, kinds: peachKinds)
    try store.insert(contentsOf: historyRecords(300_000))
    store.close()
    let target = folder + "/killed/peach.backup"
    try FileManager.default.createDirectory(atPath: folder + "/killed", withIntermediateDirectories: true)
    for run in 0..<runs {
        let peach = try PeachProcess(["backup", target, "--db", records, "--config", config])
        try await Task.sleep(nanoseconds: UInt64(random.integer(in: 5...400)) * 1_000_000)
        kill(peach.process.processIdentifier, SIGKILL)
        _ = await peach.waitForExit(timeout: 30)
        // Killed: the backup before (or none) stays whole; a new backup cleans up after it.
        if FileManager.default.fileExists(atPath: target) {
            let check = try await probePeach(["restore", target, "--merge", "--db", folder + "/killed/check-\(run).sqlite", "--config", config])
            if check.status != 0 {
                tally.lost += 1
                tally.fault("after a kill, \(target) is no whole backup: \(check.errors.prefix(160))")
            }
        }
        let next = try await probePeach(["backup", target, "--db", records, "--config", config])
        tally.count(next, "the backup after a kill")
        let left = (try FileManager.default.contentsOfDirectory(atPath: folder + "/killed")).filter { $0.contains(".partial-") }
        if !left.isEmpty {
            tally.lost += 1
            tally.fault("left beside the backup: \(left)")
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/killed") where name.hasPrefix("check-") {
            unlink(folder + "/killed/" + name)
        }
    }
    return tally
}

func backupOverLiveDatabase(_ folder: String) async throws -> ProbeTally {
    var tally = ProbeTally()
    let config = folder + "/live.toml"
    try "[training]\nsoundSource = \"sine\"\nnoteDuration = 0.3\n".write(toFile: config, atomically: true, encoding: .utf8)
    let live = folder + "/live.sqlite", other = folder + "/other.sqlite"
    let store = try TrainingStore(path: live, kinds: peachKinds)
    try store.insert(contentsOf: probeRecords())
    store.close()
    symlink(live, folder + "/live-link.sqlite")
    let trainer = try PeachProcess(["compare", "--headless", "--no-connect", "--db", live, "--config", config, "--jack-name", uniqueName("peach")], interactive: true)
    // Answers as they become possible, for as long as the probe lasts.
    let answering = Task {
        var answered = 0
        while !Task.isCancelled {
            let seen = trainer.outputLines.filter { $0.contains("\"state\":\"playingNote2\"") }.count
            if seen > answered {
                trainer.send(answered % 2 == 0 ? "higher" : "lower")
                answered = seen
            }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
    }
    let targets = [live, folder + "/live-link.sqlite", live]
    for run in 0..<40 {
        let target = targets[run % targets.count]
        let db = run % 3 == 2 ? live : other
        let result = try await probePeach(["backup", target, "--db", db, "--config", config])
        tally.count(result, "backup \(target) --db \(db)")
        if result.status != 2 {
            tally.fault("not refused (\(result.status.map(String.init) ?? "hung")): backup \(target) --db \(db)")
        }
    }
    answering.cancel()
    trainer.send("stop")
    let exit = await trainer.waitForExit(timeout: 20)
    tally.count(ProbeRun(status: exit?.status, signalled: exit?.reason == .uncaughtSignal, output: [], errors: trainer.errorOutput), "the trainer")
    let reported = trainer.outputLines.filter { $0.contains("\"event\":\"trial\"") }.count
    let reader = try TrainingStore(path: live, access: .read, kinds: peachKinds)
    let stored = try reader.counts().total - probeRecords().count
    let intact = integrity(of: live)
    reader.close()
    if stored != reported || intact != "ok" {
        tally.lost += max(1, reported - stored)
        tally.fault("the trainer reported \(reported) answers, \(stored) are stored; integrity \(intact ?? "unreadable")")
    }
    print("backup over a live database: the trainer answered \(reported) times meanwhile, all stored")
    return tally
}

func headlessGarbage(_ folder: String, runs: Int, random: inout SeededRandom) async throws -> ProbeTally {
    var tally = ProbeTally()
    let config = folder + "/live.toml"
    for run in 0..<runs {
        var lines: [String] = []
        for _ in 0..<40 {
            switch random.integer(in: 0...4) {
            case 0: lines.append(String(decoding: (0..<random.integer(in: 1...200)).map { _ in UInt8(random.integer(in: 1...255)) }.filter { $0 != 0x0A }, as: UTF8.self))
            case 1: lines.append("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m")
            case 2: lines.append(String(repeating: "w", count: 100_000))
            case 3: lines.append(["higher", "slider nan", "slider 1e999", "replay", "tap", "submit", "early"][random.integer(in: 0...6)])
            default: lines.append("slider \(random.uniform(in: -5...5))")
            }
        }
        let database = folder + "/garbage-\(run).sqlite"
        // Line by line into a running Peach (a pipe holds 64 kB: written whole before the
        // start, it would wait for a reader that has not begun).
        let peach = try PeachProcess(
            ["compare", "--headless", "--no-connect", "--db", database, "--config", config, "--jack-name", uniqueName("peach")], interactive: true)
        for line in lines { peach.send(line) }
        peach.closeInput()
        let exit = await peach.waitForExit(timeout: 60)
        if exit == nil { peach.end() }
        let result = ProbeRun(status: exit?.status, signalled: exit?.reason == .uncaughtSignal, output: peach.outputLines, errors: peach.errorOutput)
        tally.count(result, "garbage run \(run)")
        for line in result.output where line.count > 2_000 || line.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            tally.crashes += 1
            tally.fault("an output line not quoted short: \(line.prefix(100))")
            break
        }
        if result.output.contains(where: { $0.contains("\"stopped\"") && !$0.contains("endOfInput") }) {
            tally.fault("stopped for another reason than the end of input: \(result.output.filter { $0.contains("stopped") })")
        }
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
    }
    return tally
}

func keyStorms(_ folder: String, runs: Int, random: inout SeededRandom) async throws -> ProbeTally {
    var tally = ProbeTally()
    let config = folder + "/storm.toml"
    try "[training]\nsoundSource = \"sine\"\ntempo = 60\nnoteRangeMin = 60\nnoteRangeMax = 84\n".write(toFile: config, atomically: true, encoding: .utf8)
    let pads = try JackMIDISender(name: uniqueName("storm-pads"))
    defer { pads.close() }
    for run in 0..<runs {
        let database = folder + "/storm-\(run).sqlite"
        let peach = try PeachProcess(
            ["echo", "--headless", "--no-connect", "--midi-connect", pads.outputPort, "--db", database, "--config", config, "--jack-name", uniqueName("peach")],
            interactive: true)
        // In the key's chord: from as it begins; in the phrase or the echo: from where the
        // phrase is heard (said as its first note begins).
        func storm(from: Int, rate: Int, seconds: Double, random: inout SeededRandom) {
            var frame = from
            while frame < from + Int(seconds * 48_000) {
                let note = UInt8(random.integer(in: 36...96))
                pads.send([0x90, note, UInt8(random.integer(in: 1...127))], atFrame: UInt64(frame))
                pads.send([0x80, note, 0], atFrame: UInt64(frame + 2_400))
                frame += 48_000 / rate
            }
        }
        let beat = 48_000, rate = random.integer(in: 20...60), seconds = random.uniform(in: 1...4)
        if run % 3 == 0 {
            let keyDeadline = Date().addingTimeInterval(20)
            while Date() < keyDeadline, !peach.jsonEvents.contains(where: { $0["event"] as? String == "state" && $0["state"] as? String == "settingKey" }) {
                try await Task.sleep(nanoseconds: 5_000_000)
            }
            storm(from: Int(pads.client.currentFrame) + random.integer(in: 0...beat), rate: rate, seconds: seconds, random: &random)
        }
        var phrase: [String: Any]?
        let deadline = Date().addingTimeInterval(20)
        while phrase == nil && Date() < deadline {
            phrase = peach.jsonEvents.first { $0["event"] as? String == "phrase" }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        let heard = (phrase?["heardFrames"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue }
        if let first = heard.first, let last = heard.last {
            if run % 3 != 0 { storm(from: (run % 3 == 1 ? first : last + beat) + random.integer(in: 0...beat), rate: rate, seconds: seconds, random: &random) }
            // A storm that ended before the echo leaves the phrase waiting, as nothing played
            // does: then it is played back, slowly, and must be judged.
            let notes = (phrase?["notes"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue }
            try await Task.sleep(nanoseconds: UInt64((seconds + 8) * 1e9))
            if !peach.jsonEvents.contains(where: { $0["event"] as? String == "trial" }) {
                for note in notes {
                    pads.send([0x90, UInt8(note), 100])
                    try await Task.sleep(nanoseconds: 400_000_000)
                }
            }
            // The phrase judged, and the next one begun.
            let until = Date().addingTimeInterval(40)
            while Date() < until && peach.jsonEvents.filter({ $0["event"] as? String == "phrase" }).count < 2 && peach.process.isRunning {
                try await Task.sleep(nanoseconds: 50_000_000)
            }
            if peach.jsonEvents.filter({ $0["event"] as? String == "phrase" }).count < 2 {
                tally.fault("run \(run): no next phrase after the storm; \(peach.outputLines.suffix(2))")
            }
        } else {
            tally.fault("run \(run): no phrase: \(peach.errorOutput.prefix(200))")
        }
        peach.send("stop")
        let exit = await peach.waitForExit(timeout: 20)
        let stopped = peach.jsonEvents.filter { $0["event"] as? String == "stopped" }.compactMap { $0["reason"] as? String }
        var result = ProbeRun(status: exit?.status, signalled: exit?.reason == .uncaughtSignal, output: peach.outputLines, errors: peach.errorOutput)
        if stopped != ["stopped"] {
            // Training stopped by the storm: as bad as a crash for the musician.
            result.signalled = true
            result.errors = "stopped: \(stopped) \(peach.errorOutput)"
        }
        tally.count(result, "storm \(run)")
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
    }
    return tally
}

struct ProbeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
