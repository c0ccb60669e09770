import Foundation
import PeachMeasurement
import Testing

/// Fill the Gap as a musician who only listens plays it: a robot records Peach's output,
/// hears where the gap is from the loop alone (never the screen or the events), and taps
/// there; and a robot that taps every sixteenth without listening gains nothing.
@Suite("Fill the Gap by ear, end to end")
struct GapByEarEndToEndTests {
    typealias Studio = HeadlessTrainingTests.Studio
    static let bpm = 140

    /// Step `n` of a grid from `start`, as Peach places it: start + ⌊n · 15 · rate ÷ BPM⌋.
    static func step(_ n: Int, from start: UInt64, rate: Int) -> UInt64 { start + UInt64(n * 15 * rate / bpm) }
    static let tapNote: [UInt8] = [0x99, 38, 110]

    /// What the robot heard: click onsets, by sample index of the recording. A click is
    /// sound after at least 400 samples of silence.
    final class Ear {
        private(set) var onsets: [UInt64] = []
        private var index = 0, quiet = 400

        func listen(_ recorder: JackRecorder) {
            guard let (samples, frame) = recorder.samples(from: index) else { return }
            for (offset, sample) in samples.enumerated() {
                if abs(sample) > 0.01 {
                    if quiet >= 400 { onsets.append(frame + UInt64(offset)) }
                    quiet = 0
                } else {
                    quiet += 1
                }
            }
            index += samples.count
        }
    }

    /// Listens and taps until `cycles` cycles after the first click have passed: once a cycle
    /// is heard, the next cycle's gap is tapped where the loop says it will be. Three clicks:
    /// the silent step is the gap; fewer: the cycle announced a new gap, the step that
    /// sounded beside the beat (the beat itself when it sounded alone). Returns how many
    /// taps went out.
    static func listeningRobot(_ studio: Studio, cycles: Int) async throws -> Int {
        let ear = Ear()
        let rate = studio.recorder.sampleRate, stepLength = 15 * Double(rate) / Double(bpm)
        var start: UInt64?, tapped = Set<Int>(), sent = 0
        // Only where the tap can still go out in time.
        func sendTap(_ frame: UInt64) -> Bool {
            guard frame > UInt64(studio.controller.client.currentFrame) + 2 * UInt64(studio.controller.client.bufferSize) else { return false }
            studio.controller.send(tapNote, atFrame: frame)
            return true
        }
        let deadline = Date().addingTimeInterval(Double(cycles) * 4 * 15 / Double(bpm) + 20)
        while Date() < deadline {
            // What was recorded before the ear listens: every sample up to it is then heard (read
            // after, a period recorded in between would count as heard and its click as silence).
            let recordedThrough = studio.recorder.recordedThroughFrame
            ear.listen(studio.recorder)
            if start == nil { start = ear.onsets.first }
            guard let start, let heardThrough = recordedThrough else {
                try await Task.sleep(for: .milliseconds(5))
                continue
            }
            // Cycles whose four steps (and a click's onset after the last) are all recorded.
            let heard = Double(heardThrough) > Double(start) + 3 * stepLength + 400
                ? Int((Double(heardThrough - start) - 3 * stepLength - 400) / (4 * stepLength)) : -1
            if heard >= cycles { break }
            // A silent beat is the gap: an announcing cycle always sounds the beat. Known a
            // cycle's three steps sooner than from the whole cycle, which leaves the next beat
            // 100 ms away: a robot slowed down by a busy machine would miss it.
            let beatHeard = Int((Double(heardThrough) - Double(start) - 400) / (4 * stepLength))
            if beatHeard > heard, beatHeard >= 0, !tapped.contains(beatHeard + 1) {
                let beat = Double(start) + Double(4 * beatHeard) * stepLength
                if !ear.onsets.contains(where: { abs(Double($0) - beat) < stepLength / 2 }) {
                    tapped.insert(beatHeard + 1)
                    if sendTap(Self.step(4 * (beatHeard + 1), from: start, rate: rate)) { sent += 1 }
                }
            }
            if heard >= 0, !tapped.contains(heard + 1) {
                tapped.insert(heard + 1)
                let sounded = Set(ear.onsets.compactMap { onset -> Int? in
                    guard Double(onset) + stepLength / 2 >= Double(start) else { return nil }
                    let steps: Double = (Double(onset) - Double(start)) / stepLength
                    let position = Int(steps + 0.5)
                    return position / 4 == heard ? position % 4 : nil
                })
                let gap: Int? = switch sounded.count {
                case 3: (0..<4).first { !sounded.contains($0) }
                case 2: sounded.first { $0 != 0 }
                case 1: sounded.contains(0) ? 0 : nil
                default: nil
                }
                if let gap, sendTap(Self.step(4 * (heard + 1) + gap, from: start, rate: rate)) { sent += 1 }
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        return sent
    }

    @Test("a robot that only listens fills at least 15 of 16 gaps in every trial, every gap position enabled: the loop tells it where the gap is")
    func listeningRobot() async throws {
        try await ServerAccess.exclusive {
            let studio = try Studio(mode: "fill", seconds: 60, training: "tempo = \(Self.bpm)\ngapPositions = [\"beat\", \"e\", \"and\", \"a\"]")
            defer { studio.close() }
            let running = await studio.waitForEvent(0, timeout: 15, HeadlessTrainingTests.isState("running"))
            try #require(running != nil, "the loop never ran; stderr: \(studio.peach.errorOutput)")
            // Three trials: each one announcing cycle and sixteen with the gap.
            let sent = try await Self.listeningRobot(studio, cycles: 3 * 17 + 1)
            try #require(await studio.waitForEvent(2, timeout: 15, HeadlessTrainingTests.isTrial) != nil, "three trials expected: \(studio.peach.jsonEvents.suffix(4))")
            let lines = studio.peach.jsonEvents.filter(HeadlessTrainingTests.isTrial).prefix(3)
            let filled = lines.map { Int(HeadlessTrainingTests.number($0["taps"])) }
            let gaps = studio.peach.jsonEvents.filter { $0["event"] as? String == "gap" }.compactMap { $0["position"] as? String }
            print("a listening robot: \(sent) taps sent; gaps \(gaps) filled per trial \(filled); xruns near \(studio.recorder.xrunFrames.count)")
            #expect(filled.allSatisfy { $0 >= 15 }, "gaps filled per trial: \(filled)")
            #expect(lines.allSatisfy { $0["mostlyExtra"] as? Bool == false })
            // The gap moved at every trial, and the robot followed it by ear.
            #expect(gaps.count >= 3 && zip(gaps, gaps.dropFirst()).allSatisfy { $0 != $1 }, "\(gaps)")
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0)
        }
    }

    @Test("a robot tapping every sixteenth without listening: its taps on clicks are said, its trials are mostly extra, and the band's spread is not measured from them")
    func tappingEverything() async throws {
        try await ServerAccess.exclusive {
            let studio = try Studio(mode: "fill", seconds: 40, training: "tempo = \(Self.bpm)")
            defer { studio.close() }
            let running = await studio.waitForEvent(0, timeout: 15, HeadlessTrainingTests.isState("running"))
            try #require(running != nil, "the loop never ran; stderr: \(studio.peach.errorOutput)")
            try await studio.settle()
            let recording = studio.recorder.recording()
            let first = try #require(recording.segments(silence: 400).first, "no click recorded")
            let start = recording.frame(atIndex: first.lowerBound), rate = recording.sampleRate
            // From two cycles ahead, every sixteenth for two trials and more.
            let now = UInt64(studio.controller.client.currentFrame)
            let from = Int((now - start) * UInt64(Self.bpm) / UInt64(15 * rate)) + 8
            for index in from..<(from + 4 * 36) { studio.controller.send(Self.tapNote, atFrame: Self.step(index, from: start, rate: rate)) }
            let second = await studio.waitForEvent(1, timeout: 40, HeadlessTrainingTests.isTrial)
            try #require(second != nil, "two trials expected: \(studio.peach.jsonEvents.suffix(4))")
            let extra = studio.count { $0["event"] as? String == "extraTap" }
            #expect(extra >= 40, "\(extra) extra taps said")
            let trials = studio.peach.jsonEvents.filter(HeadlessTrainingTests.isTrial)
            // The first trial may start before the taps do; the second is all taps.
            let full = try #require(trials.dropFirst().first)
            #expect(full["mostlyExtra"] as? Bool == true && HeadlessTrainingTests.number(full["extraTaps"]) >= 40, "\(full)")
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0)
            // The profile counts them, and measures no spread from trials of mostly extra taps.
            let profile = try PeachProcess(["profile", "--json", "--db", studio.database, "--config", studio.folder + "/config.toml"])
            try #require(await profile.waitForExit(timeout: 30)?.status == 0, "\(profile.errorOutput)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(profile.outputLines.joined(separator: "\n").utf8)) as? [String: Any])
            let bands = try #require((json["rhythm"] as? [String: Any])?["fillTheGap"] as? [[String: Any]])
            let band = try #require(bands.first)
            let mostly = Int(HeadlessTrainingTests.number(band["mostlyExtraTrials"]))
            #expect(mostly >= 1 && HeadlessTrainingTests.number(band["extraTaps"]) >= 40, "\(band)")
            #expect(mostly == Int(HeadlessTrainingTests.number(band["trials"])), "\(band)")
            #expect(band["spread"] is NSNull, "a spread measured from taps on every sixteenth: \(band)")
        }
    }

    @Test("±inf, NaN and huge samples played into peach:in while Fill the Gap hears it: a warning, no crash, the loop plays on")
    func hostileInput() async throws {
        try await ServerAccess.exclusive {
            let source = try JackPlayer(name: uniqueName("broken"), seconds: 3)
            defer { source.close() }
            let studio = try Studio(mode: "fill", seconds: 20, training: "tempo = \(Self.bpm)", arguments: ["--listen", source.outputPort])
            defer { studio.close() }
            let running = await studio.waitForEvent(0, timeout: 15, HeadlessTrainingTests.isState("running"))
            try #require(running != nil, "the loop never ran; stderr: \(studio.peach.errorOutput)")
            let rate = source.sampleRate
            var hostile: [Float] = []
            for value in [Float.infinity, -Float.infinity, Float.nan, 3e38, 1e18] { hostile += [Float](repeating: value, count: rate / 4) }
            await source.play(hostile)
            try await studio.pause(2)
            await source.stop()
            let warnings = studio.peach.jsonEvents.filter { $0["event"] as? String == "warning" && $0["unusableSamples"] != nil }
            #expect(!warnings.isEmpty && warnings.count <= 3, "\(warnings.count) warnings: \(studio.peach.errorOutput)")
            // Still running, and no tap was heard in samples that are no sound.
            #expect(studio.count { $0["event"] as? String == "tap" || $0["event"] as? String == "extraTap" } == 0)
            #expect(!studio.peach.jsonEvents.contains { $0["event"] as? String == "stopped" })
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0)
        }
    }
}
