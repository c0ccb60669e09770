import Foundation
import PeachCore
import PeachTerminal

/// What a key asks for on a screen (the footers list these keys). A pure function: the
/// screens' keyboard, testable without a terminal or a session.
public enum ScreenCommand: Equatable, Sendable {
    case quit
    /// Ctrl-Z.
    case suspend
    /// Esc: to the start screen (stopping training).
    case back
    case moveSelection(by: Int)
    case open(MenuItem)
    case openSelected
    case answer(higher: Bool)
    /// `s`: stop training, or start it again.
    case toggleTraining
    /// Tune & Match: move the tuning control by this much of its −1 … 1 span.
    case tune(by: Double)
    case submit
    /// Fill the Gap: Space taps.
    case tap
    /// Settings: the field `by` rows away; change the value by steps (coarse: bigger ones).
    case selectField(by: Int)
    case adjust(by: Int, coarse: Bool)
    /// Enter on a field: open the interval list, or step the value.
    case activateField
    case preview
    /// The interval list: move its cursor, toggle, close.
    case moveIntervalCursor(IntervalListMove)
    case toggleInterval
    case closeIntervalList
    /// A training screen's own key for a control of its discipline (Play It Back's `r`
    /// plays the phrase again), handed to the session as it is.
    case control(TrainingControl)
    /// A training screen's own key that changes only what it shows (Play It Back's z and x
    /// move its typed row an octave), handed to the screen.
    case screenKey(Key)
    /// `?`: the screen's help, on every screen.
    case help
    /// The profile: move its view.
    case scroll(ScrollStep)
}

public enum IntervalListMove: Hashable, Sendable {
    case left, right, up, down
}

public enum KeyMap {
    /// 1/200 of the ±20-cent span is 0.1 cent; 1/20 is 1 cent.
    public static let fineStep = 0.005
    public static let coarseStep = 0.05

    /// `menu`: the start screen's, whose keys open its entries.
    public static func command(for key: Key, on screen: ScreenKind, menu: Menu) -> ScreenCommand? {
        switch key {
        case .control("c"): return .quit
        case .control("z"): return .suspend
        case .character("?"): return .help
        default: break
        }
        switch screen {
        case .start:
            switch key {
            case .up, .character("k"): return .moveSelection(by: -1)
            case .down, .character("j"), .tab: return .moveSelection(by: 1)
            case .enter, .character(" "): return .openSelected
            case let .character(key) where menu.item(forKey: key) != nil:
                return .open(menu.item(forKey: key)!)
            case .character("q"), .escape: return .quit
            default: return nil
            }
        case let .training(keys):
            return keys.command(for: key)
        case .profile:
            switch key {
            case .up, .character("k"): return .scroll(.lines(-1))
            case .down, .character("j"): return .scroll(.lines(1))
            case .pageUp: return .scroll(.pages(-1))
            case .pageDown, .character(" "): return .scroll(.pages(1))
            case .home: return .scroll(.top)
            case .end: return .scroll(.bottom)
            case .escape, .backspace, .character("b"), .enter: return .back
            case .character("q"): return .quit
            default: return nil
            }
        case .info:
            switch key {
            case .escape, .backspace, .character("b"), .enter: return .back
            case .character("q"): return .quit
            default: return nil
            }
        case .settings:
            switch key {
            case .up, .character("k"): return .selectField(by: -1)
            case .down, .character("j"), .tab: return .selectField(by: 1)
            case .right: return .adjust(by: 1, coarse: false)
            case .left: return .adjust(by: -1, coarse: false)
            case .shiftRight, .pageUp: return .adjust(by: 1, coarse: true)
            case .shiftLeft, .pageDown: return .adjust(by: -1, coarse: true)
            case .enter, .character(" "): return .activateField
            case .character("p"): return .preview
            case .escape, .backspace, .character("b"): return .back
            case .character("q"): return .quit
            default: return nil
            }
        case .intervalList:
            switch key {
            case .left: return .moveIntervalCursor(.left)
            case .right, .tab: return .moveIntervalCursor(.right)
            case .up: return .moveIntervalCursor(.up)
            case .down: return .moveIntervalCursor(.down)
            case .character(" "), .enter: return .toggleInterval
            case .escape, .backspace: return .closeIntervalList
            case .character("q"): return .quit
            default: return nil
            }
        }
    }

    /// The interval list shows unison alone, then each interval up and down side by side.
    public static func move(_ cursor: Int, _ move: IntervalListMove, count: Int) -> Int {
        switch move {
        case .left: (cursor + count - 1) % count
        case .right: (cursor + 1) % count
        case .up: cursor <= 2 ? 0 : cursor - 2
        case .down: cursor == 0 ? 1 : min(cursor + 2, count - 1)
        }
    }

    /// A list in one row (the gap positions): ← and ↑ go back, → and ↓ on, round the ends.
    public static func moveInRow(_ cursor: Int, _ move: IntervalListMove, count: Int) -> Int {
        switch move {
        case .left, .up: (cursor + count - 1) % count
        case .right, .down: (cursor + 1) % count
        }
    }

    /// The tuning control after a step, kept within −1 … 1.
    public static func tuned(_ control: Double, by step: Double) -> Double { min(1, max(-1, control + step)) }
}
