import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Chords' help: what plays, how the chords played back are grouped and judged, how the length moves.
    public static let chords = Strings.HelpTopic("chords", title: { $0.t("Help — Chords", "Hilfe — Akkorde") }) { strings in
        strings.language == .german ? [
            "Peach gibt die Tonart an (eine Kadenz I–IV–V–I, ihr Dreiklang gebrochen oder ein Bordunton: in den Einstellungen) und spielt eine Folge von Akkorden, je zwei Schläge, eng gesetzt. Spiel sie auf dem MIDI-Keyboard nach, sobald sie zu Ende ist, Akkord für Akkord.",
            "Ein Ton gehört zu einem Akkord, wenn er innerhalb des Akkordfensters (80 ms, in den Einstellungen) nach dessen erstem Ton beginnt: ein arpeggierter Akkord zählt; ein Ton danach beginnt den nächsten. Gemessen auf den Frame genau, mit den Latenzen, die JACK meldet; Peach lässt jede Taste erklingen. Töne, bevor der letzte Akkord zur Hälfte erklungen ist, zählen nicht (Mitspielen ist nicht Nachspielen).",
            "Richtig ist ein Akkord mit denselben Tönen (in jeder Oktave, Verdopplungen erlaubt) über dem richtigen Bass – oder, in den Einstellungen, nur in genau Peachs Lage. Die Folge ist richtig, wenn jeder Akkord richtig ist und keiner dazukommt; sonst nennt Peach jeden falschen, fehlenden und zusätzlichen Akkord, in der Schreibweise der Tonart („2. Akkord: du hast F-Dur gespielt, es war d-Moll – D fehlt, C zu viel“), und danach die ganze Folge mit ihren Stufen (I, ii, V7 …).",
            "Die Level: 1 Dur- und Molldreiklänge in Grundstellung, 2 dazu vermindert und übermäßig, 3 Umkehrungen, 4 Septakkorde, 5 sus und hinzugefügte Töne.",
            "Wenn du aufhörst (2½ Schläge nach dem letzten Ton, wenn alle Akkorde da sind, sonst 3), wird bewertet. r spielt die Folge nochmal; du beginnst dann von vorn – eine zweimal gehörte Folge zählt nicht für die Spanne und ändert die Länge nicht.",
            "Nach einer richtigen Folge ist die nächste einen Akkord länger, nach einer falschen drei kürzer (nie unter einem): die Länge pendelt um deine harmonische Spanne, die Länge, die du zu 75 % richtig nachspielst (im Profil je Level und Tempo, mit jeder Akkordart daneben und wofür du sie gehalten hast).",
            "Ohne MIDI-Keyboard an midi_in geht es nicht: eine Computertastatur schlägt keine Tasten zusammen an.",
            "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "Peach sets the key (a cadence I–IV–V–I, its triad broken upwards or a drone: a setting) and plays a progression of block chords, two beats each, in close position. Play it back on the MIDI keyboard once it has ended, chord by chord.",
            "A note joins a chord when it starts within the chord window (80 ms, a setting) after the chord's first note: a rolled chord counts; a note after it starts the next. Timed to the frame, with the latencies JACK reports; Peach sounds every key. Notes played before the last chord has half sounded do not count (playing along is not playing back).",
            "A chord is right with the same notes (any octave, doublings allowed) over the right bass — or, a setting, only in Peach's very voicing. A progression is right when every chord is and none is added; otherwise Peach names each wrong, missing and extra chord as the key spells it (\"2nd chord: you played F major, it was D minor — D missing, C extra\"), then the whole progression with its numerals.",
            "The levels: 1 major and minor triads in root position, 2 with diminished and augmented, 3 inversions, 4 seventh chords, 5 sus and added tones.",
            "When you stop (2½ beats after the last note once every chord is there, 3 otherwise) the echo is judged. r plays the progression again; you then start over — a progression heard twice does not count for the span and leaves the length as it was.",
            "After a right progression the next is a chord longer, after a wrong one three shorter (never below one): the length settles at your harmonic span, the length you play back right 75 % of the time (in the profile per level and tempo, with each kind of chord beside it and what you took it for).",
            "Without a MIDI keyboard on midi_in there is nothing to play: a computer keyboard cannot strike keys together.",
            "s stops or starts, Esc goes back, any key closes this help.",
        ]
    }
}
