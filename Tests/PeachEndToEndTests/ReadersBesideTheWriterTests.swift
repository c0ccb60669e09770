import Foundation
import PeachCore
import PeachMeasurement
import Testing

/// One Peach trains (the writer, holding the database's lock); reports, exports and the
/// profile as JSON read beside it, while importing and resetting still wait their turn.
@Suite("Readers beside a training Peach, end to end")
struct ReadersBesideTheWriterTests {
    func run(_ arguments: [String], input: String? = nil) async throws -> (status: Int32, output: [String], errors: String) {
        let peach = try PeachProcess(arguments, standardInput: input)
        let exit = try #require(await peach.waitForExit(timeout: 30))
        return (exit.status, peach.outputLines, peach.errorOutput)
    }

    /// 200 comparisons of a listener of about 10 cents, then 3 answered by the trainer below.
    static func history() -> String {
        var random = SeededRandom(seed: 200)
        var lines = [
            "# peach-export-format:1",
            "trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError",
        ]
        for index in 0..<200 {
            let difference = 10 * pow(2, random.uniform(in: -1...1))
            let correct = random.nextUnit() < 0.5 + 0.5 * (1 - pow(2, -pow(difference / 10, 2)))
            lines.append(String(format: "pitchDiscrimination,2026-03-01T10:%02d:%02dZ,60,C4,60,C4,P1,equalTemperament,%.4f,%@,,", index / 60, index % 60, difference, correct ? "true" : "false"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("while Peach trains: profile --json, export and report --html succeed with a consistent snapshot; import and reset are refused")
    func readersBesideTheWriter() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-readers")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/peach.sqlite", config = folder + "/config.toml", csv = folder + "/history.csv"
        try "[training]\nsoundSource = \"sine\"\nnoteDuration = 0.3\n".write(toFile: config, atomically: true, encoding: .utf8)
        try Self.history().write(toFile: csv, atomically: true, encoding: .utf8)
        #expect(try await run(["import", csv, "--replace", "--db", database]).status == 0)

        try await ServerAccess.exclusive {
            let trainer = try PeachProcess(
                ["compare", "--headless", "--no-connect", "--db", database, "--config", config, "--jack-name", uniqueName("peach")],
                interactive: true)
            defer { trainer.closeInput() }
            var answered = 0
            for _ in 0..<3 {
                #expect(await waitUntil(timeout: 10) { trainer.outputLines.filter { $0.contains("\"state\":\"playingNote2\"") }.count > answered })
                trainer.send("higher")
                answered += 1
                #expect(await waitUntil(timeout: 10) { trainer.outputLines.filter { $0.contains("\"event\":\"trial\"") }.count == answered })
            }

            let profile = try await run(["profile", "--json", "--db", database, "--config", config])
            #expect(profile.status == 0, "\(profile.errors)")
            #expect(profile.errors.isEmpty, "\(profile.errors)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(profile.output.joined().utf8)) as? [String: Any])
            let overall = try #require(object["overall"] as? [String: Any])
            // Everything committed so far: the history and the three answers.
            #expect(overall["answers"] as? Int == 203)
            #expect(overall["threshold"] is Double)

            let export = try await run(["export", "--db", database])
            #expect(export.status == 0 && export.errors.isEmpty, "\(export.errors)")
            #expect(export.output.count == 2 + 203)

            let report = try await run(["report", "--html", folder + "/report.html", "--db", database, "--config", config])
            #expect(report.status == 0, "\(report.errors)")
            #expect(try String(contentsOfFile: folder + "/report.html", encoding: .utf8).contains("203 comparisons"))

            // A backup never goes over the database a Peach trains on, whichever --db it reads.
            let elsewhere = folder + "/elsewhere.sqlite"
            for arguments in [["backup", database, "--db", elsewhere], ["backup", database, "--db", database]] {
                let refused = try await run(arguments)
                #expect(refused.status == 2 && refused.errors.contains("nothing was written"), "\(arguments): \(refused.status) \(refused.errors)")
            }

            for arguments in [["import", csv, "--merge"], ["reset", "--yes"]] {
                let refused = try await run(arguments + ["--db", database])
                #expect(refused.status == 4, "\(arguments)")
                #expect(refused.errors.contains("another Peach is writing to"), "\(refused.errors)")
            }
            trainer.send("stop")
            let exit = try #require(await trainer.waitForExit(timeout: 10))
            #expect(exit.status == 0)
        }
        // The readers wrote nothing: the trainer's answers and the history are all there is.
        let after = try await run(["export", "--db", database])
        #expect(after.status == 0 && after.errors.isEmpty, "\(after.status): \(after.errors)")
        #expect(after.output.count == 2 + 203, "\(after.output.suffix(3))")
    }
}
