import Foundation
import PeachCore
import PeachDoubles
import PeachTerminal
import Testing
@testable import PeachApp

/// The rhythm screens as a drummer drives them: the keys and pads answer and tap, what the
/// screen then says, and what was stored.
extension ScreenAppTests {
    @Test("Compare Timing: the pattern and its moved click shown; Early before that click is said; ← from it on answers, is stored and shown; a loop at its cap says so")
    func compareTiming() async throws {
        var settings = TrainingSettings()
        settings.timingRepetitions = 2
        let run = await launch(AppRig(settings: settings), opening: .compareTiming)
        // The first beat, then the second once the first sounds.
        try #require(await eventually { run.rig.clicks.clickCount == 4 })
        run.rig.clicks.play(through: run.rig.clicks.clicks[0].frame)
        try #require(await eventually { run.rig.clicks.clickCount == 8 })
        let clicks = run.rig.clicks.clicks
        run.rig.clicks.play(through: clicks[1].frame)
        #expect(await eventually { await (run.training as? CompareTimingScreen)?.view.state == .playingClicks })
        run.type("e")
        #expect(await eventually { await (run.training as? CompareTimingScreen)?.view.earlyPress == true })
        #expect(await eventually { run.terminal.screen.contains("Wait for the 3rd click") })
        #expect(run.terminal.screen.contains("* * * *   the 3rd click (the +) moves"), "\(run.terminal.screen)")
        run.rig.clicks.play(through: clicks[2].frame)
        #expect(await eventually { await (run.training as? CompareTimingScreen)?.view.state == .awaitingAnswer })
        // Both beats played unanswered: the loop has ended, and says so until the answer.
        run.rig.clicks.play(through: clicks[7].frame)
        #expect(await eventually { run.terminal.screen.contains("Played 2 times: answer when you are ready.") }, "\(run.terminal.screen)")
        run.type("\u{1B}[D")
        #expect(await eventually { run.rig.recorder.stored(TimingComparisonRecord.self).count == 1 })
        let record = try #require(run.rig.recorder.stored(TimingComparisonRecord.self).first)
        #expect(record.isCorrect == (record.offsetMs < 0))
        #expect(await eventually { run.terminal.screen.contains("the 3rd click was") && run.terminal.screen.contains("80 BPM") })
        // Marked as Hear & Compare marks its answers.
        #expect(run.terminal.screen.contains(record.isCorrect ? "✓ Correct — the 3rd click was" : "✗ Wrong — the 3rd click was"), "\(run.terminal.screen)")
        #expect(await (run.training as? CompareTimingScreen)?.view.answeredThisRun == 1)
        #expect(!run.terminal.screen.contains("Played 2 times"))
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
    }

    @Test("Fill the Gap: the gap's step shown; a pad's tap is timed by its frame and shown with its rating; Space taps too, with a word on keyboard timing that a pad's next tap takes away; a tap on a click is said at once; the status line shows the latency in use")
    func fillTheGap() async throws {
        var settings = TrainingSettings(tempo: Tempo(bpm: 120))
        settings.gapPositions = [.and]
        let rig = await AppRig(settings: settings)
        rig.clicks.reportedLatency = StudioLatency(playbackFrames: 240, captureFrames: 0, sampleRate: 48_000)
        // A microphone on `in` as well: onsets are taps too, corrected by its capture latency.
        rig.hearing.captureLatencyFrames = 128
        let run = await launch(rig, opening: .fillTheGap)
        // 120 BPM: 6000 frames a step, from 0.1 s after the clock's 48000.
        let start: UInt64 = 52_800, step: UInt64 = 6_000
        // Cycle 0 announces the gap (two clicks), then three a cycle.
        #expect(await eventually { run.rig.clicks.clickCount >= 8 })
        run.rig.clicks.play(through: start + 3 * step)
        #expect(await eventually { await (run.training as? FillTheGapScreen)?.view.state == .running })
        #expect(await eventually { run.terminal.screen.contains("latency out 5.0 ms · in 0.0 ms · extra 0.0 ms · audio in 2.7 ms") })
        #expect(await eventually { run.terminal.screen.contains("Gap on") && run.terminal.screen.contains("the and (+)") })
        // A pad 12 ms late into cycle 1's gap (its "and"), as heard: 240 frames of playback latency later.
        run.rig.studio.play(.tap, frame: start + 6 * step + 240 + 576)
        #expect(await eventually { run.terminal.screen.contains("→ 12 ms late — precise") })
        #expect(!run.terminal.screen.contains("Keyboard taps"))
        // Space into cycle 2's gap, 2 ms early.
        run.rig.clicks.clockFrame.store(start + 10 * step + 240 - 96, ordering: .relaxed)
        run.type(" ")
        #expect(await eventually { run.terminal.screen.contains("← 2.0 ms early — excellent") })
        #expect(run.terminal.screen.contains("Keyboard taps are timed only as well as the terminal delivers them"))
        #expect(await (run.training as? FillTheGapScreen)?.view.tapsInTrial == 2)
        // A pad on cycle 3's e, which sounds: said at once, counted, and the keyboard's notice is gone.
        run.rig.clicks.play(through: start + 9 * step)
        run.rig.studio.play(.tap, frame: start + 13 * step + 240)
        #expect(await eventually { run.terminal.screen.contains("on a click — the gap is on the and (+)") }, "\(run.terminal.screen)")
        #expect(run.terminal.screen.contains("1 on a click this trial"))
        #expect(!run.terminal.screen.contains("Keyboard taps"))
        // The microphone unplugged: only the MIDI latencies are in use.
        rig.hearing.isConnected = false
        #expect(await eventually { run.terminal.screen.contains("extra 0.0 ms") && !run.terminal.screen.contains("audio in") })
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
        #expect(run.rig.recorder.stored(GapFillRecord.self).count == 0)
    }

    @Test("Fill the Gap: the status line names the extra latency in use, on the screen and with the help drawn over it; not an input plugged in mid-run")
    func extraLatencyUnderHelp() async throws {
        let rig = await AppRig(settings: TrainingSettings(tempo: Tempo(bpm: 120), extraLatencyMs: 4.5))
        rig.hearing.isConnected = false
        let run = await launch(rig, opening: .fillTheGap)
        try #require(await eventually { run.rig.clicks.clickCount >= 4 })
        run.rig.clicks.play(through: run.rig.clicks.clicks[0].frame)
        #expect(await eventually { await (run.training as? FillTheGapScreen)?.view.state == .running })
        #expect(await eventually { run.terminal.screen.contains("extra 4.5 ms") })
        run.type("?")
        #expect(await eventually { run.terminal.screen.contains("An endless loop of clicks") })
        #expect(run.terminal.screen.contains("extra 4.5 ms") && !run.terminal.screen.contains("extra 0.0 ms"))
        // Nothing was connected to `in` at the start: a microphone plugged in now is not
        // listened to in this run, and its latency is not named.
        #expect(!run.terminal.screen.contains("audio in"))
        rig.hearing.isConnected = true
        // Any key closes the help; the screen drawn then asks the input afresh.
        run.type("?")
        #expect(await eventually { !run.terminal.screen.contains("An endless loop of clicks") && run.terminal.screen.contains("extra 4.5 ms") })
        #expect(!run.terminal.screen.contains("audio in"))
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
    }
}
