import Foundation
import PeachCore
import PeachTerminal

/// Starting, steering and stopping the session; its events become the screen's state.
extension ScreenApp {
    /// Starts a discipline; `continuing` keeps the screen's counters and last answer when
    /// `s` starts it again (they count for as long as the screen is open).
    func startTraining(_ discipline: any TrainingDiscipline, _ variant: PitchVariant?, continuing previous: (any TrainingScreen)? = nil) {
        let session = discipline.makeSession(services, settings: trainingSettings(variant))
        self.session = session
        var training = previous ?? discipline.makeScreen(variant, services: services)
        training.started()
        screen = .training(training)
        studio.setMode(discipline.mode)
        forward(session.events)
        session.start()
    }

    /// Stops the session; the trial in progress is discarded.
    func stopTraining(_ reason: StopReason) async {
        await session?.stop(reason, detail: nil)
        await session?.finished()
        session = nil
        sessionForwarder?.cancel()
        sessionForwarder = nil
        if case var .training(training) = screen {
            training.stopped(message(reason, nil))
            screen = .training(training)
        }
    }

    /// `s` on a training screen: stop, or start again where it stopped.
    func toggleTraining() async {
        guard case let .training(training) = screen else { return }
        if session != nil {
            await stopTraining(.stopped)
        } else if jackRunning, let (discipline, variant) = Disciplines.opened(by: training.menuItem) {
            startTraining(discipline, variant, continuing: training)
        }
    }

    /// A control from the keyboard or MIDI; MIDI answers carry the frame they were played at.
    func handle(_ control: TrainingControl, frame: UInt64?) async {
        if control == .startStop {
            await toggleTraining()
            return
        }
        if case var .training(training) = screen {
            training.noteEarly(control)
            screen = .training(training)
        }
        await session?.apply(control, at: frame.map { AudioTime(frame: $0, sampleRate: studio.sampleRate) })
        if case var .training(training) = screen {
            training.applied(control, session: session)
            screen = .training(training)
        }
    }

    func handle(_ event: SessionEvent) {
        guard case var .training(training) = screen else { return }
        if case let .stopped(reason, detail) = event {
            // The session stopped by itself (an audio error, a failed save): it is done; `s`
            // starts a new one.
            session = nil
            training.stopped(message(reason, detail))
        } else {
            training.apply(event, session: session, history: services.history)
        }
        screen = .training(training)
    }

    private func message(_ reason: StopReason, _ detail: String?) -> String? {
        switch reason {
        case .stopped, .suspended, .interrupted, .terminated, .endOfInput, .outputClosed, .outputFailed: nil
        case .jackShutdown, .outputsDisconnected, .audioError, .saveFailed:
            strings.stopReason(reason.rawValue) + (detail.map { " (\($0))" } ?? "")
        }
    }

    func profileView() async -> ProfileView {
        let range = await services.settings.currentSettings().noteRange
        return ProfileView(snapshot: services.history.snapshot(range: range))
    }

    private func trainingSettings(_ variant: PitchVariant?) -> any TrainingSettingsSource {
        // `--intervals` is already in the composition's settings and wins over the screen's
        // choice; a discipline without variants (rhythm) reads the settings as they are.
        guard let variant, !intervalsOverridden else { return services.settings }
        return PitchVariantSettings(services.settings, variant: variant)
    }

    private func forward(_ stream: AsyncStream<SessionEvent>) {
        sessionForwarder?.cancel()
        sessionNumber += 1
        let sink = events.sink, number = sessionNumber
        sessionForwarder = Task.detached {
            for await event in stream { sink.yield(.session(event, session: number)) }
        }
    }
}
