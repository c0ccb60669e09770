import Foundation
import PeachCore
import PeachDoubles
import Testing
@testable import PeachApp

/// The headless loop without JACK: commands on standard input, pads and notices from the
/// studio, JSON lines out; every way it stops, with its `stopped` reason and exit status.
@Suite("Headless training, driven without JACK", .serialized)
struct HeadlessRunTests {
    struct Running {
        let run: HeadlessRun
        let rig: AppRig
        let input: InputLines
        let output: RecordingOutput
        let exit: Task<Int32, Never>

        func stopped() async -> (reason: String?, status: Int32) {
            let status = await exit.value
            return (output.events("stopped").last?["reason"] as? String, status)
        }
    }

    @TrainingActor
    func launch(_ discipline: any TrainingDiscipline, rig: AppRig? = nil, endOfInputStops: Bool = true) -> Running {
        let rig = rig ?? AppRig(), input = InputLines(), output = RecordingOutput()
        let run = HeadlessRun(
            studio: rig.studio, services: rig.services, discipline: discipline, output: output,
            input: { input.next() }, endOfInputStops: endOfInputStops)
        return Running(run: run, rig: rig, input: input, output: output, exit: Task { await run.run() })
    }

    /// Until the session's first state: the listeners and the signal handlers are in place.
    func ready(_ running: Running) async -> Bool {
        await eventually { !running.output.events("state").isEmpty }
    }

    @Test("compare: ready, states, an answer from standard input as a trial line, then stop")
    func compare() async throws {
        let running = await launch(HearAndCompare())
        #expect(await running.rig.playPair(1))
        #expect(await eventually { running.output.events("state").contains { $0["state"] as? String == "playingNote2" } })
        running.input.send("higher")
        #expect(await eventually { running.output.events("trial").count == 1 })
        let trial = try #require(running.output.events("trial").first)
        let stored = try #require(running.rig.recorder.stored(ComparisonRecord.self).first)
        #expect(trial["mode"] as? String == "compare" && trial["answeredHigher"] as? Bool == true)
        #expect(trial["isCorrect"] as? Bool == stored.isCorrect && trial["interval"] as? String == "P1")
        #expect(trial["referenceNote"] as? Int == stored.referenceNote.rawValue)
        #expect(running.output.lines.first?.hasPrefix(#"{"event":"ready","client":"peach-test","sampleRate":48000"#) == true)
        #expect(running.rig.studio.modes == [.compare])
        running.input.send("stop")
        let end = await running.stopped()
        #expect(end.reason == "stopped" && end.status == ExitStatus.done)
    }

    @Test("match: slider then submit; the trial line has the error the slider left")
    func match() async throws {
        let running = await launch(TuneAndMatch())
        #expect(await eventually { running.rig.player.startedCount == 1 })
        running.rig.player.lastStarted?.finish()
        #expect(await eventually { running.output.events("state").contains { $0["state"] as? String == "awaitingControl" } })
        running.input.send("slider 0.5")
        #expect(await eventually { running.rig.player.startedCount == 2 })
        running.input.send("submit")
        #expect(await eventually { running.output.events("trial").count == 1 })
        let trial = try #require(running.output.events("trial").first)
        let stored = try #require(running.rig.recorder.stored(PitchMatchingRecord.self).first)
        #expect(trial["mode"] as? String == "match")
        // JSONSerialization on Linux reads a number back to within a rounding of the shortest decimal.
        #expect(abs(try #require(trial["userCentError"] as? Double) - stored.userCentError.value) < 1e-9)
        #expect(running.rig.studio.modes == [.match])
        running.input.close()
        let end = await running.stopped()
        #expect(end.reason == "endOfInput" && end.status == ExitStatus.done)
    }

    @Test("a line it does not know is a warning, never a stop; a pad's start/stop stops")
    func badLineAndPadStop() async {
        let running = await launch(HearAndCompare())
        #expect(await ready(running))
        running.input.send("louder")
        #expect(await eventually { running.output.events("warning").contains { ($0["message"] as? String)?.contains("unknown command: 'louder'; peach compare takes higher, lower, stop") == true } })
        // A command of another discipline is named as such, and changes nothing here.
        running.input.send("tap")
        let tap = "'tap' does nothing in peach compare, which takes higher, lower, stop"
        #expect(await eventually { running.output.events("warning").contains { $0["message"] as? String == tap } })
        #expect(running.output.events("stopped").isEmpty && running.output.events("trial").isEmpty)
        running.rig.studio.play(.startStop)
        let end = await running.stopped()
        #expect(end.reason == "stopped" && end.status == ExitStatus.done)
    }

    @Test("Play It Back takes replay on standard input (the phrase again); another discipline's command is named with what it takes")
    func playItBackReplay() async {
        let running = await launch(PlayItBack())
        #expect(await ready(running))
        running.input.send("replay")
        running.input.send("tap")
        let tap = "'tap' does nothing in peach echo, which takes replay, stop"
        #expect(await eventually { running.output.events("warning").contains { $0["message"] as? String == tap } })
        #expect(!running.output.events("warning").contains { ($0["message"] as? String)?.contains("'replay'") == true }, "\(running.output.events("warning"))")
        running.input.send("stop")
        let end = await running.stopped()
        #expect(end.reason == "stopped" && end.status == ExitStatus.done)
    }

    @Test("under a session manager, the end of input does not stop training: a pad still answers")
    func managedInput() async {
        let running = await launch(HearAndCompare(), endOfInputStops: false)
        running.input.close()
        #expect(await running.rig.playPair(1))
        #expect(await eventually { running.output.events("state").contains { $0["state"] as? String == "playingNote2" } })
        running.rig.studio.play(.lower, frame: 4_800)
        #expect(await eventually { running.output.events("trial").count == 1 })
        #expect(running.output.events("stopped").isEmpty)
        await running.run.stop(.terminated)
        let end = await running.stopped()
        #expect(end.reason == "terminated" && end.status == ExitStatus.done)
    }

    @Test("xruns and buffer-size changes are reported as they come")
    func notices() async {
        let running = await launch(TuneAndMatch())
        #expect(await ready(running))
        running.rig.studio.report(.xruns(total: 2))
        running.rig.studio.report(.bufferSizeChanged(frames: 1024))
        #expect(await eventually { running.output.events("xrun").first?["count"] as? Int == 2 })
        #expect(await eventually { running.output.events("warning").contains { ($0["message"] as? String)?.contains("1024 frames") == true } })
        running.input.send("stop")
        _ = await running.stopped()
    }

    @Test("the studio's faults stop training with their reason and exit status", arguments: [
        (EngineNotice.serverShutDown, "jackShutdown", ExitStatus.jackUnavailable),
        (.outputsDisconnected, "outputsDisconnected", ExitStatus.of(.outputsDisconnected)),
    ])
    func studioFaults(notice: EngineNotice, reason: String, status: Int32) async {
        let running = await launch(HearAndCompare())
        #expect(await ready(running))
        running.rig.studio.report(notice)
        let end = await running.stopped()
        #expect(end.reason == reason && end.status == status)
        #expect(await running.run.faultMessage != nil)
    }

    @Test("a failing sound stops with audioError and says why")
    func audioError() async {
        let running = await launch(HearAndCompare())
        #expect(await eventually { running.rig.player.pairCount == 1 })
        running.rig.player.lastPair?.first.fail(.playbackFailed("the renderer broke"))
        let end = await running.stopped()
        #expect(end.reason == "audioError" && end.status == ExitStatus.of(.audioError))
        #expect(await running.run.faultMessage?.contains("the renderer broke") == true)
    }

    @Test("an answer that cannot be stored stops with saveFailed and status 5; no trial line is written")
    func saveFailed() async {
        let running = await launch(HearAndCompare())
        running.rig.recorder.failure = "No space left on device"
        #expect(await running.rig.playPair(1))
        #expect(await eventually { running.output.events("state").contains { $0["state"] as? String == "playingNote2" } })
        running.input.send("lower")
        let end = await running.stopped()
        #expect(end.reason == "saveFailed" && end.status == ExitStatus.saveFailed)
        #expect(running.output.events("trial").isEmpty)
        #expect(await running.run.faultMessage?.contains("No space left on device") == true)
    }

    @Test("a reader that went away stops training with status 141; a failing output with status 6 and why")
    func outputFaults() async {
        let gone = await launch(HearAndCompare())
        #expect(await ready(gone))
        gone.output.failure = .readerGone
        gone.rig.studio.report(.xruns(total: 1))
        #expect(await gone.exit.value == ExitStatus.readerGone)

        let full = await launch(HearAndCompare())
        #expect(await ready(full))
        full.output.failure = .failed("No space left on device")
        full.rig.studio.report(.xruns(total: 1))
        #expect(await full.exit.value == ExitStatus.cannotWrite)
        #expect(await full.run.faultMessage?.contains("No space left on device") == true)
    }

    @Test("Ctrl-C, SIGTERM and Ctrl-Z stop training with their own reasons", arguments: [
        (SIGINT, "interrupted"), (SIGTERM, "terminated"), (SIGTSTP, "suspended"),
    ])
    func signals(number: Int32, reason: String) async throws {
        // The signal's reason as the handler gives it to `stop`: raising a real signal here
        // would reach every test of the process (the built binary gets real ones in the
        // end-to-end tests).
        let given = try #require(HeadlessRun.signalReasons[number])
        #expect(given.word == reason)
        let running = await launch(TuneAndMatch())
        #expect(await ready(running))
        await running.run.stop(given)
        let end = await running.stopped()
        #expect(end.reason == reason && end.status == ExitStatus.of(given))
    }

    @Test("every stop reason has its own word in the stopped line, as scripts have always read them")
    func stopWords() {
        let words: [StopReason: String] = [
            .stopped: "stopped", .endOfInput: "endOfInput", .interrupted: "interrupted", .terminated: "terminated",
            .suspended: "suspended", .serverShutDown: "jackShutdown", .outputsDisconnected: "outputsDisconnected",
            .audioError: "audioError", .outputClosed: "outputClosed", .outputFailed: "outputFailed", .saveFailed: "saveFailed",
        ]
        #expect(words.count == StopReason.allCases.count)
        for reason in StopReason.allCases { #expect(reason.word == words[reason], "\(reason)") }
    }
}
