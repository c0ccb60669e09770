import Foundation
import PeachCore

/// Hear & Compare's own settings on the settings screen, after Peach's.
public enum HearAndCompareSettingRows {
    public static let all = [
        DisciplineSettingRow(
            HearAndCompareSettings.gap, label: { $0.noteGapLabel },
            choiceName: { strings, text in strings.number(Double(text) ?? 0) + " s" },
            rangeName: { _ in "0 … 5 s" },
            explanation: { $0.t("Hear & Compare: silence between note 1 and note 2.", "Hören & Vergleichen: Stille zwischen Ton 1 und Ton 2.") }),
        DisciplineSettingRow(
            HearAndCompareSettings.loudness, label: { $0.varyLoudnessLabel },
            choiceName: { strings, text in
                let value = Double(text) ?? 0
                return strings.number(value, decimals: 2) + " (±" + strings.number(value * 10) + " dB)"
            },
            rangeName: { _ in "0 … 1" },
            explanation: {
                $0.t("Hear & Compare: note 2 louder or softer by up to ±10 dB at 1, so loudness gives nothing away.",
                     "Hören & Vergleichen: Ton 2 lauter oder leiser, bis ±10 dB bei 1, damit die Lautstärke nichts verrät.")
            }),
    ]
}
