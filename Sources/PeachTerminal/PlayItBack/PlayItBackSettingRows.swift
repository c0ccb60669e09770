import Foundation
import PeachCore

/// Play It Back's own settings on the settings screen, after Peach's.
public enum PlayItBackSettingRows {
    public static let all = [
        DisciplineSettingRow(
            PlayItBackSettings.scale, label: { $0.phraseScaleLabel },
            choiceName: { strings, word in PhraseScale(name: word).map(strings.scaleName) ?? word },
            explanation: {
                $0.t("Play It Back: the scale its phrases are drawn from — major, natural minor, or all twelve notes (chromatic).",
                     "Nachspielen: die Tonleiter, aus der die Phrasen kommen — Dur, natürliches Moll oder alle zwölf Töne (chromatisch).")
            }),
        DisciplineSettingRow(
            PlayItBackSettings.rhythm, label: { $0.phraseRhythmLabel },
            choiceName: { strings, word in PhraseRhythm(name: word).map(strings.rhythmName) ?? word },
            explanation: {
                $0.t("Play It Back: the rhythm of its phrases — quarter notes, or quarters and pairs of eighths (the next level: the span is measured for each).",
                     "Nachspielen: der Rhythmus der Phrasen — Viertel, oder Viertel und Achtelpaare (die nächste Stufe: die Spanne wird für jeden gemessen).")
            }),
        DisciplineSettingRow(
            PlayItBackSettings.keyCue, label: { $0.phraseKeyCueLabel },
            choiceName: { strings, word in KeyCue(name: word).map(strings.keyCueName) ?? word },
            explanation: {
                $0.t("Play It Back: how the key is set before a phrase — its chord broken upwards, or a drone on the key note under the phrase. A chromatic phrase has no key.",
                     "Nachspielen: wie die Tonart vor einer Phrase erklingt — ihr Akkord aufwärts gebrochen oder ein Bordunton auf dem Grundton unter der Phrase. Eine chromatische Phrase hat keine Tonart.")
            }),
    ]
}
