import Foundation
import PeachCore
import PeachTerminal

/// Starting, steering and stopping the session; its events become the screen's state.
extension ScreenApp {
    /// Starts a discipline on a new screen.
    func startTraining(_ discipline: any TrainingDiscipline, _ variant: PitchVariant?) {
        startTraining(on: discipline.makeRun(variant, services: services))
    }

    /// Starts a session on `run`'s screen: `s` starts it again on the same one, whose
    /// counters and last answer count for as long as the screen is open.
    func startTraining(on run: any TrainingRun) {
        sessionForwarder?.cancel()
        sessionNumber += 1
        // The controls mean what this discipline makes of them before its first trial starts.
        studio.setMode(run.mode)
        let sink = events.sink, number = sessionNumber
        let (session, forwarder) = run.start(settings: trainingSettings(run.variant)) { sink.yield(.session($0, session: number)) }
        self.session = session
        sessionForwarder = forwarder
        screen = .training(run)
    }

    /// Stops the session; the trial in progress is discarded. Its events still on their
    /// way come through (the forwarding ends with its `stopped`): a fault that stopped it a
    /// moment before is said.
    func stopTraining(_ reason: StopReason) async {
        await session?.stop(reason, detail: nil)
        await session?.finished()
        session = nil
        if case let .training(run) = screen { run.stopped(message(reason, nil)) }
    }

    /// `s` on a training screen: stop, or start again where it stopped.
    func toggleTraining() async {
        guard case let .training(run) = screen else { return }
        if session != nil {
            await stopTraining(.stopped)
        } else if jackRunning {
            startTraining(on: run)
        }
    }

    /// A control from the keyboard or MIDI; MIDI answers carry the frame they were played at.
    func handle(_ control: TrainingControl, frame: UInt64?) async {
        if control == .startStop {
            await toggleTraining()
            return
        }
        if case let .training(run) = screen { run.noteEarly(control) }
        await session?.apply(control, at: frame.map { AudioTime(frame: $0, sampleRate: studio.sampleRate) })
        if case let .training(run) = screen { run.applied(control) }
    }

    /// An event of the current session, applied to its screen.
    func handle(_ update: TrainingUpdate) {
        guard case let .training(run) = screen, let (reason, detail) = update.apply() else { return }
        // The session stopped (by itself: an audio error, a failed save; or asked to): it is
        // done, and says why when a musician must know; `s` starts a new one.
        session = nil
        sessionForwarder?.cancel()
        sessionForwarder = nil
        run.stopped(message(reason, detail))
    }

    private func message(_ reason: StopReason, _ detail: String?) -> String? {
        switch reason {
        case .stopped, .suspended, .interrupted, .terminated, .endOfInput, .outputClosed, .outputFailed: nil
        case .serverShutDown, .outputsDisconnected, .audioError, .saveFailed:
            strings.stopReason(reason) + (detail.map { " (\($0))" } ?? "")
        }
    }

    func profileView() async -> ProfileView {
        let range = await services.settings.currentSettings().noteRange
        return ProfileView(snapshot: services.history.snapshot(range: range), sections: services.disciplines.profileSections)
    }

    private func trainingSettings(_ variant: PitchVariant?) -> any TrainingSettingsSource {
        // `--intervals` is already in the composition's settings and wins over the screen's
        // choice; a discipline without variants (rhythm) reads the settings as they are.
        guard let variant, !intervalsOverridden else { return services.settings }
        return PitchVariantSettings(services.settings, variant: variant)
    }
}
