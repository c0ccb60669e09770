import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Play It Back's help: what plays, how the echo is heard and judged, how the length moves.
    public static let echo = Strings.HelpTopic("echo", title: { $0.t("Help — Play It Back", "Hilfe — Nachspielen") }) { strings in
        strings.language == .german ? [
            "Peach gibt die Tonart an (Grundton, Terz, Quinte, Oktave, oder ein Bordunton unter der Phrase; chromatisch nichts) und spielt eine Phrase in Vierteln (oder Vierteln und Achtelpaaren: die nächste Stufe, in den Einstellungen). Spiel sie auf dem MIDI-Keyboard nach, sobald sie zu Ende ist.",
            "Jede Taste am MIDI-Eingang ist ein Ton, auf jedem Kanal; gemessen auf den Frame genau, mit den Latenzen, die JACK meldet. Töne, bevor ihr letzter Ton zur Hälfte erklungen ist, zählen nicht (mitspielen ist nicht nachspielen); Peach lässt jede Taste erklingen.",
            "Oder sing (spiel) sie in Peachs Eingang, wenn etwas daran hängt: die Phrase liegt dann in deinem Stimmumfang, gehört wird ab dem Ende ihres letzten Tons; jeder Ton zählt als der nächste Halbton (±50 Cent), seine Abweichung in Cent bleibt gespeichert.",
            "Richtig ist die Phrase, wenn jeder Ton in seiner Reihenfolge gespielt ist und nichts dazu. Sonst nennt Peach jeden falschen, fehlenden und zusätzlichen Ton.",
            "Das Timing misst Peach an deinem eigenen Schlag: er ist der mittlere (Median) der Abstände deiner Töne (ein Achtel ein halber Schlag), und er beginnt, wo du beginnst. Langsamer oder später nachgespielt ist also nicht falsch; ein Ton mehr als 30 ms neben seinem Platz wird genannt. In Vierteln macht das Timing eine Phrase nie falsch, es steht daneben; mit Achteln gehört der Rhythmus dazu: ein Ton mehr als ein Sechstel eines Schlags neben dem Platz, den ihm seine Nachbarn in deinem eigenen Tempo geben, ist aus dem Rhythmus, und die Phrase falsch.",
            "Wenn du aufhörst (1½ Schläge nach dem letzten Ton, wenn alle da sind, sonst 3), wird geurteilt. r spielt die Phrase nochmal; du beginnst dann von vorn — eine zweimal gehörte Phrase zählt nicht für die Spanne (sie misst, was ein Hören hält) und ändert die Länge nicht.",
            "Nach einer richtigen Phrase ist die nächste einen Ton länger, nach einer falschen drei kürzer: so pendelt die Länge um das, was du zu 75 % richtig spielst, deine Spanne (im Profil, je Tonleiter, Rhythmus und Tempo; ♫: mit Achteln).",
            "Ohne MIDI-Keyboard an midi_in tippst du die Töne auf der Computertastatur: a w s e d f t g y h u j k ist eine Oktave ab einem C unter der Phrase, o l p ; ' gehen weiter bis zur Quarte darüber (w e t y u o p die schwarzen Tasten), z und x verschieben sie um eine Oktave, die Leertaste hält an und startet. Getippte Töne haben keinen Audio-Frame: sie zählen nur mit ihrer Tonhöhe, ungetimt, ohne Rhythmusurteil; so gespeichert.",
            "s hält an oder startet (beim Tippen ohne MIDI-Keyboard die Leertaste: s ist dann ein Ton), Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "Peach sets the key (key note, third, fifth, octave, or a drone under the phrase; nothing for chromatic) and plays a phrase of quarter notes (or quarters and pairs of eighths: the next level, in the settings). Play it back on the MIDI keyboard once it has ended.",
            "Every key on the MIDI input is a note, on any channel; timed to the frame, with the latencies JACK reports. Notes played before its last note has half sounded do not count (playing along is not playing back); Peach sounds every key.",
            "Or sing (or play) it into Peach's input when anything is connected to it: the phrase then lies in your voice's range, and the input is heard from the end of its last note; each note counts as the nearest semitone (±50 cents), its error in cents kept.",
            "A phrase is right when every note is played in its order and nothing else. Otherwise Peach names each wrong, missing and extra note.",
            "Timing is measured against your own beat: the median of the gaps between your notes (an eighth half a beat), starting where you start. A slower or later echo is not wrong; a note more than 30 ms off its place is named. In quarter notes timing never makes a phrase wrong: it is measured beside it; with eighths the rhythm is part of the phrase: a note more than a sixth of a beat from the place its neighbours give it, at your own pace, is off the rhythm, and the phrase wrong.",
            "When you stop (1½ beats after the last note once all are there, 3 otherwise) the echo is judged. r plays the phrase again; you then start over — a phrase heard twice does not count for the span (it measures what one hearing holds) and leaves the length as it was.",
            "After a right phrase the next is a note longer, after a wrong one three shorter: the length settles where you play 75 % right, your span (in the profile, per scale, rhythm and tempo; ♫: with eighths).",
            "Without a MIDI keyboard on midi_in, type the notes on the computer keyboard: a w s e d f t g y h u j k is an octave from a C at or below the phrase, o l p ; ' go on to the fourth above (w e t y u o p the black keys), z and x move it an octave, Space stops and starts. Typed notes have no audio frame: they count for their pitch alone, untimed, their rhythm not judged; stored so.",
            "s stops or starts (Space while typing without a MIDI keyboard: s is a note then), Esc goes back, any key closes this help.",
        ]
    }
}
