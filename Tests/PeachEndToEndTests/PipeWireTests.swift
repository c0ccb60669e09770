import Foundation
import PeachMeasurement
import Testing

/// Peach on PipeWire's JACK, as most Linux desktops now serve it: a private PipeWire
/// daemon (its own runtime folder), Peach and the measuring rig under `pw-jack`. This
/// process runs on jackd2's libjack, so the recorder and the controller are `peach-rig`,
/// a process of their own under `pw-jack` too.
@Suite("PipeWire's JACK, end to end", .serialized)
struct PipeWireTests {
    /// A PipeWire daemon of the test's own; nil environment values remove a variable.
    final class PrivatePipeWire: @unchecked Sendable {
        let runtime: String
        let daemon = Process()
        var environment: [String: String?] {
            // PipeWire's libjack would take a JACK server name for the name of a PipeWire remote.
            ["XDG_RUNTIME_DIR": runtime, "JACK_DEFAULT_SERVER": nil, "PIPEWIRE_REMOTE": nil]
        }

        init() throws {
            runtime = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-pw")).path
            try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            daemon.executableURL = URL(fileURLWithPath: try Self.tool("pipewire"))
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_RUNTIME_DIR"] = runtime
            daemon.environment = environment
            daemon.standardOutput = FileHandle.nullDevice
            daemon.standardError = FileHandle.nullDevice
            try daemon.run()
        }

        static func tool(_ name: String) throws -> String {
            let path = "/usr/bin/\(name)"
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw Missing(description: "\(path) is missing: scripts/setup installs pipewire and pipewire-jack")
            }
            return path
        }

        func waitUntilServing() async -> Bool {
            await waitUntil(timeout: 10) { FileManager.default.fileExists(atPath: self.runtime + "/pipewire-0") }
        }

        func stop() {
            daemon.terminate()
            daemon.waitUntilExit()
            try? FileManager.default.removeItem(atPath: runtime)
        }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func number(_ value: Any?) -> Double { HeadlessTrainingTests.number(value) }

    @Test("compare --headless under pw-jack: answers by JACK MIDI, every pair's pitch difference measured on the recording, no jackd started")
    func headlessComparisons() async throws {
        try await ServerAccess.exclusive {
            let pipewire = try PrivatePipeWire()
            defer { pipewire.stop() }
            try #require(await pipewire.waitUntilServing(), "the private PipeWire daemon did not start")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-pw-desk")).path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try "[training]\nsoundSource = \"sine\"\nnoteDuration = 0.6\nnoteGap = 0.1\nnoteRangeMin = 48\nnoteRangeMax = 72\n"
                .write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)

            let rig = try PeachProcess([uniqueName("rig"), "60", folder + "/recording.f32"], executable: PeachProcess.built("peach-rig"),
                                       launcher: ["pw-jack"], environment: pipewire.environment, interactive: true)
            defer { rig.end() }
            try #require(await waitUntil(timeout: 10) { !rig.jsonEvents.isEmpty }, "the rig did not join PipeWire: \(rig.errorOutput)")
            let ports = rig.jsonEvents[0]
            let input = try #require(ports["input"] as? String), pads = try #require(ports["pads"] as? String)

            // JACK_NO_START_SERVER is not set: Peach itself must see that PipeWire serves JACK.
            let peach = try PeachProcess([
                "compare", "--headless", "--db", folder + "/peach.sqlite", "--config", folder + "/config.toml",
                "--jack-name", uniqueName("peach"), "--connect", input, "--midi-connect", pads, "--seed", "41",
            ], launcher: ["pw-jack"], serverName: nil, environment: pipewire.environment, interactive: true, allowServerStart: true)
            defer { peach.end() }
            let isReady: ([String: Any]) -> Bool = { $0["event"] as? String == "ready" }
            try #require(await waitUntil(timeout: 10) { peach.jsonEvents.contains(where: isReady) }, "\(peach.errorOutput)")
            let isNote2: ([String: Any]) -> Bool = { $0["event"] as? String == "state" && $0["state"] as? String == "playingNote2" }
            let isTrial: ([String: Any]) -> Bool = { $0["event"] as? String == "trial" }
            for trial in 0..<8 {
                try #require(await waitUntil(timeout: 10) { peach.jsonEvents.filter(isNote2).count > trial }, "trial \(trial): \(peach.errorOutput)")
                // Note-on in hex: 0x30 is C3 (below the split note, Lower), 0x48 is C5 (Higher).
                rig.send(trial % 2 == 0 ? "send 90 30 64" : "send 90 48 64")
                try #require(await waitUntil(timeout: 10) { peach.jsonEvents.filter(isTrial).count > trial }, "no answer reached Peach in trial \(trial)")
            }
            peach.send("stop")
            let exit = try #require(await peach.waitForExit(timeout: 10))
            #expect(exit.status == 0, "\(peach.errorOutput)")
            #expect(!peach.errorOutput.contains("starting") && !peach.errorOutput.contains("jackd"), "\(peach.errorOutput)")
            rig.send("stop")
            try #require(await rig.waitForExit(timeout: 10)?.status == 0, "\(rig.errorOutput)")
            let summary = try #require(rig.jsonEvents.last)
            let sampleRate = Int(Self.number(summary["sampleRate"]))

            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/recording.f32"))
            let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
            let recording = Recording(samples: samples, firstFrame: 0, sampleRate: sampleRate)
            let segments = recording.segments(silence: 2400)
            let trials = peach.jsonEvents.filter(isTrial)
            try #require(trials.count == 8 && segments.count >= 16, "\(trials.count) trials, \(segments.count) tones")
            for (index, trial) in trials.enumerated() {
                let note1 = segments[index * 2], note2 = segments[index * 2 + 1]
                let trim = 600
                let fit1 = SignalAnalysis.fitSine(recording.samples[(note1.lowerBound + trim)...(note1.upperBound - trim)],
                                                  sampleRate: sampleRate, guess: Self.number(trial["referenceFrequency"]))
                let fit2 = SignalAnalysis.fitSine(recording.samples[(note2.lowerBound + trim)...(note2.upperBound - trim)],
                                                  sampleRate: sampleRate, guess: Self.number(trial["targetFrequency"]))
                let measured = SignalAnalysis.cents(fit2.frequency, fit1.frequency)
                let offset = Self.number(trial["centOffset"])
                #expect(abs(measured - offset) < 0.05, "trial \(index): measured \(measured) ¢, reported \(offset) ¢")
                #expect(abs(fit1.frequency - Self.number(trial["referenceFrequency"])) < 0.01, "trial \(index): note 1 at \(fit1.frequency) Hz")
                #expect((trial["answeredHigher"] as? Bool) == (index % 2 == 1), "trial \(index): pad \(index % 2 == 0 ? "C3" : "C5")")
            }
        }
    }

    @Test("under pw-jack with no PipeWire running: Peach says so and exits 3, and starts no jackd of its own")
    func noPipeWire() async throws {
        // Alone: a regression would start a jackd, which must be told from the suite's.
        try await ServerAccess.exclusive { try await noPipeWireAlone() }
    }

    /// The jackd processes running now, but the tests' own (all named `peach-…`): the other
    /// lane of JACK suites starts and stops private servers meanwhile (scripts/test).
    static func jackServers() async throws -> Set<String> {
        Set(try await shell("pgrep -a -x jackd || true").output.split(separator: "\n").map(String.init)
            .filter { !$0.contains(" -n peach-") })
    }

    func noPipeWireAlone() async throws {
        let before = try await Self.jackServers()
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-no-pw")).path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        FileManager.default.createFile(atPath: runtime + "/none.toml", contents: Data())
        _ = try PrivatePipeWire.tool("pw-jack")
        let peach = try PeachProcess(
            ["compare", "--headless", "--db", runtime + "/peach.sqlite", "--config", runtime + "/none.toml", "--jack-name", uniqueName("peach")],
            launcher: ["pw-jack"], serverName: nil, environment: ["XDG_RUNTIME_DIR": runtime, "JACK_DEFAULT_SERVER": nil],
            standardInput: "", allowServerStart: true)
        let exit = try #require(await peach.waitForExit(timeout: 20))
        #expect(exit.status == 3, "\(peach.errorOutput)")
        #expect(peach.errorOutput.contains("Peach runs on PipeWire's JACK"), "\(peach.errorOutput)")
        #expect(peach.errorOutput.contains("no PipeWire answers: start PipeWire"))
        #expect(!peach.errorOutput.contains("exited with status"), "a jackd was started: \(peach.errorOutput)")
        #expect(try await Self.jackServers() == before, "a jackd was started")
    }
}
