import Foundation
import PeachCore

/// Fill the Gap's own setting on the settings screen, after Peach's: the steps that may fall
/// silent, named as drummers count them (1 e + a), chosen in a row of toggles.
public enum FillTheGapSettingRows {
    public static let all = [
        DisciplineSettingRow(
            FillTheGapSettings.gaps, label: { $0.gapPositionsLabel },
            choiceName: { strings, text in
                DisciplineSetting.words(text).compactMap { word in StepPosition.allCases.first { $0.description == word } }
                    .map(strings.stepSymbol).joined(separator: " ")
            },
            rangeName: { $0.anyOfTheBeat },
            explanation: { $0.t("Fill the Gap: the steps of the beat (1 e + a) that may fall silent.", "Lücke füllen: die Schritte des Schlags (1 e + a), die ausfallen dürfen.") },
            listHint: { $0.gapPositionsHint }),
    ]
}
