import Foundation
import PeachCore

/// Chords' own settings on the settings screen, after Peach's.
public enum ChordsSettingRows {
    public static let all = [
        DisciplineSettingRow(
            ChordsSettings.level, label: { $0.chordLevelLabel },
            choiceName: { strings, text in Int(text).map(strings.levelName) ?? text },
            explanation: {
                $0.t("Chords: the chords its progressions are drawn from — 1 major and minor triads, 2 with diminished and augmented, 3 inversions, 4 seventh chords, 5 sus and added tones. The span is measured for each level.",
                     "Akkorde: woraus die Folgen bestehen — 1 Dur- und Molldreiklänge, 2 dazu vermindert und übermäßig, 3 Umkehrungen, 4 Septakkorde, 5 sus und hinzugefügte Töne. Die Spanne wird für jedes Level gemessen.")
            }),
        DisciplineSettingRow(
            ChordsSettings.keyCue, label: { $0.chordKeyCueLabel },
            choiceName: { strings, word in KeyCue(name: word).map(strings.keyCueName) ?? word },
            explanation: {
                $0.t("Chords: how the key is set before a progression — a cadence I–IV–V–I, its triad broken upwards, or a drone on the key note.",
                     "Akkorde: wie die Tonart vor einer Folge erklingt — eine Kadenz I–IV–V–I, ihr Dreiklang aufwärts gebrochen oder ein Bordunton auf dem Grundton.")
            }),
        DisciplineSettingRow(
            ChordsSettings.window, label: { $0.chordWindowLabel },
            choiceName: { strings, text in strings.number(Double(text) ?? 0, decimals: 0) + " ms" },
            rangeName: { _ in "30 … 200 ms" },
            explanation: {
                $0.t("Chords: how long after a chord's first note another still joins it (a rolled chord counts); a note after it starts the next chord.",
                     "Akkorde: wie lange nach dem ersten Ton eines Akkords ein weiterer noch dazugehört (ein arpeggierter Akkord zählt); ein Ton danach beginnt den nächsten.")
            }),
        DisciplineSettingRow(
            ChordsSettings.judging, label: { $0.chordJudgingLabel },
            choiceName: { strings, word in ChordJudgement.Strictness(name: word).map(strings.judgingName) ?? word },
            explanation: {
                $0.t("Chords: a chord is right with the same notes over the right bass (any octave, doublings allowed), or only in the exact voicing Peach played.",
                     "Akkorde: ein Akkord ist richtig mit denselben Tönen über dem richtigen Bass (jede Oktave, Verdopplungen erlaubt) oder nur in genau der Lage, die Peach gespielt hat.")
            }),
    ]
}
