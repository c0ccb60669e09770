import Foundation
import PeachCore
import PeachTerminal

/// Compare Timing's screen, filled from its session's events.
public struct CompareTimingScreen: TrainingScreen {
    public var view: TimingView

    public init(view: TimingView) { self.view = view }

    public var menuItem: MenuItem { .compareTiming }
    public var keys: TrainingKeys {
        // Lower is Early and Higher is Late, as on the pads; ← and → read as a timeline.
        TrainingKeys(help: .timing) { key in
            switch key {
            case .left, .down, .character("e"): .answer(higher: false)
            case .right, .up, .character("l"): .answer(higher: true)
            default: nil
            }
        }
    }

    public mutating func noteEarly(_ control: TrainingControl) {
        // An answer before the moved click does nothing, but not without a word.
        if control == .higher || control == .lower, view.state == .playingClicks { view.earlyPress = true }
    }

    @TrainingActor
    public mutating func apply(_ event: CompareTimingSession.Event, session: CompareTimingSession?, history: TrainingHistory) {
        switch event {
        case let .state(state):
            view.state = state
            if let trial = session?.current {
                view.tempo = trial.tempo
                view.pattern = trial.pattern
                view.position = trial.position
            }
            if state != .playingClicks { view.earlyPress = false }
            if state != .awaitingAnswer { view.loopEnded = nil }
            view.stopMessage = nil
        case let .playing(trial):
            view.tempo = trial.tempo
            view.pattern = trial.pattern
            view.position = trial.position
        case let .loopEnded(repetitions):
            view.loopEnded = repetitions
        case let .completed(record):
            view.lastAnswer = record
            view.answeredThisRun += 1
            let size = abs(record.offsetMs)
            let place = TimingView.Place(tempo: record.tempo, pattern: record.pattern, position: record.position)
            if record.isCorrect, view.smallestRight[place].map({ size < $0 }) ?? true {
                view.smallestRight[place] = size
            }
        }
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        TimingScreen(view: view).frame(status: status, strings: strings, size: size)
    }
}
