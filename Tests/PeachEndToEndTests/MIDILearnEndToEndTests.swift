import Foundation
import PeachConfig
import PeachCore
import PeachMeasurement
import PeachMIDI
import Testing

@Suite("peach midi learn, end to end")
struct MIDILearnEndToEndTests {
    @Test("scripted MIDI through JACK teaches the mapping; the config keeps its comments and a fresh process reads the mapping back")
    func learnWritesConfig() async throws {
        try await ServerAccess.exclusive {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-learn")).path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let config = directory + "/config.toml"
            try "# my studio\n[training]\nnoteGap = 0.25   # a breath between notes\n".write(toFile: config, atomically: true, encoding: .utf8)

            let controller = try JackMIDISender(name: uniqueName("pads"))
            defer { controller.close() }
            let learn = try PeachProcess([
                "midi", "learn", "--config", config, "--no-connect", "--midi-connect", controller.outputPort,
                "--jack-name", uniqueName("peach-learn"),
            ])
            let steps: [(prompt: String, bytes: [UInt8], heard: String)] = [
                ("Higher", [0x99, 40, 100], "higher: note 40 on channel 10"),
                ("Lower", [0x99, 36, 100], "lower: note 36 on channel 10"),
                ("Submit", [0xB0, 64, 127], "submit: CC64 on channel 1"),
                ("tuning", [0xE1, 0x00, 0x50], "tuning: pitch bend on channel 2"),
            ]
            for step in steps {
                #expect(await waitUntil(timeout: 10) { learn.outputLines.contains { $0.contains(step.prompt) && $0.hasSuffix("…") } },
                        "no prompt for \(step.prompt): \(learn.outputLines) \(learn.errorOutput)")
                controller.send(step.bytes)
                #expect(await waitUntil(timeout: 5) { learn.outputLines.contains { $0.trimmingCharacters(in: .whitespaces) == step.heard } },
                        "\(learn.outputLines)")
            }
            let exit = await learn.waitForExit(timeout: 10)
            #expect(exit?.status == 0, "\(learn.errorOutput)")

            let text = try String(contentsOfFile: config, encoding: .utf8)
            #expect(text.hasPrefix("# my studio\n[training]\nnoteGap = 0.25   # a breath between notes\n"))
            var expected = ControlMapping()
            expected.higher = .note(40, channel: 10)
            expected.lower = .note(36, channel: 10)
            expected.submit = .controller(64, channel: 1)
            expected.tuning = .pitchBend(channel: 2)
            #expect(try PeachConfiguration.load(path: config, disciplineSettings: []).midi.mapping == expected)

            let show = try PeachProcess(["midi", "show", "--config", config])
            #expect(await show.waitForExit(timeout: 10)?.status == 0)
            #expect(Array(show.outputLines.prefix(4)) == [
                "higher: note 40 on channel 10", "lower: note 36 on channel 10", "submit: CC64 on channel 1", "tuning: pitch bend on channel 2",
            ])
        }
    }
}
