import Foundation
import PeachCore
import PeachTerminal

/// Chords' screen, filled from its session's events.
public struct ChordsScreen: TrainingScreen {
    public var view: ChordEchoView

    public init(view: ChordEchoView) { self.view = view }

    public var menuItem: MenuItem { .chords }
    public var keys: TrainingKeys {
        TrainingKeys(help: .chords) { key in
            switch key {
            case .character("r"), .enter: return .control(.replay)
            default: return nil
            }
        }
    }

    /// Chords need a MIDI keyboard: said while none is connected.
    public mutating func midiConnected(_ connected: Bool) {
        view.noKeyboard = !connected
    }
    public var showsLatency: Bool { true }

    @TrainingActor
    public mutating func apply(_ event: ChordsSession.Event, session: ChordsSession?, history: TrainingHistory) {
        switch event {
        case let .state(state):
            view.state = state
            view.stopMessage = nil
            if state == .settingKey || state == .playing { view.tooEarly = nil }
        case let .progression(progression, tempo, _):
            view.progression = progression
            view.tempo = tempo
            view.played = []
        case .heard, .typedNotTaken:
            break
        case let .played(note, index, chord):
            if index == 0 { view.played = [] }
            view.played.append((note, chord))
        case let .tooEarly(note):
            view.tooEarly = note
        case let .completed(record, judgement):
            view.lastJudgement = judgement
            view.lastProgression = record.progression
            view.lastTempo = record.tempo
            view.lastReplays = record.replays
            let spreads = record.rightChordSpreadsMs(judgement).sorted()
            view.lastSpreadMs = spreads.isEmpty ? nil : spreads[spreads.count / 2]
            view.progressionsThisRun += 1
            if judgement.isRight { view.rightThisRun += 1 }
        }
    }

    public func frame(status: StatusLine, strings: Strings, size: FullScreenTerminal.Size) -> Frame {
        ChordEchoScreen(view: view).frame(status: status, strings: strings, size: size)
    }
}
