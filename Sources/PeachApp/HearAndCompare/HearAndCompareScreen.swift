import Foundation
import PeachCore
import PeachTerminal

/// Hear & Compare's screen, filled from its session's events.
public struct HearAndCompareScreen: TrainingScreen {
    public var view: ComparisonView

    public init(view: ComparisonView) { self.view = view }

    public var menuItem: MenuItem { view.variant == .intervals ? .compareIntervals : .compareSingleNotes }
    public var keys: TrainingKeys {
        TrainingKeys(help: .compare) { key in
            switch key {
            case .up, .character("h"), .character("+"): .answer(higher: true)
            case .down, .character("l"), .character("-"): .answer(higher: false)
            default: nil
            }
        }
    }

    public mutating func noteEarly(_ control: TrainingControl) {
        // An answer before note 2 does nothing, but not without a word.
        if control == .higher || control == .lower, view.state == .playingNote1 { view.earlyPress = true }
    }

    @TrainingActor
    public mutating func apply(_ event: ComparisonSession.Event, session: ComparisonSession?, history: TrainingHistory) {
        switch event {
        case let .state(state):
            view.state = state
            // A new trial's note 1 shows its own comparison, or none while it is being chosen
            // (a run's first): never the last run's. Later states keep the one shown.
            let current = session?.current
            if state == .playingNote1 || current != nil { view.comparison = current }
            if state != .playingNote1 { view.earlyPress = false }
            view.stopMessage = nil
        case let .completed(completed, _, _):
            let comparison = completed.comparison
            view.lastAnswer = AnswerFeedback(
                correct: completed.isCorrect, targetHigher: comparison.isTargetHigher,
                difference: comparison.centOffset.magnitude.value, interval: comparison.interval)
            view.answeredThisRun += 1
            let task = comparison.interval, difference = comparison.centOffset.magnitude
            if completed.isCorrect, view.smallestRight[task].map({ difference < $0 }) ?? true {
                view.smallestRight[task] = difference
            }
            view.trend = history.trend(of: task)
        }
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        ComparisonScreen(view: view).frame(status: status, strings: strings, size: size)
    }
}
