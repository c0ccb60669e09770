import Foundation
import PeachCore
import PeachTerminal

/// The terminal UI: draws the screens from the sessions' state and turns keys (through
/// `KeyMap`), MIDI and signals into commands for the sessions. It runs on the training
/// actor beside the sessions, so it reads their state directly; the store it leaves to the
/// sessions' observers, and the audio to the sessions (and the settings screen's preview).
@TrainingActor
public final class ScreenApp {
    let studio: any Studio
    let services: TrainingServices
    let strings: Strings
    let terminal: any TerminalScreen
    let events: AppEvents
    /// `--intervals` on the command line: those intervals instead of the settings'.
    let intervalsOverridden: Bool

    var screen: AppScreen
    /// The training running now, whichever discipline it is.
    var session: (any TrainingSession)?
    var sessionForwarder: Task<Void, Never>?
    /// The number of the session started last; its events are the ones that count.
    var sessionNumber = 0
    var warning: String?
    /// The help shown over the screen (`?`); any key closes it.
    var help: Strings.HelpTopic?
    /// The help's first line shown, where it is taller than the window.
    var helpTop = 0
    var jackRunning = true
    /// The number of the settings screen's last A4: only its end clears "♪ playing A4".
    var previewNumber = 0
    var previewMessage: String?
    var done = false
    private let colour: Bool

    public init(
        studio: any Studio, services: TrainingServices, events: AppEvents, strings: Strings, terminal: any TerminalScreen,
        intervalsOverridden: Bool
    ) {
        self.studio = studio
        self.services = services
        self.events = events
        self.strings = strings
        self.terminal = terminal
        self.intervalsOverridden = intervalsOverridden
        screen = .start(StartScreen(menu: services.disciplines.menu, firstRun: services.history.isEmpty))
        let environment = ProcessInfo.processInfo.environment
        colour = environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Runs until the player quits or a signal ends Peach; the terminal is restored before
    /// this returns. Returns the exit status. Connect warnings arrive as engine notices.
    public func run(opening first: MenuItem?) async -> Int32 {
        let keyboard = KeyboardReader(terminal: terminal, sink: events.sink)
        let sink = events.sink
        let signals = SignalEvents([SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGWINCH]) { number in
            sink.yield(number == SIGWINCH ? .resize : .signal(number))
        }
        let listeners = StudioListener.listen(
            to: studio, controls: { sink.yield(.control($0)) }, notices: { sink.yield(.notice($0)) }) + [tick()]
        defer {
            for listener in listeners { listener.cancel() }
            signals.cancel()
            keyboard.stop()
            terminal.leave()
        }
        terminal.enter()
        keyboard.start()
        // What Peach said while starting (the config's warnings; a dummy server: nothing will
        // be heard) belongs on the screen, not behind it: all of it, the status line wraps.
        let notes = studio.configWarnings + studio.startupNotes
        if !notes.isEmpty { show(warning: notes.joined(separator: " · ")) }
        if let first { await open(first) }
        draw()
        for await event in events.stream {
            // Whether a MIDI keyboard is there decides what a training screen's keys do
            // (Play It Back types notes without one) and what it says: told before keys, and
            // twice a second for the screen (not on every session event: it asks JACK).
            if case .training(let run) = screen, event.asksForMIDI { run.midiConnected(jackRunning && !studio.midiSources().isEmpty) }
            switch event {
            case let .keys(keys):
                for key in keys where !done {
                    // Over the help, any key closes it (Ctrl-C and Ctrl-Z still do their job;
                    // Esc closes it too, where on the screen below it would quit); the arrows
                    // and PgUp/PgDn scroll a help taller than the window.
                    if let topic = help {
                        switch key {
                        case .control("c"), .control("z"): break
                        case .down, .pageDown, .up, .pageUp:
                            // A help that fits the window closes on these too, as on any key.
                            if HelpScreen(topic: topic).fits(strings: strings, size: terminal.size, status: status) {
                                help = nil
                                helpTop = 0
                                continue
                            }
                            let page = max(1, terminal.size.rows - 8)
                            let step = key == .down ? 1 : key == .up ? -1 : key == .pageDown ? page : -page
                            helpTop = HelpScreen(topic: topic, top: helpTop + step).clampedTop(strings: strings, size: terminal.size, status: status)
                            continue
                        default:
                            help = nil
                            helpTop = 0
                            continue
                        }
                    }
                    guard let command = KeyMap.command(for: key, on: screen.kind, menu: services.disciplines.menu) else { continue }
                    await perform(command, keyboard: keyboard)
                }
            // A session stopped and replaced may still have events in the stream: only the
            // current session's count.
            case let .session(update, number) where number == sessionNumber: handle(update)
            case .session: break
            case let .control(played): await handle(played.control, frame: played.frame)
            case let .notice(notice): await handle(notice)
            case let .warning(message): show(warning: message)
            case let .previewEnded(number): previewEnded(number)
            case .resize, .tick: break
            case let .signal(number):
                if number == SIGTSTP {
                    await suspend(keyboard)
                } else {
                    await stopTraining(number == SIGINT ? .interrupted : .terminated)
                    done = true
                }
            }
            if done { break }
            draw()
        }
        // A server that went away is worth an exit status, as in headless mode.
        return jackRunning ? ExitStatus.done : ExitStatus.jackUnavailable
    }

    func quit() async {
        await stopTraining(.stopped)
        done = true
    }

    /// Opens a screen from the start screen's menu (or the command line).
    func open(_ item: MenuItem) async {
        guard jackRunning || services.disciplines.opened(by: item) == nil else {
            screen = .start(StartScreen(menu: services.disciplines.menu, selected: item, message: strings.stopReason(.serverShutDown)))
            return
        }
        if let (discipline, variant) = services.disciplines.opened(by: item) {
            startTraining(discipline, variant)
            return
        }
        switch item {
        case .profile: screen = .profile(await profileView())
        case .settings: screen = .settings(settingsScreen())
        case .info: screen = .info
        // The disciplines' entries, opened above.
        default: break
        }
    }

    /// Leaving a screen stops its training (the trial in progress is discarded).
    func back() async {
        await stopTraining(.stopped)
        screen = .start(StartScreen(menu: services.disciplines.menu, selected: screen.menuItem, firstRun: services.history.isEmpty))
    }

    /// Ctrl-Z: stops training (it never resumes by itself), leaves the JACK graph, gives the
    /// terminal back to the shell and stops the process; `fg` brings back the start screen
    /// with the connections as they were.
    func suspend(_ keyboard: KeyboardReader) async {
        await stopTraining(.suspended)
        keyboard.setPaused(true)
        let connections = jackRunning ? studio.suspend() : []
        terminal.leave()
        // The whole job stops, as the shell expects: a wrapper in the same job (scripts/peach,
        // waiting on Peach) first. `fg` continues the job.
        let parent = getppid()
        if getpgid(parent) == getpgrp() { kill(parent, SIGSTOP) }
        raise(SIGSTOP)
        terminal.enter()
        if jackRunning, let failed = studio.resume(connections).last { warning = failed }
        keyboard.setPaused(false)
        await back()
    }

    // MARK: The studio and the status line

    private func handle(_ notice: EngineNotice) async {
        switch notice {
        case .xruns: break
        case let .connectFailed(message): warning = message
        case let .bufferSizeChanged(frames): warning = "JACK buffer size now \(frames) \(strings.frames)"
        case .outputsDisconnected: await stopTraining(.outputsDisconnected)
        case .serverShutDown:
            jackRunning = false
            await stopTraining(.serverShutDown)
        }
    }

    private func tick() -> Task<Void, Never> {
        let sink = events.sink
        return Task.detached {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 500_000_000)
                sink.yield(.tick)
            }
        }
    }

    /// The status line's warning. The config file is named as the settings and info screens
    /// show it, by its name: its whole path would push the warning itself off the line.
    func show(warning message: String) {
        let path = services.configPath
        warning = path.isEmpty ? message : message.replacingOccurrences(of: path, with: (path as NSString).lastPathComponent)
    }

    /// A client whose server has gone answers nothing more: then only what is known.
    var status: StatusLine {
        var status = StatusLine(
            server: ProcessInfo.processInfo.environment["JACK_DEFAULT_SERVER"] ?? "default", client: studio.clientName,
            jackRunning: jackRunning, sampleRate: studio.sampleRate, bufferSize: jackRunning ? studio.bufferSize : 0,
            xruns: studio.xrunCount, midiSources: jackRunning ? studio.midiSources() : [], warning: warning)
        if jackRunning, case let .training(run) = screen {
            let training = run.screen
            if training.showsLatency {
                let latency = services.clicks.latency()
                status.latency = latency
                status.extraLatencyMs = training.extraLatencyMs
                // Onsets are taps while the run listens (something was connected to `in` when
                // it started) and the input is still connected.
                if training.tapsFromInput && services.hearing.isConnected {
                    status.audioInputLatencyMs = Double(services.hearing.captureLatencyFrames) * 1000 / Double(latency.sampleRate)
                }
            }
            status.input = training.inputStatus(strings)
        }
        return status
    }

    // MARK: Drawing

    func draw() {
        let size = terminal.size
        let status = self.status
        if let help {
            terminal.show(HelpScreen(topic: help, top: helpTop).frame(status: status, strings: strings, size: size).ansi(colour: colour))
            return
        }
        let frame: Frame = switch screen {
        case let .start(start): start.frame(status: status, strings: strings, size: size)
        case let .training(run): run.screen.frame(status: status, strings: strings, size: size)
        case let .profile(view): ProfileScreen(view: view).frame(status: status, strings: strings, size: size)
        case let .settings(settings): settings.frame(status: status, strings: strings, size: size)
        case .info:
            InfoScreen(recordsPath: services.recordsPath, configPath: services.configPath, version: PeachVersion.current, menu: services.disciplines.menu)
                .frame(status: status, strings: strings, size: size)
        }
        terminal.show(frame.ansi(colour: colour))
    }
}
