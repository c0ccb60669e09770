import Foundation
import PeachCore
import PeachTerminal

/// The computer keyboard on each screen (the footers list these keys).
extension TerminalApp {
    func handle(_ key: Key, keyboard: KeyboardReader) async {
        switch key {
        case .control("c"):
            await quit()
            return
        case .control("z"):
            await suspend(keyboard)
            return
        default: break
        }
        switch screen {
        case var .start(start):
            switch key {
            case .up, .character("k"):
                start.selected = MenuItem(rawValue: (start.selected.rawValue + MenuItem.allCases.count - 1) % MenuItem.allCases.count)!
                screen = .start(start)
            case .down, .character("j"), .tab:
                start.selected = MenuItem(rawValue: (start.selected.rawValue + 1) % MenuItem.allCases.count)!
                screen = .start(start)
            case .enter, .character(" "): await open(start.selected)
            case let .character(digit) where digit.wholeNumberValue.map({ (1...MenuItem.allCases.count).contains($0) }) == true:
                await open(MenuItem(rawValue: digit.wholeNumberValue! - 1)!)
            case .character("q"), .escape: await quit()
            default: break
            }
        case .compare:
            switch key {
            case .up, .character("h"), .character("+"): await handle(.higher, frame: nil)
            case .down, .character("l"), .character("-"): await handle(.lower, frame: nil)
            case .character("s"): await toggleTraining()
            case .escape, .backspace, .character("b"): await back()
            case .character("q"): await quit()
            default: break
            }
        case .match:
            let control = matching?.control ?? 0
            switch key {
            // 1/200 of the ±20-cent span is 0.1 cent; 1/20 is 1 cent.
            case .right: await handle(.tuning(min(1, control + 0.005)), frame: nil)
            case .left: await handle(.tuning(max(-1, control - 0.005)), frame: nil)
            case .up, .shiftRight: await handle(.tuning(min(1, control + 0.05)), frame: nil)
            case .down, .shiftLeft: await handle(.tuning(max(-1, control - 0.05)), frame: nil)
            case .enter, .character(" "): await handle(.submit, frame: nil)
            case .character("s"): await toggleTraining()
            case .escape, .backspace, .character("b"): await back()
            case .character("q"): await quit()
            default: break
            }
        case .profile, .info:
            switch key {
            case .escape, .backspace, .character("b"), .enter: await back()
            case .character("q"): await quit()
            default: break
            }
        case var .settings(settings):
            if await handleSettings(key, &settings) { screen = .settings(settings) }
        }
    }
}
