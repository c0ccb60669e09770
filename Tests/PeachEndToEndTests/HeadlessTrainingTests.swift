import Foundation
import PeachAudio
import PeachCore
import PeachDoubles
import PeachMeasurement
import PeachStore
import Testing

/// Peach run as a separate process in headless mode: a test client records its output and
/// plays the controller into midi_in; every claim is checked on the recording and the database.
@Suite("Headless training, end to end")
struct HeadlessTrainingTests {
    final class Studio: @unchecked Sendable {
        let folder: String
        let recorder: JackRecorder
        let controller: JackMIDISender
        let peach: PeachProcess
        var database: String { folder + "/peach.sqlite" }

        /// `playbackLatency`, `captureLatency`: what the recorder's input and the controller's
        /// output declare, as a sound card's and a MIDI interface's ports do. `arguments`: more
        /// of the command line.
        init(
            mode: String, seconds: Double, training: String, arguments: [String] = [], serverName: String? = nil,
            playbackLatency: Int? = nil, captureLatency: Int? = nil
        ) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-e2e")).path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Sines: the pitch fits here check the sessions and the engine; SoundFont pitch has its own tests.
            try "[training]\nsoundSource = \"sine\"\n\(training)\n".write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
            recorder = try JackRecorder(name: uniqueName("rec"), serverName: serverName, seconds: seconds, playbackLatency: playbackLatency)
            controller = try JackMIDISender(name: uniqueName("pads"), serverName: serverName, captureLatency: captureLatency)
            recorder.start()
            var environmentServer: String? = serverName
            if environmentServer == nil { environmentServer = ProcessInfo.processInfo.environment["JACK_DEFAULT_SERVER"] }
            peach = try PeachProcess([
                mode, "--headless", "--db", folder + "/peach.sqlite", "--config", folder + "/config.toml",
                "--jack-name", uniqueName("peach"), "--connect", recorder.inputPort, "--midi-connect", controller.outputPort,
                "--seed", "\(Int.random(in: 1...1_000_000))",
            ] + arguments, serverName: environmentServer, interactive: true)
        }

        /// Waits for the n-th (0-based) JSON event matching `predicate`.
        func waitForEvent(_ index: Int = 0, timeout: Double = 10, _ predicate: @escaping ([String: Any]) -> Bool) async -> [String: Any]? {
            var found: [String: Any]?
            _ = await waitUntil(timeout: timeout) {
                let matching = self.peach.jsonEvents.filter(predicate)
                found = matching.count > index ? matching[index] : nil
                return found != nil
            }
            return found
        }

        func count(_ predicate: ([String: Any]) -> Bool) -> Int { peach.jsonEvents.filter(predicate).count }

        /// Waits until `seconds` more of Peach's output are recorded: a stretch of JACK's time.
        func pause(_ seconds: Double) async throws {
            let recorded = await recorder.waitForRecording(seconds: seconds)
            try #require(recorded, "the recorder did not record \(seconds) s more\(recorder.isFull ? " (its recording was full)" : "")")
        }

        /// Waits until the recorder holds everything played so far (the period now running and the next).
        func settle() async throws {
            let through = UInt64(recorder.client.currentFrame) + 2 * UInt64(recorder.client.bufferSize)
            let reached = await recorder.waitUntilRecorded(throughFrame: through)
            try #require(reached, "the recorder never reached frame \(through)\(recorder.isFull ? " (its recording was full)" : "")")
        }

        func close() {
            peach.closeInput()
            controller.close()
            recorder.close()
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    static func isState(_ state: String) -> @Sendable ([String: Any]) -> Bool { { $0["event"] as? String == "state" && $0["state"] as? String == state } }
    static func isTrial(_ event: [String: Any]) -> Bool { event["event"] as? String == "trial" }

    /// A JSON number, whichever way Foundation decoded it.
    static func number(_ value: Any?) -> Double {
        switch value {
        case let double as Double: double
        case let integer as Int: Double(integer)
        case let number as NSNumber: number.doubleValue
        default: .nan
        }
    }

    /// Thirty in the long run (`scripts/test --long`), twelve by default: every kind of
    /// answer (during note 2, after it, higher and lower) comes four times even so.
    static let comparisonCount = LongRun.choose(long: 30, short: 12)

    @Test("12 comparisons (30 with --long) answered through MIDI: offsets, records, early cuts and the 0.4 s feedback, measured on the output; single notes, as the screen trains, whatever intervals the config lists")
    func comparisons() async throws {
        let count = Self.comparisonCount
        try await ServerAccess.exclusive {
            let studio = try Studio(
                mode: "compare", seconds: 3.4 * Double(count) + 10,
                training: "noteDuration = 0.8\nnoteGap = 0.1\nnoteRangeMin = 48\nnoteRangeMax = 72\nintervals = [\"P5\", \"M3-down\"]")
            defer { studio.close() }
            try #require(await studio.waitForEvent { $0["event"] as? String == "ready" } != nil, "\(studio.peach.errorOutput)")
            for trial in 0..<count {
                try #require(await studio.waitForEvent(trial, Self.isState("playingNote2")) != nil, "trial \(trial): \(studio.peach.errorOutput)")
                // Two answers in three during note 2 (at a random moment of its 0.8 s), the third after it.
                if trial % 3 != 2 {
                    try await studio.pause(Double.random(in: 0.1...0.3))
                } else {
                    let waited = trial / 3
                    try #require(await studio.waitForEvent(waited, Self.isState("awaitingAnswer")) != nil)
                }
                studio.controller.send(trial % 2 == 0 ? [0x90, 72, 100] : [0x90, 48, 100], offset: Int.random(in: 0..<256))
                try #require(await studio.waitForEvent(trial, Self.isTrial) != nil)
            }
            try #require(await studio.waitForEvent(count, Self.isState("playingNote1")) != nil)
            studio.peach.send("stop")
            let exit = await studio.peach.waitForExit(timeout: 10)
            #expect(exit?.status == 0, "\(studio.peach.errorOutput)")
            try await studio.settle()

            let trials = studio.peach.jsonEvents.filter(Self.isTrial)
            let answers = studio.controller.sentEvents().map(\.frame)
            try #require(trials.count == count && answers.count == count)
            let recording = studio.recorder.recording()
            // Note 1, the gap, note 2, then 0.4 s of feedback: each tone is its own segment.
            let segments = recording.segments(silence: 2400)
            try #require(segments.count >= 2 * count + 1, "found \(segments.count) tones")
            let period = UInt64(studio.recorder.client.bufferSize)
            let release = UInt64(ToneEnvelope.rampFrames(sampleRate: recording.sampleRate))
            var earlyCount = 0
            // A note the server disturbed (an xrun near it, on two busy cores beside the other
            // suites) is not fitted: the fit would measure the splice. They must stay rare.
            let xruns = studio.recorder.xrunFrames
            var disturbed = 0
            for (index, trial) in trials.enumerated() {
                let note1 = segments[index * 2], note2 = segments[index * 2 + 1]
                let trim = 600
                let offset = Self.number(trial["centOffset"])
                // JACK tells the recorder of an xrun on a thread of its own, a little later.
                let margin = recording.sampleRate / 4
                if recording.isDisturbed(note1, xrunFrames: xruns, margin: margin) || recording.isDisturbed(note2, xrunFrames: xruns, margin: margin) {
                    disturbed += 1
                } else {
                    let fit1 = SignalAnalysis.fitSine(recording.samples[(note1.lowerBound + trim)...(note1.upperBound - trim)],
                                                      sampleRate: recording.sampleRate, guess: Self.number(trial["referenceFrequency"]))
                    let fit2 = SignalAnalysis.fitSine(recording.samples[(note2.lowerBound + trim)...(note2.upperBound - trim)],
                                                      sampleRate: recording.sampleRate, guess: Self.number(trial["targetFrequency"]))
                    let measured = SignalAnalysis.cents(fit2.frequency, fit1.frequency)
                    #expect(abs(measured - offset) < 0.05, "trial \(index): measured \(measured) ¢, reported \(offset) ¢")
                }
                #expect((trial["isCorrect"] as! Bool) == ((trial["answeredHigher"] as! Bool) == (offset > 0)))
                #expect((trial["answeredHigher"] as! Bool) == (index % 2 == 0))
                // `peach compare` is single notes on the screen, and so headless; the event says which task.
                #expect(trial["interval"] as? String == "P1" && trial["tuningSystem"] as? String == "equalTemperament", "\(trial)")
                #expect(Self.number(trial["referenceNote"]) == Self.number(trial["targetNote"]))

                let answer = answers[index]
                // Early, as it reached Peach: before note 2's natural end (a loaded machine may
                // deliver a planned early answer late). It is cut within one period of the
                // answer's frame, then the 5 ms release runs out.
                let naturalEnd = recording.frame(atIndex: note2.lowerBound) - 1 + UInt64(0.8 * Double(recording.sampleRate))
                if answer + period + release < naturalEnd {
                    earlyCount += 1
                    let end = recording.frame(atIndex: note2.upperBound)
                    #expect(end >= answer && end <= answer + period + release + 1,
                            "trial \(index): note 2 ended \(Int64(end) - Int64(answer)) frames after the answer")
                }
                // The next note 1 starts 0.4 s after the answer: within a period, and the few
                // milliseconds a timer on a loaded machine (the other suites beside this one)
                // may wake late, since the feedback's wait is the training clock's, not JACK's.
                let next = segments[index * 2 + 2]
                let onset = recording.frame(atIndex: next.lowerBound) - 1
                let expected = answer + UInt64(0.4 * Double(recording.sampleRate))
                let late = Int64(recording.sampleRate / 100)
                #expect(Int64(onset) - Int64(expected) >= -Int64(period) && Int64(onset) - Int64(expected) <= Int64(period) + late,
                        "trial \(index): next note 1 \(Int64(onset) - Int64(answer)) frames after the answer")
            }

            // Two in three were sent during note 2; half of them at least must reach Peach then.
            #expect(earlyCount >= count / 3, "only \(earlyCount) answers came during note 2")
            #expect(disturbed <= max(2, count / 10), "\(disturbed) of \(count) trials near an xrun: \(xruns.count) xruns")

            let store = try TrainingStore(path: studio.database)
            defer { store.close() }
            let stored: [ComparisonRecord] = try store.records()
            #expect(stored.count == count)
            for (record, trial) in zip(stored, trials) {
                #expect(abs(record.centOffset.value - Self.number(trial["centOffset"])) < 1e-9)
                #expect(Double(record.referenceNote.rawValue) == Self.number(trial["referenceNote"]))
                #expect(record.isCorrect == trial["isCorrect"] as! Bool)
            }
        }
    }

    @Test("10 matches: the pitch-bend positions and pad submits give errors equal to the recorded pitch differences")
    func matches() async throws {
        try await ServerAccess.exclusive {
            let studio = try Studio(mode: "match", seconds: 40, training: "noteDuration = 0.4\nnoteRangeMin = 48\nnoteRangeMax = 72")
            defer { studio.close() }
            try #require(await studio.waitForEvent { $0["event"] as? String == "ready" } != nil, "\(studio.peach.errorOutput)")
            var random = SeededRandom(seed: 10)
            for trial in 0..<10 {
                try #require(await studio.waitForEvent(trial, Self.isState("awaitingControl")) != nil, "\(studio.peach.errorOutput)")
                for _ in 0..<2 {
                    let bend = random.integer(in: 0...16383)
                    studio.controller.send([0xE0, UInt8(bend & 0x7F), UInt8(bend >> 7)])
                    // Held for longer than the stretch fitted before the submit.
                    try await studio.pause(0.25)
                }
                studio.controller.send([0x90, 40, 100])
                try #require(await studio.waitForEvent(trial, Self.isTrial) != nil)
            }
            studio.peach.send("stop")
            #expect(await studio.peach.waitForExit(timeout: 10)?.status == 0)

            let trials = studio.peach.jsonEvents.filter(Self.isTrial)
            let recording = studio.recorder.recording()
            // The silence before the first movement can be short: a few ms split the tones.
            let segments = recording.segments(silence: 400)
            try #require(segments.count >= 20, "found \(segments.count) tones")
            let pitch = PitchCalculator()
            for (index, trial) in trials.enumerated() {
                let reference = segments[index * 2], tunable = segments[index * 2 + 1]
                let referenceGuess = pitch.frequency(of: MIDINote(Int(Self.number(trial["referenceNote"])))).hertz
                let error = Self.number(trial["userCentError"])
                let fitReference = SignalAnalysis.fitSine(recording.samples[(reference.lowerBound + 600)...(reference.upperBound - 600)],
                                                          sampleRate: recording.sampleRate, guess: referenceGuess)
                // The last stretch of the tunable note, after the last movement.
                let fitTunable = SignalAnalysis.fitSine(recording.samples[(tunable.upperBound - 9000)...(tunable.upperBound - 600)],
                                                        sampleRate: recording.sampleRate, guess: referenceGuess * Cents(error).ratio)
                let measured = SignalAnalysis.cents(fitTunable.frequency, fitReference.frequency)
                #expect(abs(measured - error) < 0.05, "match \(index): measured \(measured) ¢, reported \(error) ¢")
            }
            let store = try TrainingStore(path: studio.database)
            defer { store.close() }
            let stored: [PitchMatchingRecord] = try store.records()
            // JSON carries the values in decimal; they agree to the last few bits.
            #expect(stored.count == trials.count)
            for (record, trial) in zip(stored, trials) {
                #expect(abs(record.userCentError.value - Self.number(trial["userCentError"])) < 1e-9)
            }
        }
    }

    @Test("SIGTERM during note 2 stops with 'terminated', keeps the answered trials, writes nothing partial")
    func sigterm() async throws {
        try await ServerAccess.exclusive {
            let studio = try Studio(mode: "compare", seconds: 20, training: "noteDuration = 0.5")
            defer { studio.close() }
            for trial in 0..<2 {
                try #require(await studio.waitForEvent(trial, Self.isState("playingNote2")) != nil, "\(studio.peach.errorOutput)")
                studio.peach.send("higher")
                try #require(await studio.waitForEvent(trial, Self.isTrial) != nil)
            }
            try #require(await studio.waitForEvent(2, Self.isState("playingNote2")) != nil)
            kill(studio.peach.process.processIdentifier, SIGTERM)
            let exit = await studio.peach.waitForExit(timeout: 10)
            #expect(exit?.reason == .exit && exit?.status == 0)
            #expect(studio.peach.jsonEvents.last?["reason"] as? String == "terminated")
            let store = try TrainingStore(path: studio.database)
            defer { store.close() }
            #expect(try store.counts() == RecordCounts([.comparison: 2, .pitchMatching: 0]))
        }
    }

    @Test("unplugging the outputs stops training with 'outputsDisconnected'")
    func outputsUnplugged() async throws {
        try await ServerAccess.exclusive {
            let studio = try Studio(mode: "compare", seconds: 20, training: "noteDuration = 1.0")
            defer { studio.close() }
            let ready = try #require(await studio.waitForEvent { $0["event"] as? String == "ready" })
            try #require(await studio.waitForEvent(0, Self.isState("playingNote1")) != nil)
            // Unplugged while note 1 sounds.
            try #require(await waitUntil(timeout: 10) { studio.recorder.heardSound() }, "note 1 never sounded")
            let client = ready["client"] as! String
            studio.recorder.client.disconnect("\(client):out_L", from: studio.recorder.inputPort)
            let exit = await studio.peach.waitForExit(timeout: 10)
            #expect(exit?.status == 0, "last events \(studio.peach.jsonEvents.suffix(4)); stderr: \(studio.peach.errorOutput)\n\(exit == nil ? ThreadStates.describe(pid: studio.peach.process.processIdentifier) : "")\n\(ThreadStates.describeTestServer())")
            #expect(studio.peach.jsonEvents.last?["reason"] as? String == "outputsDisconnected")
            let store = try TrainingStore(path: studio.database)
            defer { store.close() }
            #expect(try store.counts() == RecordCounts([.comparison: 0, .pitchMatching: 0]))
        }
    }

    @Test("killing the JACK server during a trial stops with 'jackShutdown', exit code 3, the database intact")
    func serverKilled() async throws {
        try await ServerAccess.exclusive {
            let server = try PrivateJackServer(fixedName: PrivateJackServer.killedServerName)
            defer { server.stop() }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(uniqueName("peach-e2e")).path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try "".write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
            let peach = try PeachProcess(
                ["compare", "--headless", "--db", folder + "/peach.sqlite", "--config", folder + "/config.toml", "--no-connect",
                 "--jack-name", uniqueName("peach")], serverName: server.name, interactive: true)
            defer { peach.closeInput() }
            let isNote2 = Self.isState("playingNote2")
            #expect(await waitUntil(timeout: 10) { peach.jsonEvents.contains(where: isNote2) }, "\(peach.errorOutput)")
            peach.send("lower")
            #expect(await waitUntil(timeout: 10) { peach.jsonEvents.filter(isNote2).count == 2 })
            kill(server.processIdentifier, SIGKILL)
            let exit = await peach.waitForExit(timeout: 10)
            #expect(exit?.status == 3)
            #expect(peach.jsonEvents.last?["reason"] as? String == "jackShutdown")
            // The reason in words on stderr too, for a script's log.
            #expect(peach.errorOutput.contains("peach: training stopped: the JACK server went away"), "\(peach.errorOutput)")
            let store = try TrainingStore(path: folder + "/peach.sqlite")
            defer { store.close() }
            #expect(try store.counts() == RecordCounts([.comparison: 1, .pitchMatching: 0]))
        }
    }
}
