import Foundation
import PeachCore
import PeachDoubles
import PeachMeasurement
import PeachStore
import Testing

/// A hostile world: outputs that cannot be written, a disk that fills during training,
/// a second writer by another path, exports into pipes and devices. Each ends with a
/// message in words and a listed exit status — no crash, no answer reported that is not
/// stored, no user file or device replaced.
@Suite("Faults, end to end")
struct FaultTests {
    /// A folder with a database of `records` comparisons.
    final class Desk: @unchecked Sendable {
        let folder: String
        var database: String { folder + "/peach.sqlite" }
        var config: String { folder + "/config.toml" }

        init(records: Int = 200) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-fault")).path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "[training]\nsoundSource = \"sine\"\nnoteDuration = 0.3\n".write(toFile: config, atomically: true, encoding: .utf8)
            if records > 0 {
                let store = try TrainingStore(path: database)
                defer { store.close() }
                try store.insert(contentsOf: (0..<records).map { index in
                    ComparisonRecordFactory.record(index)
                })
            }
        }

        func close() { try? FileManager.default.removeItem(atPath: folder) }
    }

    // Peach runs through a shell (`shell`), so that pipes and devices are what the program
    // really writes to.
    @Test("export to a full device: a message in words and exit 6, no crash")
    func exportToFullDevice() async throws {
        let desk = try Desk()
        defer { desk.close() }
        let toStandardOutput = try await shell("\"$PEACH\" export --db \(desk.database) > /dev/full; echo \"status $?\"")
        #expect(toStandardOutput.output.contains("cannot write to standard output: No space left on device"), "\(toStandardOutput.output)")
        #expect(toStandardOutput.output.contains("status 6"))
        #expect(!toStandardOutput.output.contains("Fatal error"))
        let toFile = try await shell("\"$PEACH\" export /dev/full --db \(desk.database); echo \"status $?\"")
        #expect(toFile.output.contains("No space left on device") && toFile.output.contains("status 6"), "\(toFile.output)")
        // /dev/full is still the device, not a file.
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("export into a closed pipe ends as SIGPIPE ends a tool: status 141, no message")
    func exportIntoClosedPipe() async throws {
        let desk = try Desk(records: 20_000)
        defer { desk.close() }
        let result = try await shell("\"$PEACH\" export --db \(desk.database) | head -c 100 > /dev/null; echo \"status ${PIPESTATUS[0]}\"")
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "status 141", "\(result.output)")
    }

    @Test("export into a named pipe writes to it; the pipe stays a pipe; a folder is refused; nothing partial is left")
    func exportIntoNamedPipe() async throws {
        let desk = try Desk(records: 50)
        defer { desk.close() }
        let fifo = desk.folder + "/pipe.csv"
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try await shell("cat \(fifo) > \(desk.folder)/received.csv & \"$PEACH\" export \(fifo) --db \(desk.database); echo \"status $?\"; wait")
        #expect(result.output.contains("status 0"), "\(result.output)")
        let received = try String(contentsOfFile: desk.folder + "/received.csv", encoding: .utf8)
        #expect(received.split(separator: "\n").count == 52)
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        let folder = try await shell("\"$PEACH\" export \(desk.folder) --db \(desk.database); echo \"status $?\"")
        // An output that cannot be written, whatever the reason: status 6, as the README says.
        #expect(folder.output.contains("is a folder") && folder.output.contains("status 6"), "\(folder.output)")
        let left = try FileManager.default.contentsOfDirectory(atPath: desk.folder).filter { $0.contains("partial") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test("export to a full file system: a message, exit 6, neither the file nor a temporary left (a small tmpfs, as root)")
    func exportToFullFileSystem() async throws {
        try #require(getuid() == 0, "this test mounts a tmpfs and needs root (the suite runs as root in CI)")
        let desk = try Desk(records: 20_000)
        defer { desk.close() }
        let mount = desk.folder + "/small"
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        let mounted = try await shell("mount -t tmpfs -o size=64k tmpfs \(mount)")
        try #require(mounted.status == 0, "mount failed: \(mounted.output)")
        defer { _ = try? shellNow("umount \(mount)") }
        let result = try await shell("\"$PEACH\" export \(mount)/out.csv --db \(desk.database); echo \"status $?\"")
        #expect(result.output.contains("No space left on device") && result.output.contains("status 6"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount).isEmpty)
    }

    @Test("a second writer through a symlink, a hard link, a relative path or another session's environment is refused; readers are welcome")
    func lockFollowsTheFile() async throws {
        let desk = try Desk(records: 10)
        defer { desk.close() }
        let link = desk.folder + "/link.sqlite", hard = desk.folder + "/hard.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: desk.database)
        #expect(Foundation.link(desk.database, hard) == 0)
        // The first writer: this test holds the lock as a training Peach would (a flock is
        // on the open file, so a process beside it meets it like any other). The desk's own
        // store has just let it go, but a process another test spawns at that moment holds a
        // copy of every descriptor until it execs (close-on-exec closes them only then): so
        // the lock is taken once that copy is gone, within a few seconds.
        var taken: TrainingStore?
        let deadline = Date() + 10
        while taken == nil && Date() < deadline {
            taken = try? TrainingStore(path: desk.database)
            if taken == nil { try await Task.sleep(for: .milliseconds(50)) }
        }
        let holder = try #require(taken, "the desk's lock was never free to take")
        let csv = desk.folder + "/empty.csv"
        try "# peach-export-format:1\ntrainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError\n"
            .write(toFile: csv, atomically: true, encoding: .utf8)
        for path in [link, hard, "./" + (desk.database as NSString).lastPathComponent] {
            let second = try await shell("cd \(desk.folder) && \"$PEACH\" import \(csv) --merge --db \(path); echo \"status $?\"")
            #expect(second.output.contains("another Peach is writing to") && second.output.contains("status 4"), "\(path): \(second.output)")
        }
        // Another login's environment (its own runtime folder) meets the same lock: it is on the file.
        let elsewhere = try await shell("XDG_RUNTIME_DIR=\(desk.folder) \"$PEACH\" import \(csv) --merge --db \(desk.database); echo \"status $?\"")
        #expect(elsewhere.output.contains("another Peach is writing to") && elsewhere.output.contains("status 4"), "\(elsewhere.output)")
        let reader = try await shell("\"$PEACH\" export --db \(link) | wc -l")
        #expect(reader.output.trimmingCharacters(in: .whitespacesAndNewlines) == "12", "\(reader.output)")
        holder.close()
    }

    @Test("two Peach processes starting together on a new file, 10 times: the one that loses always says another Peach is writing to it (exit 4)")
    func twoWritersStartTogether() async throws {
        let desk = try Desk(records: 0)
        defer { desk.close() }
        let csv = desk.folder + "/one.csv"
        try "# peach-export-format:1\ntrainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError\npitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,,\n"
            .write(toFile: csv, atomically: true, encoding: .utf8)
        for race in 0..<10 {
            let database = desk.folder + "/race-\(race).sqlite"
            let both = try await shell("""
                for n in 1 2; do ( "$PEACH" import \(csv) --merge --db \(database) 2>&1; echo "status $?" ) > \(desk.folder)/out-$n & done; wait
                cat \(desk.folder)/out-1 \(desk.folder)/out-2
                """)
            let statuses = both.output.split(separator: "\n").filter { $0.hasPrefix("status ") }
            // Both may succeed, one after the other; a refusal is only ever the lock's.
            #expect(statuses.count == 2 && statuses.allSatisfy { $0 == "status 0" || $0 == "status 4" }, "race \(race): \(both.output)")
            if statuses.contains("status 4") {
                #expect(both.output.contains("another Peach is writing to \(database)"), "race \(race): \(both.output)")
            }
        }
    }

    @Test("--db naming a folder is told it is a folder (exit 4); an empty --db is refused (exit 2), for every kind of command")
    func databasePathsThatAreNoFile() async throws {
        let desk = try Desk(records: 0)
        defer { desk.close() }
        for command in ["export", "reset --yes", "profile --json"] {
            let folder = try await shell("\"$PEACH\" \(command) --db \(desk.folder); echo \"status $?\"")
            #expect(folder.output.contains("\(desk.folder) is a folder, not a database file") && folder.output.contains("status 4"), "\(command): \(folder.output)")
            let empty = try await shell("\"$PEACH\" \(command) --db ''; echo \"status $?\"")
            #expect(empty.output.contains("--db: the path is empty") && empty.output.contains("status 2"), "\(command): \(empty.output)")
        }
        let training = try await shell("\"$PEACH\" compare --headless --db '' </dev/null; echo \"status $?\"")
        #expect(training.output.contains("--db: the path is empty") && training.output.contains("status 2"), "\(training.output)")
    }

    @Test("a database that cannot be set up on a full disk leaves nothing behind: exit 4, no file, no folder (a small tmpfs, as root)")
    func fullDiskAtStart() async throws {
        try #require(getuid() == 0, "this test mounts a tmpfs and needs root (the suite runs as root in CI)")
        let desk = try Desk(records: 0)
        defer { desk.close() }
        let mount = desk.folder + "/small"
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        let mounted = try await shell("mount -t tmpfs -o size=64k tmpfs \(mount)")
        try #require(mounted.status == 0, "mount failed: \(mounted.output)")
        defer { _ = try? shellNow("umount \(mount)") }
        _ = try await shell("dd if=/dev/zero of=\(mount)/filler bs=4k count=1000 2>/dev/null")
        let csv = desk.folder + "/empty.csv"
        try "# peach-export-format:1\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let result = try await shell("\"$PEACH\" import \(csv) --merge --db \(mount)/peach/peach.sqlite; echo \"status $?\"")
        #expect(result.output.contains("the disk is full") && result.output.contains("status 4"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount) == ["filler"])
    }
}

extension FaultTests {
    @Test("the disk fills while training headless: the last answer is not reported, 'stopped' says saveFailed, exit 5, every reported answer stored")
    func diskFillsWhileTraining() async throws {
        try #require(getuid() == 0, "this test mounts a tmpfs and needs root (the suite runs as root in CI)")
        try await ServerAccess.exclusive {
            let desk = try Desk(records: 0)
            defer { desk.close() }
            let mount = desk.folder + "/small"
            try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
            let mounted = try await shell("mount -t tmpfs -o size=1m tmpfs \(mount)")
            try #require(mounted.status == 0, "mount failed: \(mounted.output)")
            defer { _ = try? shellNow("umount \(mount)") }
            let database = mount + "/peach.sqlite"
            let peach = try PeachProcess(
                ["compare", "--headless", "--no-connect", "--db", database, "--config", desk.config, "--jack-name", uniqueName("peach")],
                interactive: true)
            defer { peach.closeInput() }
            let isNote2: ([String: Any]) -> Bool = { $0["event"] as? String == "state" && $0["state"] as? String == "playingNote2" }
            #expect(await waitUntil(timeout: 10) { peach.jsonEvents.contains(where: isNote2) }, "\(peach.errorOutput)")
            // A few answers on a disk with room, then the disk fills up.
            var answered = 0
            for _ in 0..<3 {
                #expect(await waitUntil(timeout: 10) { peach.jsonEvents.filter(isNote2).count > answered })
                peach.send("higher")
                answered += 1
                #expect(await waitUntil(timeout: 10) { peach.jsonEvents.filter { $0["event"] as? String == "trial" }.count == answered })
            }
            _ = try await shell("dd if=/dev/zero of=\(mount)/filler bs=4k count=100000 2>/dev/null")
            for _ in 0..<20 where peach.process.isRunning {
                _ = await waitUntil(timeout: 5) { peach.jsonEvents.filter(isNote2).count > answered || !peach.process.isRunning }
                peach.send("higher")
                answered += 1
            }
            let exit = try #require(await peach.waitForExit(timeout: 10))
            #expect(exit.status == 5, "\(peach.errorOutput)")
            // The reason in words on stderr too, for a script's log.
            #expect(peach.errorOutput.contains("peach: training stopped: the answer could not be saved: the disk is full"), "\(peach.errorOutput)")
            let stopped = peach.jsonEvents.last
            #expect(stopped?["event"] as? String == "stopped" && stopped?["reason"] as? String == "saveFailed", "\(peach.outputLines.suffix(3))")
            let reported = peach.jsonEvents.filter { $0["event"] as? String == "trial" }.count
            try? FileManager.default.removeItem(atPath: mount + "/filler")
            let store = try TrainingStore(path: database, access: .read)
            defer { store.close() }
            #expect(try store.counts()[.comparison] == reported, "\(reported) reported")
            #expect(reported >= 3)
        }
    }

    @Test("headless, standard output is a full device: training stops, status 6, and stderr says why (the only place that can)")
    func headlessOutputFull() async throws {
        try await ServerAccess.exclusive {
            let desk = try Desk(records: 0)
            defer { desk.close() }
            let result = try await shell("sleep 5 | \"$PEACH\" compare --headless --no-connect --db \(desk.database) --config \(desk.config) > /dev/full; echo \"status $?\"")
            #expect(result.output.contains("peach: training stopped: standard output cannot be written (No space left on device)"), "\(result.output)")
            #expect(result.output.contains("status 6"), "\(result.output)")
        }
    }

    @Test("headless, the reader of standard output leaves: training stops, status 141, nothing partial stored")
    func headlessReaderLeaves() async throws {
        try await ServerAccess.exclusive {
            let desk = try Desk(records: 0)
            defer { desk.close() }
            // Standard input stays open (no answer comes, and its end would stop Peach
            // cleanly) until Peach has exited, 20 s at most: its next line after the reader
            // left goes into a closed pipe. (A `sleep 20` held this test 20 s, whenever Peach ended.)
            let exited = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-exited")).path
            defer { try? FileManager.default.removeItem(atPath: exited) }
            let result = try await shell("""
                "$PEACH" compare --headless --no-connect --db \(desk.database) --config \(desk.config) --jack-name \(uniqueName("peach")) \
                    < <(for _ in $(seq 200); do [ -e \(exited) ] && break; sleep 0.1; done) | head -n 2 > /dev/null
                status=${PIPESTATUS[0]}; touch \(exited); echo "status $status"
                """)
            #expect(result.output.contains("status 141"), "\(result.output)")
            let store = try TrainingStore(path: desk.database, access: .read)
            defer { store.close() }
            #expect(try store.counts() == RecordCounts([.comparison: 0, .pitchMatching: 0]))
        }
    }
}

/// Records for the fault tests' databases.
enum ComparisonRecordFactory {
    static func record(_ index: Int) -> PeachCore.ComparisonRecord {
        PeachCore.ComparisonRecord(
            referenceNote: PeachCore.MIDINote(48 + index % 24), targetNote: PeachCore.MIDINote(48 + index % 24),
            centOffset: PeachCore.Cents(Double(index % 50) - 24.5), isCorrect: index % 3 != 0, interval: .unison,
            tuningSystem: .equalTemperament, timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
    }
}
