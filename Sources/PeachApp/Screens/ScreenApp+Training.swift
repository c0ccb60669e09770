import Foundation
import PeachCore
import PeachTerminal

/// Starting, steering and stopping the sessions; their events become the screens' state.
extension ScreenApp {
    func startComparison(_ discipline: Discipline) {
        let session = sessions.comparison(settings: trainingSettings(discipline), warn: events.warn)
        comparison = session
        var view = ComparisonView(discipline: discipline)
        // Single notes are one task; in intervals the trend follows the interval just answered.
        view.trend = discipline == .singleNotes ? services.history.trend(of: .unison) : nil
        screen = .compare(view)
        studio.setMode(.compare)
        forward(session.events)
        session.start()
    }

    func startMatching(_ discipline: Discipline) {
        let session = sessions.matching(settings: trainingSettings(discipline), warn: events.warn)
        matching = session
        screen = .match(MatchingView(discipline: discipline))
        studio.setMode(.match)
        forward(session.events)
        session.start()
    }

    /// Stops whichever session runs; the trial in progress is discarded.
    func stopTraining(_ reason: StopReason) async {
        await comparison?.stop(reason)
        await matching?.stop(reason)
        await comparison?.finished()
        await matching?.finished()
        comparison = nil
        matching = nil
        sessionForwarder?.cancel()
        sessionForwarder = nil
        switch screen {
        case var .compare(view):
            view.state = .idle
            view.stopMessage = message(reason, nil)
            screen = .compare(view)
        case var .match(view):
            view.state = .idle
            view.stopMessage = message(reason, nil)
            screen = .match(view)
        default: break
        }
    }

    /// `s` on a training screen: stop, or start again where it stopped.
    func toggleTraining() async {
        switch screen {
        case let .compare(view):
            if comparison != nil {
                await stopTraining(.stopped)
            } else if jackRunning {
                startComparison(view.discipline)
            }
        case let .match(view):
            if matching != nil {
                await stopTraining(.stopped)
            } else if jackRunning {
                startMatching(view.discipline)
            }
        default: break
        }
    }

    /// A control from the keyboard or MIDI; MIDI answers carry the frame they were played at.
    func handle(_ control: TrainingControl, frame: UInt64?) async {
        let time = frame.map { AudioTime(frame: $0, sampleRate: studio.sampleRate) }
        switch control {
        case .higher: comparison?.answer(higher: true, at: time)
        case .lower: comparison?.answer(higher: false, at: time)
        case .submit: matching?.submit()
        case let .tuning(position):
            await matching?.moveControl(to: position)
            if case var .match(view) = screen {
                view.control = matching?.control ?? position
                screen = .match(view)
            }
        case .startStop: await toggleTraining()
        }
    }

    func handle(_ event: SessionEvent) {
        switch (screen, event) {
        case (var .compare(view), let .comparisonState(state)):
            view.state = state
            view.comparison = comparison?.current ?? view.comparison
            view.best = comparison?.bestCorrect
            view.stopMessage = nil
            screen = .compare(view)
        case (var .compare(view), let .comparisonCompleted(completed, _, _)):
            view.lastCorrect = completed.isCorrect
            view.answeredThisRun += 1
            view.best = comparison?.bestCorrect
            view.trend = services.history.trend(of: completed.comparison.interval)
            screen = .compare(view)
        case (var .match(view), let .matchingState(state)):
            view.state = state
            view.challenge = matching?.current ?? view.challenge
            view.control = matching?.control ?? view.control
            view.stopMessage = nil
            screen = .match(view)
        case (var .match(view), let .matchCompleted(completed)):
            view.lastError = completed.userCentError
            view.matchedThisRun += 1
            screen = .match(view)
        // The session stopped by itself (an audio error): it is done; `s` starts a new one.
        case (var .compare(view), let .stopped(reason, detail)):
            comparison = nil
            view.state = .idle
            view.stopMessage = message(reason, detail)
            screen = .compare(view)
        case (var .match(view), let .stopped(reason, detail)):
            matching = nil
            view.state = .idle
            view.stopMessage = message(reason, detail)
            screen = .match(view)
        default: break
        }
    }

    private func message(_ reason: StopReason, _ detail: String?) -> String? {
        switch reason {
        case .stopped, .suspended, .interrupted, .terminated, .endOfInput, .outputClosed: nil
        case .jackShutdown, .outputsDisconnected, .audioError:
            strings.stopReason(reason.rawValue) + (detail.map { " (\($0))" } ?? "")
        }
    }

    func profileView() async -> ProfileView {
        let range = await services.settings.currentSettings().noteRange
        return ProfileView(snapshot: services.history.snapshot(range: range))
    }

    private func trainingSettings(_ discipline: Discipline) -> any TrainingSettingsSource {
        // `--intervals` is already in the composition's settings and wins over the screen's choice.
        intervalsOverridden ? services.settings : DisciplineSettings(services.settings, discipline: discipline)
    }

    private func forward(_ stream: AsyncStream<SessionEvent>) {
        sessionForwarder?.cancel()
        let sink = events.sink
        sessionForwarder = Task.detached {
            for await event in stream { sink.yield(.session(event)) }
        }
    }

}
