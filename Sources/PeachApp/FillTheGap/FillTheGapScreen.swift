import Foundation
import PeachCore
import PeachTerminal

/// Fill the Gap's screen, filled from its session's events.
public struct FillTheGapScreen: TrainingScreen {
    public var view: GapView

    public init(view: GapView) { self.view = view }

    public var menuItem: MenuItem { .fillTheGap }
    public var keys: TrainingKeys {
        TrainingKeys(help: .fill) { key in
            switch key {
            case .character(" "), .enter: .tap
            default: nil
            }
        }
    }
    public var showsLatency: Bool { true }
    public var extraLatencyMs: Double { view.extraLatencyMs }
    public var tapsFromInput: Bool { view.hearsInput }
    public func inputStatus(_ strings: Strings) -> String? {
        view.unusableInput ? strings.inputLevel + " " + strings.unusableSamples : nil
    }

    /// Space on the computer keyboard: the screen says how well such a tap is timed.
    public mutating func keyboardPlayed(_ control: TrainingControl) {
        if control == .tap {
            view.keyboardTapped = true
            view.keyboardTapPending = true
        }
    }

    @TrainingActor
    public mutating func apply(_ event: FillTheGapSession.Event, session: FillTheGapSession?, history: TrainingHistory) {
        // Read at each trial's start: a value changed in the settings shows with the next event.
        if let session { view.extraLatencyMs = session.extraLatencyMs }
        switch event {
        case let .state(state):
            view.state = state
            if let session {
                view.tempo = session.tempo ?? view.tempo
                view.hearsInput = session.hearsInput && state != .idle
            }
            view.stopMessage = nil
        case let .announced(position, trial):
            view.gapsByTrial[trial] = position
        case let .tapped(feedback):
            // The next trial's first taps come while the last one is being stored: counted apart.
            if feedback.trial != view.tappedTrial { view.tapsInTrial = 0 }
            view.tappedTrial = feedback.trial
            view.lastTap = feedback
            view.lastExtraTap = nil
            view.tempo = feedback.tempo
            view.tapsInTrial += 1
            view.tapArrived()
        case .unusableInput:
            view.unusableInput = true
        case let .extraTap(extra):
            if extra.trial != view.extraTrial { view.extraInTrial = 0 }
            view.extraTrial = extra.trial
            view.extraInTrial += 1
            view.lastExtraTap = extra
            view.tapArrived()
        case let .completed(record):
            view.lastTrial = record
            view.lastTrialUntapped = false
            view.trialsThisRun += 1
            view.trialsEnded += 1
            view.tempo = session?.tempo ?? view.tempo
        case .untapped:
            view.lastTrialUntapped = true
            view.trialsEnded += 1
        }
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        GapScreen(view: view).frame(status: status, strings: strings, size: size)
    }
}
