import Foundation
import PeachCore
import PeachTerminal

/// Play It Back's screen, filled from its session's events.
public struct PlayItBackScreen: TrainingScreen {
    public var view: EchoView

    public init(view: EchoView) { self.view = view }

    public var menuItem: MenuItem { .playItBack }
    public var keys: TrainingKeys {
        let view = view
        return TrainingKeys(help: .echo) { key in
            switch key {
            case .character("r"), .enter: return .control(.replay)
            // Typing (no MIDI keyboard): the row plays notes, s among them, so Space stops and starts.
            case let .character(letter) where view.typing:
                if let note = view.typedNote(letter) { return .control(.typedNote(note)) }
                if letter == "z" || letter == "x" || letter == " " { return letter == " " ? .toggleTraining : .screenKey(key) }
                return nil
            default: return nil
            }
        }
    }

    /// z and x move the typed row an octave down or up (two at most either way).
    public mutating func screenKey(_ key: Key) {
        guard case let .character(letter) = key else { return }
        view.typedOctaveShift = min(2, max(-2, view.typedOctaveShift + (letter == "x" ? 1 : -1)))
    }

    /// Typed notes only while no MIDI source is connected.
    public mutating func midiConnected(_ connected: Bool) {
        view.typing = !connected
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
