import Foundation
import PeachCore
import PeachTerminal

/// Tune & Match's screen, filled from its session's events and the tuning control.
public struct TuneAndMatchScreen: TrainingScreen {
    public var view: MatchingView

    public init(view: MatchingView) { self.view = view }

    public var menuItem: MenuItem { view.variant == .intervals ? .matchIntervals : .matchSingleNotes }
    public var keys: TrainingKeys {
        TrainingKeys(help: .match) { key in
            switch key {
            case .right: .tune(by: KeyMap.fineStep)
            case .left: .tune(by: -KeyMap.fineStep)
            case .up, .shiftRight: .tune(by: KeyMap.coarseStep)
            case .down, .shiftLeft: .tune(by: -KeyMap.coarseStep)
            case .enter, .character(" "): .submit
            default: nil
            }
        }
    }

    public mutating func noteEarly(_ control: TrainingControl) {
        // Nothing to submit before the tunable note: said, since Enter would seem broken.
        if control == .submit, view.state == .playingReference || view.state == .awaitingControl { view.earlySubmit = true }
    }

    /// From the slider as shown, which is centred for each trial: the session keeps the
    /// last trial's position until the control moves.
    public func tuning(by step: Double) -> TrainingControl? { .tuning(KeyMap.tuned(view.control, by: step)) }

    @TrainingActor
    public mutating func applied(_ control: TrainingControl, session: PitchMatchingSession?) {
        guard case let .tuning(position) = control else { return }
        view.control = session?.control ?? position
    }

    @TrainingActor
    public mutating func apply(_ event: PitchMatchingSession.Event, session: PitchMatchingSession?, history: TrainingHistory) {
        switch event {
        case let .state(state):
            view.state = state
            // A new trial's reference shows its own challenge, or none while it is being chosen
            // (a run's first): never the last run's. Later states keep the one shown.
            let current = session?.current
            if state == .playingReference || current != nil { view.challenge = current }
            switch state {
            // A new trial: the slider back to the centre, where the next move starts from.
            case .playingReference: view.control = 0
            case .playingTunable:
                view.control = session?.control ?? view.control
                view.earlySubmit = false
            case .idle, .showingFeedback: view.earlySubmit = false
            case .awaitingControl: break
            }
            view.stopMessage = nil
        case let .completed(completed):
            view.lastError = completed.userCentError
            view.matchedThisRun += 1
        }
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        MatchingScreen(view: view).frame(status: status, strings: strings, size: size)
    }
}
