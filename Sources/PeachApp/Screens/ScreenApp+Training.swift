import Foundation
import PeachCore
import PeachTerminal

/// Starting, steering and stopping the sessions; their events become the screens' state.
extension ScreenApp {
    /// Starts Hear & Compare; `continuing` keeps the screen's counters and last answer when
    /// `s` starts it again (they count for as long as the screen is open).
    func startComparison(_ discipline: Discipline, continuing previous: ComparisonView? = nil) {
        let session = sessions.comparison(settings: trainingSettings(discipline))
        comparison = session
        var view = previous ?? ComparisonView(discipline: discipline)
        view.stopMessage = nil
        // Single notes are one task; in intervals the trend follows the interval just answered.
        if previous == nil { view.trend = discipline == .singleNotes ? services.history.trend(of: .unison) : nil }
        screen = .compare(view)
        studio.setMode(.compare)
        forward(session.events)
        session.start()
    }

    func startMatching(_ discipline: Discipline, continuing previous: MatchingView? = nil) {
        let session = sessions.matching(settings: trainingSettings(discipline))
        matching = session
        var view = previous ?? MatchingView(discipline: discipline)
        view.stopMessage = nil
        screen = .match(view)
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
                startComparison(view.discipline, continuing: view)
            }
        case let .match(view):
            if matching != nil {
                await stopTraining(.stopped)
            } else if jackRunning {
                startMatching(view.discipline, continuing: view)
            }
        default: break
        }
    }

    /// A control from the keyboard or MIDI; MIDI answers carry the frame they were played at.
    func handle(_ control: TrainingControl, frame: UInt64?) async {
        let time = frame.map { AudioTime(frame: $0, sampleRate: studio.sampleRate) }
        switch control {
        case .startStop:
            await toggleTraining()
            return
        case .higher, .lower:
            // An answer before note 2 does nothing, but not without a word.
            if case var .compare(view) = screen, view.state == .playingNote1 {
                view.earlyPress = true
                screen = .compare(view)
            }
        case .submit:
            // Nothing to submit before the tunable note: said, since Enter would seem broken.
            if case var .match(view) = screen, view.state == .playingReference || view.state == .awaitingControl {
                view.earlySubmit = true
                screen = .match(view)
            }
        default: break
        }
        await SessionControls.apply(control, comparison: comparison, matching: matching, at: time)
        if case let .tuning(position) = control, case var .match(view) = screen {
            view.control = matching?.control ?? position
            screen = .match(view)
        }
    }

    func handle(_ event: SessionEvent) {
        switch (screen, event) {
        case (var .compare(view), let .comparisonState(state)):
            view.state = state
            view.comparison = comparison?.current ?? view.comparison
            if state != .playingNote1 { view.earlyPress = false }
            view.stopMessage = nil
            screen = .compare(view)
        case (var .compare(view), let .comparisonCompleted(completed, _, _)):
            view.lastAnswer = AnswerFeedback(
                correct: completed.isCorrect, targetHigher: completed.comparison.isTargetHigher,
                difference: completed.comparison.centOffset.magnitude.value, interval: completed.comparison.interval)
            view.answeredThisRun += 1
            let task = completed.comparison.interval, difference = completed.comparison.centOffset.magnitude
            if completed.isCorrect, view.smallestRight[task].map({ difference < $0 }) ?? true {
                view.smallestRight[task] = difference
            }
            view.trend = services.history.trend(of: completed.comparison.interval)
            screen = .compare(view)
        case (var .match(view), let .matchingState(state)):
            view.state = state
            view.challenge = matching?.current ?? view.challenge
            switch state {
            // A new trial: the slider back to the centre, where the next move starts from.
            case .playingReference: view.control = 0
            case .playingTunable:
                view.control = matching?.control ?? view.control
                view.earlySubmit = false
            case .idle, .showingFeedback: view.earlySubmit = false
            case .awaitingControl: break
            }
            view.stopMessage = nil
            screen = .match(view)
        case (var .match(view), let .matchCompleted(completed)):
            view.lastError = completed.userCentError
            view.matchedThisRun += 1
            screen = .match(view)
        // The session stopped by itself (an audio error, a failed save): it is done; `s` starts a new one.
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
        case .stopped, .suspended, .interrupted, .terminated, .endOfInput, .outputClosed, .outputFailed: nil
        case .jackShutdown, .outputsDisconnected, .audioError, .saveFailed:
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
        sessionNumber += 1
        let sink = events.sink, number = sessionNumber
        sessionForwarder = Task.detached {
            for await event in stream { sink.yield(.session(event, session: number)) }
        }
    }

}
