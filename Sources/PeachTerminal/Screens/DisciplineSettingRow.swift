import Foundation
import PeachCore

/// A discipline's own setting as the settings screen shows it: its label, its value in
/// words, what it may be, and the line that explains it, in the screen's language. Declared
/// in the discipline's folder and registered with it; the screen lists these after Peach's own.
public struct DisciplineSettingRow: Sendable {
    public var setting: DisciplineSetting
    public var label: @Sendable (Strings) -> String
    /// A value of the config file as the screen names it: "minor" is "natural minor", "0.7"
    /// is "0.7 s", "true" is "yes".
    public var choiceName: @Sendable (Strings, String) -> String
    /// What a number may be ("0.3 … 3 s"); a setting of words says which of them it is.
    public var rangeName: @Sendable (Strings) -> String
    public var explanation: @Sendable (Strings) -> String
    /// A list's hint while its toggles are open: what they are and the keys.
    public var listHint: @Sendable (Strings) -> String

    public init(
        _ setting: DisciplineSetting, label: @escaping @Sendable (Strings) -> String,
        choiceName: @escaping @Sendable (Strings, String) -> String, rangeName: @escaping @Sendable (Strings) -> String = { _ in "" },
        explanation: @escaping @Sendable (Strings) -> String, listHint: @escaping @Sendable (Strings) -> String = { _ in "" }
    ) {
        self.setting = setting
        self.label = label
        self.choiceName = choiceName
        self.rangeName = rangeName
        self.explanation = explanation
        self.listHint = listHint
    }
}
