import Foundation
import PeachCore

/// Rhythm Back's own settings on the settings screen, after Peach's.
public enum RhythmBackSettingRows {
    public static let all = [
        DisciplineSettingRow(
            RhythmBackSettings.level, label: { $0.rhythmLevelLabel },
            choiceName: { strings, text in Int(text).map(strings.rhythmLevelName) ?? text },
            explanation: {
                $0.t("Rhythm Back: what its calls hold — 1 quarters and eighths, 2 with sixteenths, 3 with rests and syncopation, 4 with triplets and dotted notes, 5 all of them mixed. The span is measured for each level.",
                     "Rhythmus nachklopfen: woraus die Vorgaben bestehen — 1 Viertel und Achtel, 2 dazu Sechzehntel, 3 dazu Pausen und Synkopen, 4 dazu Triolen und Punktierte, 5 alles gemischt. Die Spanne wird für jedes Level gemessen.")
            }),
        DisciplineSettingRow(
            RhythmBackSettings.pulse, label: { $0.rhythmPulseLabel },
            choiceName: { strings, word in RhythmPulse(rawValue: word).map(strings.pulseName) ?? word },
            explanation: {
                $0.t("Rhythm Back: the pulse clicks every beat of the call and your answer, or only the count-in; then your answer keeps its own time, is judged on its own grid, and its tempo is said.",
                     "Rhythmus nachklopfen: der Puls klickt auf jede Zählzeit der Vorgabe und deiner Antwort, oder nur beim Einzählen; dann hält deine Antwort ihr eigenes Tempo, wird an ihrem eigenen Raster gemessen, und ihr Tempo wird genannt.")
            }),
        DisciplineSettingRow(
            RhythmBackSettings.tolerance, label: { $0.rhythmToleranceLabel },
            choiceName: { strings, text in strings.number(Double(text) ?? 0, decimals: 0) + " %" },
            rangeName: { _ in "10 … 50 %" },
            explanation: {
                $0.t("Rhythm Back: how far a tap may lie from its stroke and still be it, as a share of the call's smallest gap between strokes, an eighth at most (33 %: a third of it; 50 %: half). With triplets and dotted notes (levels 4 and 5), half a twelfth of a beat at most: nearer the triplet's place than the sixteenth's is the triplet.",
                     "Rhythmus nachklopfen: wie weit ein Anschlag von seinem Schlag der Vorgabe entfernt sein darf, als Anteil der kleinsten Lücke zwischen zwei Schlägen, höchstens eines Achtels (33 %: ein Drittel davon; 50 %: die Hälfte).")
            }),
        DisciplineSettingRow(
            RhythmBackSettings.headphones, label: { $0.rhythmHeadphonesLabel },
            choiceName: { strings, text in text == "true" ? strings.yes : strings.no },
            explanation: {
                $0.t("Rhythm Back: with headphones on, the pulse keeps clicking while you answer into the input (a clap, a \"ta\"); without, the loudspeakers would reach the microphone, so your answer's bars are silent.",
                     "Rhythmus nachklopfen: mit Kopfhörern klickt der Puls weiter, während du in den Eingang antwortest (Klatschen, „ta“); ohne erreichten die Lautsprecher das Mikrofon, also bleiben die Takte deiner Antwort still.")
            }),
    ]
}
