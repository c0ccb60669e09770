import Foundation
import PeachTerminal

/// How a training screen reads the computer keyboard, declared by its discipline beside
/// the screen: its own keys (answers, tuning, taps), and the help `?` opens. The keys every
/// training screen shares (`s`, Esc, `q`) are added here, so a discipline names only its own.
public struct TrainingKeys: Equatable, Sendable {
    /// The help `?` opens on this screen.
    public let help: Strings.HelpTopic
    private let own: @Sendable (Key) -> ScreenCommand?

    public init(help: Strings.HelpTopic, own: @escaping @Sendable (Key) -> ScreenCommand?) {
        self.help = help
        self.own = own
    }

    /// Two screens' keys are the same when they open the same help: a discipline's.
    public static func == (lhs: TrainingKeys, rhs: TrainingKeys) -> Bool { lhs.help == rhs.help }

    public func command(for key: Key) -> ScreenCommand? {
        if let command = own(key) { return command }
        switch key {
        case .character("s"): return .toggleTraining
        case .escape, .backspace, .character("b"): return .back
        case .character("q"): return .quit
        default: return nil
        }
    }
}
