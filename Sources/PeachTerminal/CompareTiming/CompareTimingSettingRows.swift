import Foundation
import PeachCore

/// Compare Timing's own settings on the settings screen, after Peach's: its pattern, the
/// click it moves (which follows the pattern), and how often at most the pattern repeats.
public enum CompareTimingSettingRows {
    public static let all = [
        DisciplineSettingRow(
            CompareTimingSettings.pattern, label: { $0.timingPatternLabel },
            choiceName: { _, text in text },
            explanation: {
                $0.t("Compare Timing: the beat of sixteenths it plays, * a click, - a rest; the first click is the accented anchor.",
                     "Timing vergleichen: der Schlag aus Sechzehnteln, den es spielt, * ein Klick, - eine Pause; der erste Klick ist der betonte Anker.")
            }),
        DisciplineSettingRow(
            CompareTimingSettings.position, label: { $0.timingPositionLabel },
            choiceName: { strings, text in strings.click(Int(text) ?? 2) },
            explanation: {
                $0.t("Compare Timing: which click comes early or late, counted from the first (which never moves). Unset: the 3rd of * * * *, the 2nd of the others.",
                     "Timing vergleichen: welcher Klick zu früh oder zu spät kommt, vom ersten an gezählt (der nie verschoben wird). Nicht gesetzt: der 3. bei * * * *, sonst der 2.")
            }),
        DisciplineSettingRow(
            CompareTimingSettings.repetitions, label: { $0.timingRepetitionsLabel },
            choiceName: { strings, text in strings.repetitions(Int(text) ?? 20) },
            explanation: {
                $0.t("Compare Timing: the pattern repeats while you decide, at most this many times; then it waits, silent, for your answer.",
                     "Timing vergleichen: das Muster wiederholt sich, während du entscheidest, höchstens so oft; dann wartet es still auf deine Antwort.")
            }),
    ]
}
