import Foundation
import PeachMeasurement
import Testing

/// The rhythm disciplines run as a musician runs them, headless, each claim checked on the
/// recorded output and on taps a MIDI client on the server plays at chosen frames.
@Suite("Rhythm, end to end", .serialized)
struct RhythmEndToEndTests {
    typealias Studio = HeadlessTrainingTests.Studio

    /// The frame of step `n` of a grid that starts at `start`, as Peach counts it.
    static func step(_ n: Int, from start: UInt64, bpm: Int, rate: Int) -> UInt64 {
        start + UInt64(n) * 15 * UInt64(rate) / UInt64(bpm)
    }

    /// Every pattern with every click it may move: the combinations a run steps through.
    static let combinations: [(pattern: String, position: Int)] = [
        ("* * * *", 2), ("* * * *", 3), ("* * * *", 4), ("* - * *", 2), ("* - * *", 3), ("* * - *", 2), ("* * - *", 3),
        ("* - * -", 2), ("* - - *", 2),
    ]

    /// The steps of the beat `pattern` sounds on.
    static func steps(_ pattern: String) -> [Int] {
        pattern.split(separator: " ").enumerated().filter { $0.element == "*" }.map(\.offset)
    }

    /// The training settings of a trial of `combination`, played once.
    static func training(tempo: Int, _ combination: (pattern: String, position: Int)) -> String {
        "tempo = \(tempo)\nfeedbackDuration = 0.4\ntimingRepetitions = 1\n"
            + "timingPattern = \"\(combination.pattern)\"\ntimingPosition = \(combination.position)"
    }

    @Test("Compare Timing, every pattern and every click it may move, at --tempo 120 (the config says 80) and at 75 BPM: each click on its frame, the moved one displaced by exactly the reported offsetMs, within one frame; the record names both")
    func patternsOnTheirFrames() async throws {
        try await ServerAccess.exclusive {
            for (bpm, arguments) in [(120, ["--tempo", "120"]), (75, [])] {
                let combinations = Self.combinations
                let fileTempo = bpm == 120 ? 80 : bpm
                let studio = try Studio(mode: "timing", seconds: 40, training: Self.training(tempo: fileTempo, combinations[0]), arguments: arguments)
                defer { studio.close() }
                let path = studio.folder + "/config.toml"
                for (trial, _) in combinations.enumerated() {
                    let awaiting = await studio.waitForEvent(trial, timeout: 15, HeadlessTrainingTests.isState("awaitingAnswer"))
                    try #require(awaiting != nil, "trial \(trial) never reached its answer; stderr: \(studio.peach.errorOutput)")
                    // The next trial's settings, read once this one is answered.
                    if trial + 1 < combinations.count {
                        let config = "[training]\nsoundSource = \"sine\"\n" + Self.training(tempo: fileTempo, combinations[trial + 1]) + "\n"
                        try config.write(toFile: path, atomically: true, encoding: .utf8)
                    }
                    studio.peach.send(trial % 2 == 0 ? "late" : "early")
                    let answered = await studio.waitForEvent(trial, timeout: 10, HeadlessTrainingTests.isTrial)
                    try #require(answered != nil, "trial \(trial) was not reported")
                }
                try await studio.pause(0.5)
                try await studio.settle()
                let reported = studio.peach.jsonEvents.filter(HeadlessTrainingTests.isTrial)
                let recording = studio.recorder.recording()
                let rate = recording.sampleRate
                let onsets = recording.segments(silence: 400).map(\.lowerBound)
                let counts = combinations.map { Self.steps($0.pattern).count }
                try #require(onsets.count >= counts.reduce(0, +), "\(onsets.count) clicks recorded for \(combinations.count) trials")
                var off: [String] = []
                // A trial within a quarter second of an xrun the server reported is left out
                // (the recording cannot vouch for it); most must remain.
                let xruns = studio.recorder.xrunFrames
                var vouched = 0, first = 0
                for (trial, combination) in combinations.enumerated() {
                    let line = reported[trial]
                    if line["pattern"] as? String != combination.pattern || HeadlessTrainingTests.number(line["position"]) != Double(combination.position)
                        || HeadlessTrainingTests.number(line["tempoBPM"]) != Double(bpm) {
                        off.append("trial \(trial): reported \(line), played \(combination)")
                    }
                    let clicks = onsets[first..<(first + counts[trial])].map { recording.frame(atIndex: $0) }
                    first += counts[trial]
                    let start = clicks[0]
                    let grid = Self.steps(combination.pattern).map { Self.step($0, from: start, bpm: bpm, rate: rate) }
                    let margin = UInt64(rate / 4)
                    if xruns.contains(where: { $0 + margin >= start && $0 <= grid.last! + margin }) { continue }
                    vouched += 1
                    for (index, frame) in clicks.enumerated() where index > 0 {
                        let displacement = Double(Int64(frame) - Int64(grid[index]))
                        if index == combination.position - 1 {
                            let offsetMs = HeadlessTrainingTests.number(line["offsetMs"])
                            if abs(displacement - offsetMs * Double(rate) / 1000) > 1 || displacement == 0 {
                                off.append("trial \(trial) \(combination): click \(index + 1) \(displacement) frames off, reported \(offsetMs) ms")
                            }
                        } else if displacement != 0 {
                            off.append("trial \(trial) \(combination): click \(index + 1) \(displacement) frames off its step")
                        }
                    }
                }
                #expect(off.isEmpty, "\(bpm) BPM: \(off)")
                #expect(vouched >= combinations.count - 2, "only \(vouched) of \(combinations.count) trials away from the xruns at \(xruns)")
                // Late was the answer to the even trials: right exactly where the click came late.
                for (trial, line) in reported.prefix(combinations.count).enumerated() {
                    let late = HeadlessTrainingTests.number(line["offsetMs"]) > 0
                    #expect((line["isCorrect"] as? Bool) == (late == (trial % 2 == 0)))
                }
            }
        }
    }

    @Test("Compare Timing at its defaults (four sixteenths, up to 20 times) at 160 BPM: ten answers in a row, each as its click sounds, and never a voice short")
    func defaultsAnswerAfterAnswer() async throws {
        try await ServerAccess.exclusive {
            let studio = try Studio(mode: "timing", seconds: 30, training: "tempo = 160")
            defer { studio.close() }
            for trial in 0..<10 {
                let awaiting = await studio.waitForEvent(trial, timeout: 15, HeadlessTrainingTests.isState("awaitingAnswer"))
                try #require(awaiting != nil, "trial \(trial) never reached its answer; events: \(studio.peach.jsonEvents.suffix(4)); stderr: \(studio.peach.errorOutput)")
                studio.peach.send(trial % 2 == 0 ? "late" : "early")
                try #require(await studio.waitForEvent(trial, timeout: 10, HeadlessTrainingTests.isTrial) != nil, "trial \(trial) was not reported")
            }
            #expect(studio.count { $0["event"] as? String == "stopped" } == 0, "\(studio.peach.jsonEvents.filter { $0["event"] as? String == "stopped" })")
        }
    }

    @Test("Compare Timing loops: --pattern \"* - * -\" at 60 BPM, at most 3 times: unanswered, exactly three beats on the grid, the same click moved the same, and a loopEnded line; answered in the first beat, the next beat never sounds")
    func loopsUntilTheAnswer() async throws {
        try await ServerAccess.exclusive {
            // 60 BPM: the answer to the second trial, sent as its moved click sounds, has half
            // a second to call off the next beat.
            let bpm = 60
            let studio = try Studio(
                // A feedback of 0.8 s: the next trial starts after the answered beat would have
                // ended, so a click on the second beat's frame can only be that beat.
                mode: "timing", seconds: 30, training: "tempo = \(bpm)\nfeedbackDuration = 0.8\ntimingRepetitions = 3",
                arguments: ["--pattern", "* - * -", "--position", "2"])
            defer { studio.close() }
            let ended = await studio.waitForEvent(0, timeout: 15) { $0["event"] as? String == "loopEnded" }
            try #require(ended != nil, "the loop never ended; stderr: \(studio.peach.errorOutput)")
            #expect(HeadlessTrainingTests.number(ended?["repetitions"]) == 3)
            // Silent after the third beat: a second more, and no click.
            try await studio.pause(1)
            studio.peach.send("late")
            try #require(await studio.waitForEvent(0, timeout: 10, HeadlessTrainingTests.isTrial) != nil)
            // The second trial answered as soon as its moved click sounds: 500 ms before the next beat.
            try #require(await studio.waitForEvent(1, timeout: 15, HeadlessTrainingTests.isState("awaitingAnswer")) != nil)
            studio.peach.send("early")
            try #require(await studio.waitForEvent(1, timeout: 10, HeadlessTrainingTests.isTrial) != nil)
            try #require(await studio.waitForEvent(2, timeout: 15, HeadlessTrainingTests.isState("awaitingAnswer")) != nil)
            studio.peach.send("stop")
            _ = await studio.peach.waitForExit(timeout: 10)
            try await studio.settle()

            let reported = studio.peach.jsonEvents.filter(HeadlessTrainingTests.isTrial)
            #expect(reported.allSatisfy { $0["pattern"] as? String == "* - * -" && HeadlessTrainingTests.number($0["position"]) == 2 })
            let recording = studio.recorder.recording()
            let rate = recording.sampleRate
            let clicks = recording.segments(silence: 400).map { recording.frame(atIndex: $0.lowerBound) }
            try #require(clicks.count >= 9, "\(clicks.count) clicks")
            let beat = Self.step(4, from: 0, bpm: bpm, rate: rate)
            let offsetFrames = Int64((HeadlessTrainingTests.number(reported[0]["offsetMs"]) * Double(rate) / 1000).rounded())
            var off: [String] = []
            for repetition in 0..<3 {
                let start = clicks[0] + UInt64(repetition) * beat
                if clicks[2 * repetition] != start { off.append("beat \(repetition) starts at \(clicks[2 * repetition]), not \(start)") }
                let moved = Int64(clicks[2 * repetition + 1]) - Int64(Self.step(2, from: start, bpm: bpm, rate: rate))
                if abs(moved - offsetFrames) > 1 { off.append("beat \(repetition): the moved click \(moved) frames off, reported \(offsetFrames)") }
            }
            // Nothing after the third beat's last click until the next trial, a second and more later.
            if clicks[6] < clicks[5] + UInt64(rate) { off.append("a click \(clicks[6] - clicks[5]) frames after the third beat's last") }
            // The second trial: its first beat, then the next trial, never its second beat.
            let second = clicks[6]
            if clicks[8] == second + beat { off.append("the second trial's second beat sounded after the answer") }
            if clicks[8] < second + beat { off.append("the third trial began \(clicks[8] - second) frames into the second, before its beat ended") }
            #expect(off.isEmpty, "\(off)")
        }
    }

    /// Taps into Fill the Gap at chosen frames on a private server of `period` frames; returns
    /// the reported offsets (frames) of the taps Peach counted. The recorder's input declares
    /// `playback` frames of latency and the pads' output `capture`: a tap sent at a frame
    /// was played `capture` frames before it, a click recorded at a frame is heard `playback`
    /// frames after it, and the taps are sent where that makes their offsets the chosen ones.
    func taps(period: Int, playback: Int = 0, capture: Int = 0) async throws -> [Int] {
        let server = try PrivateJackServer(period: period)
        defer { server.stop() }
        let bpm = 100
        let studio = try Studio(
            mode: "fill", seconds: 40, training: "tempo = \(bpm)\ngapPositions = [\"and\"]", serverName: server.name,
            playbackLatency: playback == 0 ? nil : playback, captureLatency: capture == 0 ? nil : capture)
        defer { studio.close() }
        let running = await studio.waitForEvent(0, timeout: 15, HeadlessTrainingTests.isState("running"))
        try #require(running != nil, "the loop never ran; stderr: \(studio.peach.errorOutput)")
        try await studio.settle()
        let recording = studio.recorder.recording()
        let first = try #require(recording.segments(silence: 400).first, "no click recorded")
        let rate = recording.sampleRate
        // The loop's first click is its grid's step 0; its first cycle announces the gap (the
        // beat and the "and" alone), and every cycle after it leaves its "and" (step 2) silent.
        let start = recording.frame(atIndex: first.lowerBound)
        let cycleFrames = UInt64(60 * rate / bpm)
        let now = UInt64(studio.recorder.client.currentFrame)
        let firstTapped = Int((now - start) / cycleFrames) + 3
        let halfStep = Int(15 * rate / bpm / 2)
        // On time; 7.3 ms early (350.4 frames: the frame nearest); 12 ms late; past half a
        // step (on the "a", which sounds: an extra tap); two taps into one gap (the first counts).
        let plan: [(cycle: Int, offsets: [Int])] = [(0, [0]), (1, [-350]), (2, [576]), (3, [halfStep + 40]), (4, [-96, 200])]
        let tapNote: [UInt8] = [0x99, 38, 110]
        let heard = Int64(playback + capture)
        for (cycle, offsets) in plan {
            let gap = Self.step(4 * (firstTapped + cycle) + 2, from: start, bpm: bpm, rate: rate)
            for offset in offsets { studio.controller.send(tapNote, atFrame: UInt64(Int64(gap) + heard + Int64(offset))) }
        }
        let counted = await studio.waitForEvent(3, timeout: 20) { $0["event"] as? String == "tap" }
        try #require(counted != nil, "four counted taps expected; events: \(studio.peach.jsonEvents.suffix(6))")
        try await studio.pause(Double(2 * cycleFrames) / Double(rate))
        let sent = studio.controller.sentEvents().map(\.frame)
        let wanted = plan.flatMap { cycle, offsets in
            offsets.map { UInt64(Int64(Self.step(4 * (firstTapped + cycle) + 2, from: start, bpm: bpm, rate: rate)) + heard + Int64($0)) }
        }
        #expect(sent == wanted, "the taps went out at other frames than chosen")
        return studio.peach.jsonEvents.filter { $0["event"] as? String == "tap" }.map { Int(HeadlessTrainingTests.number($0["offsetFrames"])) }
    }

    @Test("Fill the Gap: taps at chosen frames are reported at their offsets to the frame, at 64 and at 1024 frames a period")
    func tapsAtChosenFrames() async throws {
        try await ServerAccess.exclusive {
            for period in [64, 1024] {
                let offsets = try await taps(period: period)
                #expect(offsets == [0, -350, 576, -96], "at \(period) frames a period")
            }
        }
    }

    @Test("Fill the Gap: with a playback latency declared on the recorder's input and a capture latency on the pads' output, the reported offsets follow the declared latencies exactly")
    func declaredLatencies() async throws {
        try await ServerAccess.exclusive {
            let offsets = try await taps(period: 256, playback: 300, capture: 120)
            #expect(offsets == [0, -350, 576, -96])
        }
    }
}

/// Minutes of the loop in real time (five in the long run, `scripts/test --long`; one by
/// default), on the shared test server but without its lock, so that it runs beside the
/// other suites rather than after them: it is mostly waiting.
/// Its recorder is `peach-rig`, a process of its own: jackd2's libjack serves one server per
/// process, and a client of this test held open for minutes put the clients other tests
/// open on their private servers onto the shared one.
@Suite("Fill the Gap for minutes")
struct FillTheGapForMinutesTests {
    @Test("Fill the Gap at 200 BPM for one minute (five with --long): every click onset on its grid frame, one silent step a cycle (the beat and one step alone in the cycle announcing each trial's gap), nothing else sounding")
    func minutesOnTheGrid() async throws {
        let bpm = 200, minutes = LongRun.choose(long: 5.0, short: 1.0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-5min")).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[training]\ntempo = \(bpm)\n".write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        let rig = try PeachProcess([uniqueName("rig"), "\(Int(minutes * 60) + 30)", folder + "/recording.f32"],
                                   executable: PeachProcess.built("peach-rig"), interactive: true)
        defer { rig.end() }
        // Generous waits for the start: this test starts with every other suite, on two busy
        // cores, and what it measures begins only once the loop runs.
        try #require(await waitUntil(timeout: 60) { !rig.jsonEvents.isEmpty }, "the rig did not start: \(rig.errorOutput)")
        let input = try #require(rig.jsonEvents[0]["input"] as? String), pads = try #require(rig.jsonEvents[0]["pads"] as? String)
        let peach = try PeachProcess([
            "fill", "--headless", "--db", folder + "/peach.sqlite", "--config", folder + "/config.toml",
            "--jack-name", uniqueName("peach"), "--connect", input, "--midi-connect", pads,
        ], interactive: true)
        defer { peach.end() }
        let isRunning: ([String: Any]) -> Bool = { $0["event"] as? String == "state" && $0["state"] as? String == "running" }
        try #require(await waitUntil(timeout: 60) { peach.jsonEvents.contains(where: isRunning) }, "the loop never ran; its last events \(peach.jsonEvents.suffix(4)); stderr: \(peach.errorOutput)\n\(ThreadStates.describe(pid: peach.process.processIdentifier))\nthe rig (pads, recorder, voice): \(ThreadStates.describe(pid: rig.process.processIdentifier)); its stderr: \(rig.errorOutput)\n\(ThreadStates.describeTestServer())")
        try await Task.sleep(for: .seconds(minutes * 60 + 2))
        peach.send("stop")
        _ = await peach.waitForExit(timeout: 10)
        #expect(!peach.jsonEvents.contains { $0["event"] as? String == "stopped" && $0["reason"] as? String != "stopped" },
                "training stopped by itself: \(peach.jsonEvents.suffix(3))")
        rig.send("stop")
        try #require(await rig.waitForExit(timeout: 20)?.status == 0, "\(rig.errorOutput)")
        let summary = try #require(rig.jsonEvents.last)
        let rate = Int(HeadlessTrainingTests.number(summary["sampleRate"]))
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/recording.f32"))
        let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        let recording = Recording(samples: samples, firstFrame: 0, sampleRate: rate)
        // Where the server reported an xrun (a client, Peach or the recorder, not done in
        // time) or skipped the recorder, the recording cannot vouch for what Peach played:
        // on two busy cores beside the other suites that happens now and then. Those cycles
        // are left out, and they must stay rare; every other cycle is checked to the frame.
        let missed = (summary["missed"] as? [[Any]] ?? []).map { Int(HeadlessTrainingTests.number($0[0]))..<Int(HeadlessTrainingTests.number($0[1])) }
        let xruns = (summary["xruns"] as? [Any] ?? []).map { Int(HeadlessTrainingTests.number($0)) }
        let margin = rate / 4
        let unvouched = missed + xruns.map { ($0 - margin)..<($0 + margin) }
        // The first accent is the loop's first beat, the cycle announcing the first trial's
        // gap; sample indices are frames from there on. Every gap position is enabled, so
        // every trial's gap is new: a trial is its announcing cycle and sixteen more.
        let accent = recording.segments(silence: 400).first { segment in recording.samples[segment].contains { abs($0) > 0.41 } }
        let start = UInt64(try #require(accent, "no accented click recorded").lowerBound)
        let steps = Int(minutes * 60 * Double(bpm) * 4 / 60)
        let clickLength = Int(0.025 * Double(rate))
        try #require(recording.samples.count > Int(RhythmEndToEndTests.step(steps, from: start, bpm: bpm, rate: rate)) + clickLength,
                     "recorded \(recording.samples.count) samples, short of \(minutes) minutes")
        var off: [String] = [], checkedCycles: [Range<Int>] = [], clicks = 0
        for cycle in 0..<(steps / 4) {
            let span = (Int(RhythmEndToEndTests.step(4 * cycle, from: start, bpm: bpm, rate: rate)) - clickLength)
                ..< (Int(RhythmEndToEndTests.step(4 * cycle + 4, from: start, bpm: bpm, rate: rate)) + clickLength)
            if unvouched.contains(where: { $0.overlaps(span) }) { continue }
            checkedCycles.append(span)
            var silentInCycle = 0
            for position in 0..<4 {
                let index = Int(RhythmEndToEndTests.step(4 * cycle + position, from: start, bpm: bpm, rate: rate))
                let body = recording.samples[index..<(index + clickLength)]
                if !body.contains(where: { $0 != 0 }) {
                    silentInCycle += 1
                } else if recording.samples[index - 1] != 0 || recording.samples[index] == 0 {
                    // A click's first sample is its onset (the kit's clicks are trimmed to their
                    // attack, the synthesized ones start at their peak), the frame before it silence.
                    let onset = recording.samples[(index - clickLength)..<(index + clickLength)].firstIndex { $0 != 0 }
                    off.append("step \(4 * cycle + position): onset \(onset.map { $0 - index } ?? Int.max) frames off")
                }
            }
            let announcing = cycle % 17 == 0
            if announcing {
                // The beat sounds, and one other step or none (a gap on the beat).
                let beat = Int(RhythmEndToEndTests.step(4 * cycle, from: start, bpm: bpm, rate: rate))
                if !recording.samples[beat..<(beat + clickLength)].contains(where: { $0 != 0 }) || !(2...3).contains(silentInCycle) {
                    off.append("cycle \(cycle), announcing: \(silentInCycle) silent steps")
                }
            } else if silentInCycle != 1 {
                off.append("cycle \(cycle): \(silentInCycle) silent steps")
            }
            clicks += 4 - silentInCycle
        }
        print("\(minutes) minutes of Fill the Gap: \(checkedCycles.count) of \(steps / 4) cycles checked; left out near \(xruns.count) xruns and \(missed.count) skipped recorder periods")
        #expect(checkedCycles.count * 20 >= (steps / 4) * 19, "only \(checkedCycles.count) of \(steps / 4) cycles free of xruns: \(xruns.count) xruns, \(missed.count) skipped periods")
        #expect(off.isEmpty, "\(off.count) faults: \(off.prefix(8))")
        // Nothing but the clicks sounded: as many sounds as clicks in the checked cycles (the
        // span's edges reach into the neighbours by a click's length, so the count starts
        // from the span's first step).
        let sounds = recording.segments(silence: 400).filter { segment in
            checkedCycles.contains { ($0.lowerBound + clickLength)..<($0.upperBound - clickLength) ~= segment.lowerBound }
        }
        #expect(sounds.count == clicks, "\(sounds.count) sounds for \(clicks) clicks")
        // A trial is seventeen cycles, 5.1 s at 200 BPM: fifty-seven of them ended in five
        // minutes, ten in one, untapped.
        #expect(peach.jsonEvents.filter { $0["event"] as? String == "untapped" }.count >= Int(minutes * 60 / 5.1) - 1)
    }
}
