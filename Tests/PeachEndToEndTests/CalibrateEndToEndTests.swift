import Foundation
import PeachMeasurement
import Testing

/// `peach calibrate` on the server: a MIDI client taps along with the clicks it records,
/// at chosen frames, and the value written to the config is what those frames say.
@Suite("Calibration, end to end")
struct CalibrateEndToEndTests {
    @Test("taps 4.5 ms behind the clicks as heard (give or take a frame) propose extraLatencyMs = 4.5, written with --write, comments kept")
    func proposesTheMedian() async throws {
        try await ServerAccess.exclusive {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-calibrate")).path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = folder + "/config.toml"
            try "# my studio\n[training]\ntempo = 120 # a steady groove\n".write(toFile: config, atomically: true, encoding: .utf8)
            let recorder = try JackRecorder(name: uniqueName("rec"), seconds: 30)
            defer { recorder.close() }
            let pads = try JackMIDISender(name: uniqueName("pads"))
            defer { pads.close() }
            recorder.start()
            let peach = try PeachProcess([
                "calibrate", "--write", "--config", config, "--jack-name", uniqueName("peach"),
                "--connect", recorder.inputPort, "--midi-connect", pads.outputPort,
            ])
            defer { peach.end() }
            // The first click, recorded, is where the clicks are: one a beat, 24000 frames at 120 BPM.
            var start: UInt64?
            _ = await waitUntil(timeout: 10) {
                start = recorder.recording().segments(silence: 400).first.map { recorder.recording().frame(atIndex: $0.lowerBound) }
                return start != nil
            }
            let first = try #require(start, "no click recorded; stderr: \(peach.errorOutput)")
            let jitter: [Int64] = [0, 48, -48, 24, -24]
            // From the third click on (the first two are heard before the taps can be sent).
            for click in 2..<32 {
                let frame = Int64(first) + Int64(click) * 24_000 + 216 + jitter[click % 5]
                pads.send([0x99, 38, 100], atFrame: UInt64(frame))
            }
            let exit = await peach.waitForExit(timeout: 40)
            #expect(exit?.status == 0, "stderr: \(peach.errorOutput)")
            let output = peach.outputLines.joined(separator: "\n")
            #expect(output.contains("30 taps: median +4.5 ms"), "\(output)")
            #expect(output.contains("wrote extraLatencyMs = 4.5"))
            let written = try String(contentsOfFile: config, encoding: .utf8)
            #expect(written == "# my studio\n[training]\ntempo = 120 # a steady groove\nextraLatencyMs = 4.5\n", "\(written)")
        }
    }

    @Test("a storm of note-ons, eight a click: refused with its reason, exit 1, the config untouched")
    func refusesAStorm() async throws {
        try await ServerAccess.exclusive {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-calibrate")).path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = folder + "/config.toml"
            let before = "[training]\ntempo = 120\n"
            try before.write(toFile: config, atomically: true, encoding: .utf8)
            let recorder = try JackRecorder(name: uniqueName("rec"), seconds: 30)
            defer { recorder.close() }
            let pads = try JackMIDISender(name: uniqueName("pads"))
            defer { pads.close() }
            recorder.start()
            let peach = try PeachProcess([
                "calibrate", "--write", "--config", config, "--jack-name", uniqueName("peach"),
                "--connect", recorder.inputPort, "--midi-connect", pads.outputPort,
            ])
            defer { peach.end() }
            var start: UInt64?
            _ = await waitUntil(timeout: 10) {
                start = recorder.recording().segments(silence: 400).first.map { recorder.recording().frame(atIndex: $0.lowerBound) }
                return start != nil
            }
            let first = try #require(start, "no click recorded; stderr: \(peach.errorOutput)")
            // Eight note-ons around every click, 3000 frames apart: each click finds one, the rest find none.
            for click in 2..<32 {
                for tap in 0..<8 {
                    pads.send([0x99, 38, 100], atFrame: UInt64(Int64(first) + Int64(click) * 24_000 - 9_000 + Int64(tap) * 3_000))
                }
            }
            let exit = await peach.waitForExit(timeout: 40)
            #expect(exit?.status == 1, "stderr: \(peach.errorOutput)")
            #expect(peach.errorOutput.contains("240 taps for 32 clicks: more than one a click"), "\(peach.errorOutput)")
            #expect(try String(contentsOfFile: config, encoding: .utf8) == before)
        }
    }
}
