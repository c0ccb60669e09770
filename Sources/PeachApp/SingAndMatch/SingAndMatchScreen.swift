import Foundation
import PeachCore
import PeachTerminal

/// Sing & Match's screen, filled from its session's events: the needle moves with every
/// `heard`.
public struct SingAndMatchScreen: TrainingScreen {
    public var view: SingingView

    public init(view: SingingView) { self.view = view }

    public var menuItem: MenuItem { .singAndMatch }
    public var keys: TrainingKeys {
        // Singing answers itself; Enter or Space takes the match now, as a pad does.
        TrainingKeys(help: .sing) { key in
            switch key {
            case .enter, .character(" "): .submit
            default: nil
            }
        }
    }

    @TrainingActor
    public mutating func apply(_ event: SingAndMatchSession.Event, session: SingAndMatchSession?, history: TrainingHistory) {
        switch event {
        case let .state(state):
            view.state = state
            let current = session?.current
            if state == .playingReference || current != nil { view.challenge = current }
            if state != .listening {
                view.needle = nil
                view.hold = 0
            }
            view.stopMessage = nil
        case let .target(_, _, connected):
            view.inputConnected = connected
            view.unusableInput = false
            view.askedWithNothingHeard = false
        case let .heard(cents, hold, level, _):
            view.needle = cents
            view.hold = hold
            view.hear(level: level)
            // Connected (or not) since the trial began: the hint follows the patchbay.
            if let session { view.inputConnected = session.inputConnected }
            if cents != nil { view.askedWithNothingHeard = false }
        case .unusableInput:
            view.unusableInput = true
        case let .completed(completed):
            view.lastMatch = (completed.challenge.initialCentOffset, completed.userCentError)
            view.matchedThisRun += 1
        }
    }

    /// Enter while nothing is heard takes nothing: said, not silently ignored.
    @TrainingActor
    public mutating func applied(_ control: TrainingControl, session: SingAndMatchSession?) {
        if control == .submit, view.state == .listening, view.needle == nil { view.askedWithNothingHeard = true }
    }

    public func inputStatus(_ strings: Strings) -> String? { SingingScreen(view: view).inputStatus(strings) }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        SingingScreen(view: view).frame(status: status, strings: strings, size: size)
    }
}
