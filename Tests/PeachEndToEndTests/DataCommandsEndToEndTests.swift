import Foundation
import GRDB
import PeachMeasurement
import Testing

@Suite("peach export, import and reset, end to end")
struct DataCommandsEndToEndTests {
    func run(_ arguments: [String], input: String? = nil) async throws -> (status: Int32, output: [String], errors: String) {
        let peach = try PeachProcess(arguments, standardInput: input)
        let exit = try #require(await peach.waitForExit(timeout: 30))
        return (exit.status, peach.outputLines, peach.errorOutput)
    }

    @Test("the original app's format 3 imports; export writes it back; --format 1 keeps the pitch rows and says what it left out")
    func formatThree() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-v3")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/peach.sqlite"
        let header = "trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError,tempoBPM,offsetMs,meanOffsetMs,meanOffsetMsPosition0,meanOffsetMsPosition1,meanOffsetMsPosition2,meanOffsetMsPosition3"
        let rows = [
            "pitchDiscrimination,2026-03-03T14:30:00Z,60,C4,64,E4,M3,equalTemperament,15.5,true,,,,,,,,,",
            "pitchMatching,2026-03-03T14:30:01Z,60,C4,67,G4,P5,equalTemperament,,,25.0,3.2,,,,,,,",
            "rhythmOffsetDetection,2026-03-03T14:30:02Z,,,,,,,,true,,,120,5.3,,,,,",
            "continuousRhythmMatching,2026-03-03T14:30:03Z,,,,,,,,,,,90,,-4.25,-6.5,,-2.0,",
        ]
        try (["# peach-export-format:3", header] + rows).joined(separator: "\r\n").write(toFile: folder + "/phone.csv", atomically: true, encoding: .utf8)

        let imported = try await run(["import", folder + "/phone.csv", "--merge", "--db", database])
        #expect(imported.status == 0 && imported.output == ["imported 4, skipped 0 duplicates, rejected 0"], "\(imported.errors)")
        let exported = try await run(["export", "--db", database])
        #expect(exported.status == 0 && exported.output == ["# peach-export-format:3", header] + rows, "\(exported.output)")

        let old = try await run(["export", "--format", "1", folder + "/old.csv", "--db", database])
        #expect(old.status == 0, "\(old.errors)")
        #expect(old.errors.contains("left out 1 Compare Timing answer and 1 Fill the Gap trial: format 1 has no columns for them (format 3 keeps them)"), "\(old.errors)")
        let oldText = try String(contentsOfFile: folder + "/old.csv", encoding: .utf8)
        #expect(oldText.hasPrefix("# peach-export-format:1\n") && oldText.split(separator: "\n").count == 4, "\(oldText)")
        // What the old layout holds reads back as it was written.
        let again = try await run(["import", folder + "/old.csv", "--merge", "--db", database])
        #expect(again.output == ["imported 0, skipped 2 duplicates, rejected 0"], "\(again.errors)")

        let unknown = try await run(["export", "--format", "2", "--db", database])
        #expect(unknown.status == 2 && unknown.errors.contains("--format"), "\(unknown.errors)")
        let reset = try await run(["reset", "--yes", "--db", database])
        #expect(reset.output == ["deleted 1 comparison, 1 match, 1 Compare Timing answer and 1 Fill the Gap trial"], "\(reset.output)")
    }

    @Test("backup and restore keep every field: the restored records give the same profile --json; export says what format 3 leaves out")
    func backupAndRestore() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-backup")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Records as the release before wrote them: every kind, Fill the Gap's taps, a sung match.
        let released = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../PeachStoreTests/Fixtures/peach-v4.sqlite").standardized.path
        let database = folder + "/peach.sqlite"
        try FileManager.default.copyItem(atPath: released, toPath: database)

        let exported = try await run(["export", folder + "/out.csv", "--db", database])
        #expect(exported.status == 0, "\(exported.errors)")
        #expect(exported.errors.contains(
            "not in format 3: 3 Fill the Gap taps, how 1 match was made (sung) and the pattern and moved click of 2 Compare Timing answers; peach backup keeps them"),
            "\(exported.errors)")

        let backup = try await run(["backup", folder + "/peach.backup", "--db", database])
        #expect(backup.status == 0, "\(backup.errors)")
        #expect(backup.errors.contains("backed up 3 comparisons, 2 matches, 2 Compare Timing answers and 2 Fill the Gap trials to \(folder)/peach.backup"), "\(backup.errors)")
        let restored = folder + "/restored.sqlite"
        let restore = try await run(["restore", folder + "/peach.backup", "--replace", "--db", restored])
        #expect(restore.status == 0 && restore.output == ["restored 9, skipped 0 already stored"], "\(restore.errors)")
        let before = try await run(["profile", "--json", "--db", database])
        let after = try await run(["profile", "--json", "--db", restored])
        #expect(before.status == 0 && after.status == 0 && !before.output.isEmpty)
        #expect(after.output == before.output)
        // Through format 3 the taps and how the match was made are gone: the profile differs.
        let viaCSV = try await run(["import", folder + "/out.csv", "--merge", "--db", folder + "/csv.sqlite"])
        #expect(viaCSV.status == 0, "\(viaCSV.errors)")
        #expect(try await run(["profile", "--json", "--db", folder + "/csv.sqlite"]).output != before.output)

        let again = try await run(["restore", folder + "/peach.backup", "--merge", "--db", restored])
        #expect(again.output == ["restored 0, skipped 9 already stored"], "\(again.errors)")
        let toStandardOutput = try await run(["backup", "-", "--db", database])
        #expect(toStandardOutput.status == 2 && toStandardOutput.errors.contains("a backup is a file of its own"), "\(toStandardOutput.errors)")
        let notABackup = try await run(["restore", folder + "/out.csv", "--merge", "--db", restored])
        #expect(notABackup.status == 2 && notABackup.errors.contains("not a backup of Peach's") && notABackup.errors.contains("nothing was restored"), "\(notABackup.errors)")
    }

    @Test("import reports its summary and bad rows; export gives the file back; reset asks first")
    func roundTripThroughTheBinary() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-data")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/db/peach.sqlite"
        let csv = folder + "/in.csv"
        try """
            # peach-export-format:1
            trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError
            pitchDiscrimination,2026-02-14T10:30:00Z,60,C4,60,C4,P1,equalTemperament,-12.5,true,,
            pitchMatching,2026-02-14T10:31:00Z,57,A3,57,A3,P1,equalTemperament,,,13.2,-0.8
            pitchMatching,2026-02-14T10:32:00Z,57,A4,57,A3,P1,equalTemperament,,,13.2,-0.8

            """.write(toFile: csv, atomically: true, encoding: .utf8)

        let imported = try await run(["import", csv, "--merge", "--db", database])
        #expect(imported.status == 0)
        // A database in a folder that did not exist: made, and said so.
        #expect(imported.errors.contains("peach: created \(folder)/db for the training records"), "\(imported.errors)")
        #expect(imported.output == ["imported 2, skipped 0 duplicates, rejected 1"])
        #expect(imported.errors.contains("in.csv:5: referenceNoteName 'A4' does not match referenceNote 57 (A3)"))

        let again = try await run(["import", csv, "--merge", "--db", database])
        #expect(again.output == ["imported 0, skipped 2 duplicates, rejected 1"])

        let exported = try await run(["export", "--db", database])
        #expect(exported.status == 0)
        #expect(exported.output.count == 4 && exported.output[2].hasPrefix("pitchDiscrimination,2026-02-14T10:30:00Z,60,C4"))

        // A piped line is no one's answer: without a terminal reset refuses (asking is in
        // CommandLineTests); --yes deletes.
        let refused = try await run(["reset", "--db", database], input: "yes\n")
        #expect(refused.status == 2 && refused.errors.contains("--yes"), "\(refused.errors)")
        let reset = try await run(["reset", "--yes", "--db", database])
        #expect(reset.status == 0 && reset.output == ["deleted 1 comparison and 1 match"])

        // Without a mode: what the two modes do, in words.
        let modeless = try await run(["import", csv, "--db", database])
        #expect(modeless.status == 2)
        #expect(modeless.errors.contains("say how to import: --replace (everything stored is swapped for the file) or --merge"), "\(modeless.errors)")
        #expect(!modeless.errors.contains("--replace <replace>"))

        // Every file written is reported the same way, on stderr.
        let report = try await run(["report", "--html", folder + "/report.html", "--db", database])
        #expect(report.status == 0 && report.errors.contains("peach: wrote the report to \(folder)/report.html"), "\(report.errors)")
        let export = try await run(["export", folder + "/out.csv", "--db", database])
        #expect(export.status == 0 && export.errors.contains("peach: exported 0 records to \(folder)/out.csv"), "\(export.errors)")
    }

    @Test("a 300 MB file of one line is refused from its beginning: line 1 has no version line, at once and in little memory")
    func hugeOneLineFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-data")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await shell("head -c 300000000 /dev/zero | tr '\\0' x > \(folder)/huge.csv")
        // GNU time's %M: the largest resident size in KiB.
        let result = try await shell("/usr/bin/time -f 'rss %M' \"$PEACH\" import \(folder)/huge.csv --merge --db \(folder)/peach.sqlite; echo \"status $?\"")
        #expect(result.output.contains("huge.csv: line 1: missing version line") && result.output.contains("status 2"), "\(result.output)")
        let rss = result.output.split(separator: "\n").first { $0.hasPrefix("rss ") }.flatMap { Int($0.dropFirst(4)) }
        #expect((rss ?? .max) < 100_000, "\(result.output)")
    }

    @Test("a corrupt database ends every data command with exit code 4 and is left as it was")
    func corruptDatabase() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-data")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/peach.sqlite"
        let garbage = Data(repeating: 0x5A, count: 4096)
        try garbage.write(to: URL(fileURLWithPath: database))
        let csv = folder + "/in.csv"
        try "# peach-export-format:1\n".write(toFile: csv, atomically: true, encoding: .utf8)
        for arguments in [["export"], ["reset", "--yes"], ["import", csv, "--merge"]] {
            let result = try await run(arguments + ["--db", database])
            #expect(result.status == 4, "\(arguments): \(result.errors)")
            #expect(result.errors.contains("left untouched"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == garbage)
    }

    @Test("a record Peach would not have written ends every reading command with words and 4, never a signal, naming the file, table, row and column; a backup holding one, or lacking a table, is refused (2) before anything changes; a backup never goes over the records or a database")
    func damagedRecords() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-damaged")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let released = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../PeachStoreTests/Fixtures/peach-v4.sqlite").standardized.path
        let database = folder + "/peach.sqlite", other = folder + "/other.sqlite"
        try FileManager.default.copyItem(atPath: released, toPath: database)
        try FileManager.default.copyItem(atPath: released, toPath: other)
        #expect(try await run(["backup", folder + "/good.backup", "--db", database]).status == 0)
        // The other records opened by this Peach once (migrated, marked): what a refused restore leaves is compared with that.
        #expect(try await run(["restore", folder + "/good.backup", "--merge", "--db", other]).output == ["restored 0, skipped 9 already stored"])
        func damage(_ path: String, _ sql: String) throws {
            let file = try DatabaseQueue(path: path)
            try file.writeWithoutTransaction { try $0.execute(sql: sql) }
            try file.close()
        }

        // A backup with an infinite time, one with text where a note belongs, one without a table.
        for (name, sql, says) in [
            ("inf.backup", "UPDATE comparison SET timestamp = 9e999 WHERE id = 2", "table comparison, row 2, column timestamp: inf is not a time Peach writes"),
            ("text.backup", "PRAGMA ignore_check_constraints = ON; UPDATE comparison SET referenceNote = 'abc' WHERE id = 1",
             "table comparison, row 1, column referenceNote: the text 'abc' is not a whole number"),
            ("real.backup", "UPDATE gapTap SET offsetFrames = 1e300 WHERE id = 1", "table gapTap, row 1, column offsetFrames: the real 1e+300 is not a whole number"),
            ("tableless.backup", "DROP TABLE timingComparison", "the versions of its layout say it holds the table timingcomparison, and it does not"),
        ] {
            let path = folder + "/" + name
            try FileManager.default.copyItem(atPath: folder + "/good.backup", toPath: path)
            try damage(path, sql)
            let before = try Data(contentsOf: URL(fileURLWithPath: other))
            for mode in ["--replace", "--merge"] {
                let restore = try await run(["restore", path, mode, "--yes", "--db", other])
                #expect(restore.status == 2, "\(name) \(mode): \(restore.status) \(restore.errors)")
                #expect(restore.errors.contains("\(path): not a backup Peach can restore") && restore.errors.contains(says) && restore.errors.contains("nothing was restored"), "\(restore.errors)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before, "\(name): the records changed")
        }

        // The records themselves holding an infinite time: every reader says where, and 4.
        try damage(database, "UPDATE comparison SET timestamp = 9e999 WHERE id = 2")
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        for arguments in [["profile", "--json"], ["export"], ["report", "--html", folder + "/r.html"], ["backup", folder + "/new.backup"]] {
            let result = try await run(arguments + ["--db", database])
            #expect(result.status == 4, "\(arguments): \(result.status) \(result.errors)")
            #expect(result.errors.contains("\(database) holds a record Peach would not have written (table comparison, row 2, column timestamp: inf is not a time Peach writes"), "\(arguments): \(result.errors)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)

        // A backup never goes over the records, nor over a database.
        for (target, says) in [(database, "this is the training records themselves"), (other, "it is a database Peach trains on, not a backup")] {
            let refused = try await run(["backup", target, "--db", database])
            #expect(refused.status == 2 && refused.errors.contains(says) && refused.errors.contains("nothing was written"), "\(refused.errors)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }
}
