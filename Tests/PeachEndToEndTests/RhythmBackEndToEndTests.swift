import Foundation
import PeachCore
import PeachJack
import PeachListeningSignals
import PeachMeasurement
import PeachStore
import Testing

/// Rhythm Back as a drummer plays it back, headless: the call's strokes checked on the
/// recorded output against the frames its `call` line announces, the response tapped as MIDI
/// at chosen frames by a client of the test's own (or clapped into the input), each tap
/// reported and stored where it was played; a robot that listens to the recording and taps
/// what it heard wins, robots tapping a fixed grid win nothing.
@Suite("Rhythm Back, end to end", .serialized)
struct RhythmBackEndToEndTests {
    typealias Studio = HeadlessTrainingTests.Studio
    static let bpm = 200, rate = 48_000
    /// A twelfth of a beat at 200 BPM and 48 kHz: exactly 1200 frames.
    static let tick = 5 * rate / bpm
    static let tapNote: [UInt8] = [0x99, 38, 110]
    static func number(_ value: Any?) -> Double { HeadlessTrainingTests.number(value) }
    static func integers(_ value: Any?) -> [Int] { PlayItBackEndToEndTests.integers(value) }

    /// One call as its line says it.
    struct Call {
        var start: Int
        var beats: Int
        var heard: [Int]
        var response: [Int]
        var bars: Int { (beats + 3) / 4 }
        /// Where the response's first beat is heard.
        var responseStart: Int { start + (4 + 4 * bars) * 12 * RhythmBackEndToEndTests.tick }
    }

    static func call(_ studio: Studio, _ index: Int) async throws -> Call {
        let line = try #require(await studio.waitForEvent(index, timeout: 20) { $0["event"] as? String == "call" },
                                "call \(index) never came; stderr: \(studio.peach.errorOutput)")
        let strokes = line["strokes"] as? [[String: Any]] ?? []
        let call = Call(
            start: Int(number(line["startFrame"])), beats: Int(number(line["beats"])),
            heard: strokes.map { Int(number($0["heardFrame"])) }, response: strokes.map { Int(number($0["responseFrame"])) })
        try #require(!call.heard.isEmpty && call.heard.count == call.response.count, "\(line)")
        // The response's grid is the call's one call later, to the frame.
        #expect(zip(call.heard, call.response).allSatisfy { $1 - $0 == 4 * call.bars * 12 * tick }, "\(line)")
        return call
    }

    static func trial(_ studio: Studio, _ index: Int) async throws -> [String: Any] {
        try #require(await studio.waitForEvent(index, timeout: 25, HeadlessTrainingTests.isTrial), "no verdict for call \(index); events: \(studio.peach.jsonEvents.suffix(5))")
    }

    /// The taps as the records stored them (read after Peach stopped), call by call.
    static func storedTaps(_ studio: Studio) throws -> [[Int]] {
        let store = try TrainingStore(path: studio.database, access: .read)
        defer { store.close() }
        let records: [RhythmCallRecord] = try store.records()
        return records.map { $0.taps.map(\.frame) }
    }

    /// Each stroke of the call sounds on its frame: with the pulse only in the count-in, the
    /// call's bars hold its strokes alone, and every sound in them starts on one, to the frame.
    static func expectStrokesHeard(_ call: Call, playback: Int, in studio: Studio, alone: Bool, _ context: String) async throws {
        try await studio.settle()
        let recording = studio.recorder.recording()
        let starts = recording.segments(silence: 400).map { Int(recording.frame(atIndex: $0.lowerBound)) }
        for frame in call.heard.map({ $0 - playback }) {
            #expect(starts.contains { abs($0 - frame) <= 1 }, "\(context): no stroke starts at \(frame)")
        }
        guard alone else { return }
        let callBars = (call.start + 4 * 12 * tick - playback - tick)..<(call.responseStart - playback - tick)
        let inCall = starts.filter { callBars.contains($0) }
        #expect(inCall.count == call.heard.count, "\(context): \(inCall.count) sounds in the call's bars, \(call.heard.count) strokes")
    }

    /// Taps at `frames` (played, as heard from Peach's output), sent through the capture latency.
    static func tap(_ frames: [Int], studio: Studio, capture: Int) {
        for frame in frames { studio.controller.send(tapNote, atFrame: UInt64(frame + capture)) }
    }

    /// Listens to the recording as it comes: every sound in the call's bars is a stroke (the
    /// pulse is in the count-in only), tapped one call later as soon as it is heard. Knows
    /// what a musician knows: where the count-in began, the tempo and the call's length in
    /// beats; not the strokes. `ear`: one for the whole run (it hears the recording once, as
    /// it comes). Returns the frames it tapped.
    static func listeningRobot(_ studio: Studio, _ call: Call, ear: GapByEarEndToEndTests.Ear = .init()) async throws -> [Int] {
        let callLength = 4 * call.bars * 12 * tick
        let callStart = call.start + 4 * 12 * tick
        var tapped: [Int] = []
        let deadline = Date().addingTimeInterval(Double(call.responseStart - Int(studio.recorder.client.currentFrame)) / Double(rate) + 5)
        while Date() < deadline {
            ear.listen(studio.recorder)
            let strokes = ear.onsets.map { Int($0) }.filter { $0 >= callStart - tick && $0 < call.responseStart - tick }
            for stroke in strokes.dropFirst(tapped.count) {
                studio.controller.send(tapNote, atFrame: UInt64(stroke + callLength))
                tapped.append(stroke + callLength)
            }
            if Int(studio.recorder.recordedThroughFrame ?? 0) > call.responseStart { break }
            try await Task.sleep(for: .milliseconds(5))
        }
        return tapped
    }

    /// Every place of a fixed grid (`ticks` within each beat) through the response's bars.
    static func grid(_ ticks: [Int], _ call: Call) -> [Int] {
        (0..<(4 * call.bars)).flatMap { beat in ticks.map { call.responseStart + (beat * 12 + $0) * tick } }
    }

    @Test("at 256 frames a period, the pulse in the count-in only: robots tapping every sixteenth, every eighth and every beat are told so and win nothing, the staircase going down; a robot that listens to the recording and taps what it heard is right; every stroke sounds on its announced frame, alone in the call's bars; every tap reported and stored at the frame it was played")
    func robotsThroughJack() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: 256)
            defer { server.stop() }
            let studio = try Studio(
                mode: "rhythm", seconds: 40, training: "tempo = \(Self.bpm)\nrhythmLevel = 3\nrhythmPulse = \"countIn\"", serverName: server.name)
            defer { studio.close() }
            var sent: [[Int]] = []
            let robots: [([Int], String)] = [([0, 3, 6, 9], "every sixteenth"), ([0, 6], "every eighth"), ([0], "every beat")]
            for (index, (ticks, name)) in robots.enumerated() {
                let call = try await Self.call(studio, index)
                let taps = Self.grid(ticks, call)
                Self.tap(taps, studio: studio, capture: 0)
                sent.append(taps.map { $0 - call.start })
                let trial = try await Self.trial(studio, index)
                #expect(trial["right"] as? Bool == false && trial["fixedGrid"] as? String == name, "\(name): \(trial)")
                if index == 0 { try await Self.expectStrokesHeard(call, playback: 0, in: studio, alone: true, "call 0, 256 frames") }
            }
            let call = try await Self.call(studio, robots.count)
            let tapped = try await Self.listeningRobot(studio, call)
            sent.append(tapped.map { $0 - call.start })
            let heard = try await Self.trial(studio, robots.count)
            #expect(heard["right"] as? Bool == true && tapped.count == call.heard.count, "the listening robot tapped \(tapped.count) of \(call.heard.count): \(heard)")
            let trials = studio.peach.jsonEvents.filter(HeadlessTrainingTests.isTrial)
            #expect(trials.map { Int(Self.number($0["beats"])) } == [4, 2, 2, 2], "the staircase: −3 after wrong, never below 2")
            // Each stroke where the listening robot heard it: its offset within a frame of 0, where
            // the recorder missed no period (a period the server dropped under load shifts the
            // frames the robot hears its onsets at; the strokes' own frames are checked above).
            let offsets = (heard["strokes"] as? [[String: Any]] ?? []).map { Self.number($0["offsetMs"]) }
            // Xruns while it listened: the call's bars, the count-in before them (the frames it hears are counted back from the last period).
            let listened = UInt64(call.start)...UInt64(call.responseStart)
            if !studio.recorder.xrunFrames.contains(where: listened.contains) {
                #expect(offsets.allSatisfy { abs($0) <= 1000.0 / Double(Self.rate) + 1e-9 }, "\(offsets)")
            } else {
                print("listening robot's offsets \(offsets) ms with xruns while it listened at \(studio.recorder.xrunFrames.filter(listened.contains))")
            }
            let reported = studio.peach.jsonEvents.filter { $0["event"] as? String == "tap" }.map { Int(Self.number($0["frame"])) }
            #expect(reported == sent.flatMap { $0 }, "every tap reported at the frame it was played, from the count-in's first beat")
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0, "\(studio.peach.errorOutput)")
            #expect(try Self.storedTaps(studio) == sent, "every tap stored at the frame it was played")
        }
    }

    @Test("at 1024 frames a period, with a playback latency declared on the recorder's input, a capture latency on the pads' output and another on the drummer's, the pulse through: every stroke on its announced frame; a response tapped on a pad with one tap 20 ms late is right, that tap 20 ms late on the grid; a response clapped into the input (no pulse in its bars: no headphones) is right, each clap within 1 ms of where it was clapped; taps stored at the frames played")
    func padsAndClaps() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(period: 1024)
            defer { server.stop() }
            let playback = 300, capture = 120, drummerCapture = 200
            let drummer = try JackPlayer(name: uniqueName("drummer"), serverName: server.name, seconds: 8, captureLatency: drummerCapture)
            defer { drummer.close() }
            let studio = try Studio(
                mode: "rhythm", seconds: 30, training: "tempo = \(Self.bpm)\nrhythmLevel = 2", arguments: ["--listen", drummer.outputPort],
                serverName: server.name, playbackLatency: playback, captureLatency: capture)
            defer { studio.close() }
            let first = try await Self.call(studio, 0)
            let line = try #require(studio.peach.jsonEvents.last { $0["event"] as? String == "call" })
            #expect(line["responsePulseSilent"] as? Bool == true, "the input hears the taps and no headphones are declared: \(line)")
            let late = first.response.count / 2
            let taps = first.response.enumerated().map { $0.offset == late ? $0.element + Self.rate / 50 : $0.element }
            Self.tap(taps, studio: studio, capture: capture)
            let padded = try await Self.trial(studio, 0)
            try await Self.expectStrokesHeard(first, playback: playback, in: studio, alone: false, "call 0, 1024 frames")
            let offsets = (padded["strokes"] as? [[String: Any]] ?? []).map { Self.number($0["offsetMs"]) }
            #expect(padded["right"] as? Bool == true, "\(padded)")
            #expect(offsets.enumerated().allSatisfy { abs($0.element - ($0.offset == late ? 20 : 0)) < 0.03 }, "\(offsets)")

            // Claps into the input where the strokes fall, one 5 ms early; the drummer's sound
            // card delivers them `drummerCapture` frames after they were clapped.
            let second = try await Self.call(studio, 1)
            let early = 0
            let claps = second.response.enumerated().map { $0.offset == early ? $0.element - Self.rate / 200 : $0.element }
            let signalStart = claps[0] - Self.rate / 10
            var signal = [Float](repeating: 0, count: claps.last! - signalStart + Self.rate / 2)
            for (index, clap) in claps.enumerated() {
                mix(Percussion.clap.samples(sampleRate: Self.rate, seed: UInt64(index + 1)), into: &signal, at: clap - signalStart)
            }
            await drummer.play(signal, atFrame: UInt64(signalStart + drummerCapture))
            let clapped = try await Self.trial(studio, 1)
            #expect(clapped["right"] as? Bool == true, "\(clapped)")
            let tapLines = studio.peach.jsonEvents.filter { $0["event"] as? String == "tap" && Int(Self.number($0["trial"])) == 2 }
            let heard = tapLines.map { Int(Self.number($0["frame"])) }
            let errors = zip(heard, claps.map { $0 - second.start }).map { $0 - $1 }
            print("clapped taps: errors \(errors) frames")
            #expect(heard.count == claps.count && errors.allSatisfy { abs($0) <= Self.rate / 1000 }, "clapped \(claps.map { $0 - second.start }), heard \(heard)")
            #expect(tapLines.allSatisfy { $0["source"] as? String == "input" })
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0, "\(studio.peach.errorOutput)")
            let stored = try Self.storedTaps(studio)
            #expect(stored.first == taps.map { $0 - first.start } && stored.dropFirst().first == heard, "\(stored)")
        }
    }

    /// Calls a level for the listening robot: twenty with `scripts/test --long` at levels 1, 2
    /// and 3; by default one at level 1 (level 3's is `robotsThroughJack`'s).
    static let callsPerLevel = LongRun.choose(long: 20, short: 1)
    static let listenedLevels = LongRun.choose(long: [1, 2, 3], short: [1])

    @Test("a robot that listens to the recording and taps what it heard plays back at least 95 % of calls right at levels 1, 2 and 3 (twenty calls a level with --long; by default one at level 1)")
    func listeningRobotWins() async throws {
        try await ServerAccess.exclusive {
            for level in Self.listenedLevels {
                // A call of four bars takes 12 s at 200 BPM with its count-in, response and verdict.
                let studio = try Studio(
                    mode: "rhythm", seconds: Double(Self.callsPerLevel) * 13 + 10,
                    training: "tempo = \(Self.bpm)\nrhythmLevel = \(level)\nrhythmPulse = \"countIn\"")
                defer { studio.close() }
                var right = 0
                let ear = GapByEarEndToEndTests.Ear()
                for index in 0..<Self.callsPerLevel {
                    let call = try await Self.call(studio, index)
                    _ = try await Self.listeningRobot(studio, call, ear: ear)
                    let trial = try await Self.trial(studio, index)
                    if trial["right"] as? Bool == true { right += 1 } else { print("listening robot, level \(level), call \(index): \(trial)") }
                }
                print("listening robot, level \(level): \(right) of \(Self.callsPerLevel) right")
                #expect(Double(right) >= 0.95 * Double(Self.callsPerLevel), "level \(level): \(right) of \(Self.callsPerLevel)")
                studio.peach.send("stop")
                _ = await studio.peach.waitForExit(timeout: 10)
            }
        }
    }
}
