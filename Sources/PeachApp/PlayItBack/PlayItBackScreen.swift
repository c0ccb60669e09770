import Foundation
import PeachCore
import PeachTerminal

/// Play It Back's screen, filled from its session's events.
public struct PlayItBackScreen: TrainingScreen {
    public var view: EchoView

    public init(view: EchoView) { self.view = view }

    public var menuItem: MenuItem { .playItBack }
    public var keys: TrainingKeys {
        TrainingKeys(help: .echo) { key in
            switch key {
            case .character("r"), .enter: .control(.replay)
            default: nil
            }
        }
    }
    public var showsLatency: Bool { true }
    public var tapsFromInput: Bool { view.hearsInput }
    public func inputStatus(_ strings: Strings) -> String? {
        view.unusableInput ? strings.inputLevel + " " + strings.unusableSamples : nil
    }

    @TrainingActor
    public mutating func apply(_ event: PlayItBackSession.Event, session: PlayItBackSession?, history: TrainingHistory) {
        switch event {
        case let .state(state):
            view.state = state
            view.hearsInput = (session?.hearsInput ?? false) && state != .idle
            view.stopMessage = nil
            if state == .settingKey || state == .playing { view.tooEarly = nil }
        case let .phrase(phrase, _):
            view.phrase = phrase
            view.played = []
        case .heard:
            break
        case let .played(note, index):
            if index == 0 { view.played = [] }
            view.played.append(note)
        case let .tooEarly(note):
            view.tooEarly = note
        case .unusableInput:
            view.unusableInput = true
        case let .completed(record, judgement):
            view.lastJudgement = judgement
            view.lastPhrase = record.phrase
            view.lastReplays = record.replays
            view.phrasesThisRun += 1
            if judgement.isRight { view.rightThisRun += 1 }
            view.played = record.played
        }
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        EchoScreen(view: view).frame(status: status, strings: strings, size: size)
    }
}
