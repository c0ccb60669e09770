import Foundation
import PeachCore

/// Sing & Match's own settings on the settings screen, after Peach's.
public enum SingAndMatchSettingRows {
    public static let all = [
        DisciplineSettingRow(
            SingAndMatchSettings.hold, label: { $0.holdDurationLabel },
            choiceName: { strings, text in strings.number(Double(text) ?? 0) + " s" },
            rangeName: { "\($0.number(0.3)) … \($0.number(3)) s" },
            explanation: {
                $0.t("Sing & Match: how long the pitch must stay within ±50 cents of the target to be taken.",
                     "Singen & Treffen: wie lange der Ton innerhalb ±50 Cent um das Ziel bleiben muss, um zu zählen.")
            }),
        DisciplineSettingRow(
            SingAndMatchSettings.anyOctave, label: { $0.octaveFreeLabel },
            choiceName: { strings, text in text == "true" ? strings.yes : strings.no },
            explanation: {
                $0.t("Sing & Match: any octave of the target counts (a bass voice matching a treble note).",
                     "Singen & Treffen: jede Oktave des Ziels zählt (eine Bassstimme trifft einen hohen Ton).")
            }),
    ]
}
