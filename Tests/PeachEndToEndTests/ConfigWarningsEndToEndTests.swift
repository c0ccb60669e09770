import Foundation
import PeachMeasurement
import Testing

/// What the config file warns about at start reaches a script that reads only the headless
/// events, not just the terminal's standard error.
@Suite("Config warnings in headless mode, end to end")
struct ConfigWarningsEndToEndTests {
    @Test("an unknown key and a missing SoundFont come as headless warning events, and on stderr as before")
    func warningsAsEvents() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-config")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[training]\nsoundSource = \"sine\"\ncolour = 1\n[sound]\nsoundFonts = [\"/nowhere/font.sf2\"]\n"
            .write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        let peach = try PeachProcess(
            ["compare", "--headless", "--no-connect", "--db", folder + "/peach.sqlite", "--config", folder + "/config.toml", "--jack-name", uniqueName("peach")],
            interactive: true)
        defer { peach.closeInput() }
        #expect(await waitUntil(timeout: 15) { peach.jsonEvents.contains { $0["event"] as? String == "ready" } }, "\(peach.errorOutput)")
        peach.send("stop")
        _ = await peach.waitForExit(timeout: 10)
        let warnings = peach.jsonEvents.filter { $0["event"] as? String == "warning" }.compactMap { $0["message"] as? String }
        #expect(warnings.contains { $0.contains("config.toml:3:1: unknown key 'colour' in [training], ignored") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("/nowhere/font.sf2 does not exist") }, "\(warnings)")
        #expect(peach.errorOutput.contains("unknown key 'colour'"), "\(peach.errorOutput)")
    }

    @Test("a client name JACK would refuse is a configuration error naming the file, line, column and key (status 2)")
    func clientNameRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-config")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/c.toml"
        for (name, words) in [
            ("", "clientName: the client name is empty"),
            (String(repeating: "x", count: 64), "JACK allows 63"),
            ("a:b", "may not contain ':'"),
        ] {
            try "[jack]\nclientName = \"\(name)\"\n".write(toFile: config, atomically: true, encoding: .utf8)
            let result = try await shell("\"$PEACH\" midi show --config '\(config)' 2>&1; echo \"status $?\"")
            #expect(result.output.contains("\(config):2:1: clientName: "), "\(result.output)")
            #expect(result.output.contains(words) && result.output.contains("status 2"), "\(result.output)")
        }
    }
}
