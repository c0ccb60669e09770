import Foundation
import PeachCore
import PeachTerminal

/// Rhythm Back's screen, filled from its session's events.
public struct RhythmBackScreen: TrainingScreen {
    public var view: RhythmBackView

    public init(view: RhythmBackView) { self.view = view }

    public var menuItem: MenuItem { .rhythmBack }
    public var keys: TrainingKeys {
        TrainingKeys(help: .rhythmBack) { key in
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
        if control == .tap { view.keyboardTapped = true }
    }

    @TrainingActor
    public mutating func apply(_ event: RhythmBackSession.Event, session: RhythmBackSession?, history: TrainingHistory) {
        if let session { view.extraLatencyMs = session.extraLatencyMs }
        switch event {
        case let .state(state):
            view.state = state
            view.stopMessage = nil
            if state == .countIn { view.playedAlong = false }
            view.hearsInput = session?.hearsInput ?? false
        case let .call(heard):
            view.call = heard.call
            view.tempo = heard.tempo
            view.responseSilent = heard.responseSilent
            view.taps = 0
        case .tapped:
            view.taps += 1
            view.untapped = false
        case .playedAlong:
            view.playedAlong = true
        case .untapped:
            view.untapped = true
        case .unusableInput:
            view.unusableInput = true
        case let .completed(record, judgement):
            view.lastRecord = record
            view.lastJudgement = judgement
            view.untapped = false
            view.callsThisRun += 1
            if judgement.isRight { view.rightThisRun += 1 }
        }
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        RhythmCallScreen(view: view).frame(status: status, strings: strings, size: size)
    }
}
