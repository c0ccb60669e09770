import Foundation
import PeachCore
import PeachDoubles
import PeachTerminal
import Testing
@testable import PeachApp

/// The screens as a musician drives them — keys, pads, the studio's notices — with no JACK
/// and no terminal: every key path ends in what the screen then shows and what was stored.
@Suite("The screens, driven without JACK", .serialized)
struct ScreenAppTests {
    struct Running {
        let app: ScreenApp
        let rig: AppRig
        let terminal: FakeTerminal
        let events: AppEvents
        let exit: Task<Int32, Never>

        func type(_ keys: String) { terminal.type(keys) }

        @TrainingActor var hasSession: Bool { app.session != nil }
        @TrainingActor var sessionRunning: Bool { app.session?.isRunning == true }
        @TrainingActor var currentComparison: Comparison? { (app.session as? ComparisonSession)?.current }

        var training: (any TrainingScreen)? {
            get async { if case let .training(run) = await app.screen { await run.screen } else { nil } }
        }
        var compare: ComparisonView? { get async { (await training as? HearAndCompareScreen)?.view } }
        var match: MatchingView? { get async { (await training as? TuneAndMatchScreen)?.view } }
    }

    @TrainingActor
    func launch(_ rig: AppRig? = nil, opening item: MenuItem? = nil) -> Running {
        let rig = rig ?? AppRig()
        let terminal = FakeTerminal(), events = AppEvents()
        let app = ScreenApp(
            studio: rig.studio, services: rig.services, events: events, strings: Strings(language: .english),
            terminal: terminal, intervalsOverridden: false)
        return Running(app: app, rig: rig, terminal: terminal, events: events, exit: Task { await app.run(opening: item) })
    }

    static let up = "\u{1B}[A", right = "\u{1B}[C", escape = "\u{1B}", enter = "\r"

    @Test("the start screen opens each discipline by its number, with the MIDI mapping of its mode; Esc returns with its entry selected; q quits with status 0")
    func startScreen() async {
        let run = await launch()
        for (digit, item, mode) in [("1", MenuItem.compareSingleNotes, TrainingMode.compare), ("2", .compareIntervals, .compare),
                                    ("3", .matchSingleNotes, .match), ("4", .matchIntervals, .match),
                                    ("5", .compareTiming, .timing), ("6", .fillTheGap, .fill), ("7", .rhythmBack, .rhythmBack), ("8", .singAndMatch, .sing),
                                    ("9", .playItBack, .echo), ("0", .chords, .chords)] {
            run.type(digit)
            #expect(await eventually { await run.training?.menuItem == item })
            #expect(run.rig.studio.modes.last == mode)
            #expect(await run.sessionRunning)
            run.type(Self.escape)
            #expect(await eventually { if case let .start(start) = await run.app.screen { start.selected == item } else { false } })
            #expect(await !run.hasSession)
        }
        run.type("j")
        #expect(await eventually { if case let .start(start) = await run.app.screen { start.selected == .profile } else { false } })
        run.type(Self.enter)
        #expect(await eventually { if case .profile = await run.app.screen { true } else { false } })
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
    }

    @Test("Hear & Compare: a press during note 1 is said; an answer from note 2 is stored and shown; s stops and starts again with the count kept")
    func compare() async throws {
        let run = await launch(opening: .compareSingleNotes)
        #expect(await eventually { run.rig.player.pairCount == 1 })
        let pair = try #require(run.rig.player.lastPair)
        pair.first.begin()
        #expect(await eventually { await run.compare?.state == .playingNote1 })
        run.type(Self.up)
        #expect(await eventually { await run.compare?.earlyPress == true })
        #expect(run.rig.recorder.stored(ComparisonRecord.self).count == 0)
        pair.second.begin()
        #expect(await eventually { await run.compare?.state == .playingNote2 })
        #expect(await run.compare?.earlyPress == false)
        run.type("h")
        #expect(await eventually { await run.compare?.answeredThisRun == 1 })
        #expect(run.rig.recorder.stored(ComparisonRecord.self).count == 1)
        // The services' observers (the pads) were told of it, after the store.
        #expect(run.rig.recorder.observed.count == 1 && run.rig.recorder.observed.first?.as(ComparisonRecord.self) != nil)
        let correct = try #require(await run.compare?.lastAnswer?.correct)
        #expect(await eventually { run.terminal.screen.contains(correct ? "Correct" : "Wrong") })

        let answered = await run.compare?.comparison
        #expect(answered != nil)
        run.type("s")
        #expect(await eventually { await !run.hasSession })
        #expect(await run.compare?.state == .idle)
        run.type("s")
        #expect(await eventually { run.rig.player.pairCount >= 2 })
        #expect(await run.compare?.answeredThisRun == 1)
        // The new run's note 1 shows its own note, or none while it is chosen: never the last run's.
        #expect(await eventually { await run.compare?.state == .playingNote1 })
        let shown = await run.compare?.comparison, current = await run.currentComparison
        #expect(shown == nil || shown == current, "\(String(describing: shown)) after \(String(describing: answered))")
        let restarted = try #require(run.rig.player.lastPair)
        restarted.first.begin()
        restarted.second.begin()
        #expect(await eventually { await run.compare?.state == .playingNote2 })
        let chosen = await run.currentComparison
        #expect(await run.compare?.comparison == chosen)
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
    }

    @Test("a pad answers at the frame it was played: the next note 1 starts the feedback's length after it")
    func padAnswer() async throws {
        let run = await launch(opening: .compareSingleNotes)
        #expect(await run.rig.playPair(1))
        #expect(await eventually { await run.compare?.state == .playingNote2 })
        run.rig.studio.play(.lower, frame: 96_000)
        #expect(await eventually { run.rig.player.pairCount == 2 })
        let feedback = TrainingSettings.defaults.feedbackDuration
        #expect(run.rig.player.lastPair?.start == AudioTime(frame: 96_000, sampleRate: 48_000).adding(seconds: feedback))
        #expect(run.rig.recorder.stored(ComparisonRecord.self).first.map { $0.isCorrect == ($0.centOffset.value > 0) } == false)
        run.type("q")
        _ = await run.exit.value
    }

    @Test("Tune & Match: Enter before the tunable note is said; the arrows tune from the slider shown; Enter submits and stores")
    func match() async throws {
        let run = await launch(opening: .matchSingleNotes)
        #expect(await eventually { run.rig.player.startedCount == 1 })
        run.rig.player.lastStarted?.finish()
        #expect(await eventually { await run.match?.state == .awaitingControl })
        run.type(Self.enter)
        #expect(await eventually { await run.match?.earlySubmit == true })
        run.type(Self.right)
        #expect(await eventually { await run.match?.state == .playingTunable })
        #expect(await run.match?.control == KeyMap.fineStep)
        #expect(await run.match?.earlySubmit == false)
        run.type(Self.up)
        #expect(await eventually { await run.match?.control == KeyMap.fineStep + KeyMap.coarseStep })
        #expect(run.rig.player.lastStarted?.retunes.count == 1)
        run.type(Self.enter)
        #expect(await eventually { run.rig.recorder.stored(PitchMatchingRecord.self).count == 1 })
        #expect(await eventually { await run.match?.matchedThisRun == 1 })
        // A new trial centres the slider again.
        #expect(await eventually { await run.match?.state == .playingReference })
        #expect(await run.match?.control == 0)
        run.type("q")
        _ = await run.exit.value
    }

    @Test("a wheel tunes too, and a tuning control means nothing to Hear & Compare")
    func wheel() async {
        let run = await launch(opening: .matchIntervals)
        #expect(await eventually { run.rig.player.startedCount == 1 })
        run.rig.player.lastStarted?.finish()
        #expect(await eventually { await run.match?.state == .awaitingControl })
        run.rig.studio.play(.tuning(-0.25))
        #expect(await eventually { await run.match?.control == -0.25 })
        run.type(Self.escape)
        run.type("1")
        #expect(await eventually { run.rig.player.pairCount == 1 })
        run.rig.studio.play(.tuning(0.5))
        run.rig.studio.play(.submit)
        #expect(await run.rig.playPair(1))
        run.rig.studio.play(.higher)
        #expect(await eventually { run.rig.recorder.stored(ComparisonRecord.self).count == 1 })
        #expect(run.rig.recorder.stored(PitchMatchingRecord.self).count == 0)
        run.type("q")
        _ = await run.exit.value
    }

    @Test("the settings screen writes each change at once; a file broken under it is shown and never written; p plays A4")
    func settings() async throws {
        let run = await launch(opening: .settings)
        #expect(await eventually { if case .settings = await run.app.screen { true } else { false } })
        run.type(Self.right)
        #expect(await eventually { run.rig.settingsFile.written.count == 1 })
        run.rig.settingsFile.syntaxError = SettingsFileSyntaxError(line: 3, column: 7, message: "expected a value")
        run.type(Self.right)
        #expect(await eventually {
            if case let .settings(settings) = await run.app.screen { settings.configError?.contains(":3:7: expected a value") == true } else { false }
        })
        run.type(Self.right)
        #expect(run.rig.settingsFile.written.count == 1)
        run.type("p")
        #expect(await eventually { run.rig.player.startedCount == 1 })
        #expect(run.rig.player.lastStarted?.tone.frequency.hertz == 440)
        run.type("q")
        _ = await run.exit.value
    }

    @Test("? shows the screen's help and the next key only closes it")
    func help() async {
        let run = await launch()
        run.type("?")
        #expect(await eventually { await run.app.help == .start })
        run.type("j")
        #expect(await eventually { await run.app.help == nil })
        if case let .start(start) = await run.app.screen { #expect(start.selected == .compareSingleNotes) }
        // Esc closes the start screen's help too, though on the start screen itself it quits.
        run.type("?")
        #expect(await eventually { await run.app.help == .start })
        run.type(Self.escape)
        #expect(await eventually { await run.app.help == nil })
        #expect(await run.app.screen.menuItem == .compareSingleNotes)
        // A help that fits the window closes on an arrow as on any key.
        run.type("?")
        #expect(await eventually { await run.app.help == .start })
        run.type(Self.up)
        #expect(await eventually { await run.app.help == nil })
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
    }

    @Test("JACK going away stops training with its reason, no training starts again, and Peach ends with status 3")
    func jackShutdown() async {
        let run = await launch(opening: .compareSingleNotes)
        #expect(await eventually { run.rig.player.pairCount == 1 })
        run.rig.studio.report(.serverShutDown)
        #expect(await eventually { await run.compare?.stopMessage == Strings(language: .english).stopReason(.serverShutDown) })
        #expect(await !run.hasSession)
        run.type("s")
        run.type(Self.escape)
        #expect(await eventually { if case .start = await run.app.screen { true } else { false } })
        run.type("1")
        #expect(await eventually { if case let .start(start) = await run.app.screen { start.message != nil } else { false } })
        #expect(run.rig.player.pairCount == 1)
        run.type("q")
        #expect(await run.exit.value == ExitStatus.jackUnavailable)
    }

    @Test("unplugged outputs stop training and say so; s starts it again")
    func outputsDisconnected() async {
        let run = await launch(opening: .matchSingleNotes)
        #expect(await eventually { run.rig.player.startedCount == 1 })
        run.rig.studio.report(.outputsDisconnected)
        #expect(await eventually { await run.match?.stopMessage == Strings(language: .english).stopReason(.outputsDisconnected) })
        run.type("s")
        #expect(await eventually { run.rig.player.startedCount == 2 })
        run.type("q")
        #expect(await run.exit.value == ExitStatus.done)
    }

    @Test("a buffer-size change is said on the status line")
    func bufferSize() async {
        let run = await launch()
        run.rig.studio.report(.bufferSizeChanged(frames: 512))
        #expect(await eventually { run.terminal.screen.contains("JACK buffer size now 512") })
        run.type("q")
        _ = await run.exit.value
    }

    @Test("a failing sound stops the session by itself with the reason; s starts a new one")
    func audioFailure() async throws {
        let run = await launch(opening: .compareSingleNotes)
        #expect(await eventually { run.rig.player.pairCount == 1 })
        run.rig.player.lastPair?.first.fail(.playbackFailed("the renderer broke"))
        #expect(await eventually { await run.compare?.stopMessage?.contains("the renderer broke") == true })
        #expect(await !run.hasSession)
        run.type("s")
        #expect(await eventually { run.rig.player.pairCount == 2 })
        run.type("q")
        _ = await run.exit.value
    }

    @Test("an answer that cannot be stored stops training and says so; nothing is counted")
    func saveFailure() async {
        let run = await launch(opening: .compareSingleNotes)
        run.rig.recorder.failure = "No space left on device"
        #expect(await run.rig.playPair(1))
        #expect(await eventually { await run.compare?.state == .playingNote2 })
        run.type("l")
        #expect(await eventually { await run.compare?.stopMessage?.contains("No space left on device") == true })
        #expect(await run.compare?.answeredThisRun == 0)
        run.type("q")
        _ = await run.exit.value
    }

    @Test("SIGTERM stops training and ends Peach with status 0")
    func terminated() async {
        let run = await launch(opening: .compareSingleNotes)
        #expect(await eventually { run.rig.player.pairCount == 1 })
        run.events.sink.yield(.signal(SIGTERM))
        #expect(await run.exit.value == ExitStatus.done)
        #expect(await !run.hasSession)
        #expect(run.rig.player.lastPair?.first.stopCount == 1)
    }

    @Test("what starting said is on the status line, not behind the screen")
    func startupNotes() async {
        let rig = await AppRig(studio: FakeStudio(startupNotes: ["no sound card: nothing will be heard"], configWarnings: ["config.toml:2:1: unknown key"]))
        let run = await launch(rig)
        #expect(await eventually { run.terminal.screen.contains("unknown key") && run.terminal.screen.contains("nothing will be heard") })
        run.type("q")
        _ = await run.exit.value
    }
}
