import Foundation
import PeachCore

/// A discipline's own setting as the settings screen shows it: its label, the name of each
/// of its words, and the line that explains it, in the screen's language. Declared in the
/// discipline's folder and registered with it; the screen lists these after Peach's own.
public struct DisciplineSettingRow: Sendable {
    public var setting: DisciplineSetting
    public var label: @Sendable (Strings) -> String
    /// A word of the config file as the screen names it: "minor" is "natural minor".
    public var choiceName: @Sendable (Strings, String) -> String
    public var explanation: @Sendable (Strings) -> String

    public init(
        _ setting: DisciplineSetting, label: @escaping @Sendable (Strings) -> String,
        choiceName: @escaping @Sendable (Strings, String) -> String, explanation: @escaping @Sendable (Strings) -> String
    ) {
        self.setting = setting
        self.label = label
        self.choiceName = choiceName
        self.explanation = explanation
    }
}
