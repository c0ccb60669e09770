import Foundation
import PeachMeasurement
import Testing

/// `peach calibrate` on the server: a MIDI client taps along with the clicks it records,
/// at chosen frames, and the value written to the config is what those frames say.
@Suite("Calibration, end to end")
struct CalibrateEndToEndTests {
    /// `peach calibrate --write` at 120 BPM with `config` written first; `tap` is handed the
    /// pads, the frame of the first click as recorded (one a beat after it, 24000 frames) and
    /// the frame recorded through when it was found (the clicks before it are past).
    /// Returns Peach's exit status, its output and its errors, and the config as it is after.
    func calibrate(config contents: String, tap: (JackMIDISender, UInt64, UInt64) -> Void) async throws -> (status: Int32?, output: String, errors: String, config: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-calibrate")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.toml"
        try contents.write(toFile: config, atomically: true, encoding: .utf8)
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
        // The first click, recorded, is where the clicks are. A generous wait: the test may
        // start beside every other suite's first seconds, on two busy cores.
        var start: UInt64?
        _ = await waitUntil(timeout: 30) {
            start = recorder.recording().segments(silence: 400).first.map { recorder.recording().frame(atIndex: $0.lowerBound) }
            return start != nil
        }
        tap(pads, try #require(start, "no click recorded; stderr: \(peach.errorOutput)"), recorder.recordedThroughFrame ?? 0)
        let exit = await peach.waitForExit(timeout: 40)
        return (exit?.status, peach.outputLines.joined(separator: "\n"), peach.errorOutput, try String(contentsOfFile: config, encoding: .utf8))
    }

    @Test("taps 4.5 ms behind the clicks as heard (give or take a frame) propose extraLatencyMs = 4.5, written with --write, comments kept")
    func proposesTheMedian() async throws {
        try await ServerAccess.exclusive {
            var taps = 0
            let run = try await calibrate(config: "# my studio\n[training]\ntempo = 120 # a steady groove\n") { pads, first, now in
                let jitter: [Int64] = [0, 48, -48, 24, -24]
                // The clicks still a quarter of a second ahead (usually from the third on; on a
                // busy machine the first click is found later), in whole rounds of the jitter:
                // the median is the 216 frames whatever the first.
                let firstFrame = Int64(first), soon = Int64(now) + 12_000
                let next = (2..<32).first { (click: Int) -> Bool in firstFrame + Int64(click) * 24_000 > soon } ?? 32
                taps = (32 - next) / 5 * 5
                for click in next..<(next + taps) {
                    let frame: Int64 = firstFrame + Int64(click) * 24_000 + 216 + jitter[click % 5]
                    pads.send([0x99, 38, 100], atFrame: UInt64(frame))
                }
            }
            #expect(taps >= 20, "the first click was found too late: \(taps) clicks left to tap")
            #expect(run.status == 0, "stderr: \(run.errors)")
            #expect(run.output.contains("\(taps) taps: median +4.5 ms"), "\(run.output)")
            #expect(run.output.contains("wrote extraLatencyMs = 4.5"))
            #expect(run.config == "# my studio\n[training]\ntempo = 120 # a steady groove\nextraLatencyMs = 4.5\n", "\(run.config)")
        }
    }

    @Test("a storm of note-ons, eight a click: refused with its reason, exit 1, the config untouched")
    func refusesAStorm() async throws {
        try await ServerAccess.exclusive {
            let before = "[training]\ntempo = 120\n"
            let run = try await calibrate(config: before) { pads, first, _ in
                // Eight note-ons around every click, 3000 frames apart: each click finds one, the rest find none.
                for click in 2..<32 {
                    for tap in 0..<8 { pads.send([0x99, 38, 100], atFrame: UInt64(Int64(first) + Int64(click) * 24_000 - 9_000 + Int64(tap) * 3_000)) }
                }
            }
            #expect(run.status == 1, "stderr: \(run.errors)")
            #expect(run.errors.contains("240 taps for 32 clicks: more than one a click"), "\(run.errors)")
            #expect(run.config == before)
        }
    }
}
