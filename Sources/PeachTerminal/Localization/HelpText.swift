import Foundation
import PeachCore

/// The help each screen opens with `?`, and the one-line explanation of each setting: the
/// task, the keys and MIDI controls, what each number means. English and German.
extension Strings {
    public enum HelpTopic: Hashable, Sendable {
        case start, compare, match, timing, fill, sing, profile, settings, info
    }

    public func helpTitle(_ topic: HelpTopic) -> String {
        switch topic {
        case .start: t("Help — start", "Hilfe — Start")
        case .compare: t("Help — Hear & Compare", "Hilfe — Hören & Vergleichen")
        case .match: t("Help — Tune & Match", "Hilfe — Stimmen & Angleichen")
        case .timing: t("Help — Compare Timing", "Hilfe — Timing vergleichen")
        case .fill: t("Help — Fill the Gap", "Hilfe — Lücke füllen")
        case .sing: t("Help — Sing & Match", "Hilfe — Singen & Treffen")
        case .profile: t("Help — Profile", "Hilfe — Profil")
        case .settings: t("Help — Settings", "Hilfe — Einstellungen")
        case .info: t("Help — Info", "Hilfe — Info")
        }
    }

    public func help(_ topic: HelpTopic) -> [String] {
        let cent = t("A cent is a hundredth of a semitone: 100 cents from C to C#, 1200 an octave.",
                     "Ein Cent ist ein Hundertstel Halbton: 100 Cent von C nach Cis, 1200 eine Oktave.")
        switch topic {
        case .start:
            return language == .german ? [
                "Peach trainiert dein Gehör für kleine Tonhöhenunterschiede.", cent, "",
                "↑↓ oder j/k wählen, Enter öffnet, 1–9 öffnen direkt, q beendet.",
                "Hören & Vergleichen: war der zweite Ton höher oder tiefer? Stimmen & Angleichen: stimme einen Ton auf den ersten.",
                "„Einzeltöne“ vergleicht Ton mit Ton, „Intervalle“ ein Intervall mit seinem exakten Maß.",
                "MIDI: Tasten ab C4 = höher, darunter = tiefer; Pitch-Bend oder Modulationsrad stimmen.",
                "Rhythmus: Timing vergleichen (kam der dritte Klick zu früh oder zu spät?) und Lücke füllen (schlag mit einem Pad in den ausgelassenen Klick).",
            ] : [
                "Peach trains your ear for small differences in pitch.", cent, "",
                "↑↓ or j/k select, Enter opens, 1–9 open directly, q quits.",
                "Hear & Compare: was the second note higher or lower? Tune & Match: tune a note to the first.",
                "'Single notes' compares note with note, 'intervals' an interval with its exact size.",
                "MIDI: keys from C4 up answer Higher, below Lower; pitch bend or the mod wheel tunes.",
                "Rhythm: Compare Timing (was the third click early or late?) and Fill the Gap (tap a pad into the missing click).",
            ]
        case .compare:
            return language == .german ? [
                "Zwei Töne erklingen. War der zweite höher oder tiefer als der erste?", cent, "",
                "↑ oder h: höher, ↓ oder l: tiefer — ab dem Beginn von Ton 2 (eine Antwort während Ton 2 beendet ihn).",
                "MIDI: eine Taste ab dem Split-Ton (Standard C4) = höher, darunter = tiefer.",
                "Bei Intervallen: liegt Ton 2 über dem exakten Intervall (höher) oder darunter (tiefer)?",
                "Richtig → der Abstand wird kleiner, falsch → größer: du trainierst dort, wo du etwa 3 von 4 richtig hörst.",
                "Abstand: der Unterschied dieses Durchgangs. Feinste erkannt: der kleinste hier richtig beantwortete Abstand dieser Aufgabe.",
                "Trend: ob deine Schwelle sinkt (↘ besser) oder steigt; das Profil zeigt sie mit ihrem 95-%-Bereich.",
                "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
            ] : [
                "Two notes play. Was the second higher or lower than the first?", cent, "",
                "↑ or h: Higher, ↓ or l: Lower — from note 2's start (an answer during note 2 ends it).",
                "MIDI: a key at or above the split note (default C4) answers Higher, below it Lower.",
                "With intervals: is note 2 sharp of the exact interval (Higher) or flat of it (Lower)?",
                "Right → the difference shrinks, wrong → it grows: you train where you hear about 3 in 4 right.",
                "Difference: this trial's. Smallest right: the smallest answered right on this screen, for this task.",
                "Trend: whether your threshold falls (↘ improving) or rises; the profile shows it with its 95 % range.",
                "s stops or starts, Esc goes back, any key closes this help.",
            ]
        case .match:
            return language == .german ? [
                "Ein Referenzton erklingt, dann ein zweiter, verstimmter. Stimme ihn auf den ersten.", cent, "",
                "←→ fein (0,1 Cent), ↑↓ grob (1 Cent); MIDI: Pitch-Bend oder Modulationsrad.",
                "Der zweite Ton beginnt, sobald du den Regler bewegst; Enter, Leertaste oder eine Taste bestätigt.",
                "Der Regler zeigt nur seine Stellung, nicht den Fehler: der Ton startet zufällig verstimmt.",
                "Danach: der Fehler in Cent, ▲ zu hoch oder ▼ zu tief, nah (unter 10), mäßig (bis 30), weit.",
                "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
            ] : [
                "A reference plays, then a second note, detuned. Tune it to the first.", cent, "",
                "←→ fine (0.1 cent), ↑↓ coarse (1 cent); MIDI: the pitch-bend or the mod wheel.",
                "The second note starts when you move the control; Enter, Space or a pad submits.",
                "The slider shows the control, not the error: the note starts detuned by a random amount.",
                "Then: the error in cents, ▲ too high (sharp) or ▼ too low (flat), close (under 10), moderate (to 30), far.",
                "s stops or starts, Esc goes back, any key closes this help.",
            ]
        case .profile:
            return language == .german ? [
                "Deine Schwelle: der Abstand, den du zu 75 % richtig hörst, gemessen aus allen Antworten, mit dem 95-%-Bereich, in dem sie liegt.",
                "„grob“: der Bereich ist noch zu weit für eine Messung („etwa …“, „zwischen … und …“, „unter …“, „über …“); der Verlauf sagt, wie viele Antworten es etwa noch braucht.",
                "Ältere Antworten zählen weniger, sobald neuere denselben Ton betreffen; eine Aufgabe, die einen Monat nicht trainiert wurde, sagt, wann zuletzt.",
                "Mittlerer Abstand: wo die Durchgänge lagen — keine Schwelle. Antworten: wie viele. Trend: ↘ besser, ↗ schlechter.", cent, "",
                "Über die Tastatur: je Ton (Nachbartöne zählen mit) ● Schwelle, ┃ 95-%-Bereich, ◦ mittlerer Abstand; grau: einen Monat nicht trainiert; · unter der Grafik: keine Antworten bei diesem Ton.",
                "Verlauf: je Trainingstag die Schwelle der letzten 20 Tage (▁ klein … █ groß), am Ende der Stand jetzt.",
                "Stimmen & Angleichen je Aufgabe: Anzahl, mittlerer |Fehler| und seine Standardabweichung (SA), Trend. Alles in Cent, logarithmisch.",
                "Rhythmus je Tempobereich in ms (− früh, + spät), mit 95-%-Intervall, ~ grob: bei Timing vergleichen die Schwelle (mit ihrem Anteil an einer 16tel) und die Neigung, der Versatz, den du als pünktlich hörst; bei Lücke füllen dein Mittel (Ø) je Lücke (1 e & a) ± Intervall und die Streuung (SA) deiner Anschläge mit ihrem Bereich.",
                "Esc zurück, jede Taste schließt diese Hilfe. Alles als Seite: peach report --html DATEI",
            ] : [
                "Your threshold: the difference you hear right 75 % of the time, measured from all your answers, with the 95 % range it lies in.",
                "'rough': the range is still too wide to call it measured ('about …', 'between … and …', 'below …', 'above …'); the progress row says roughly how many more answers will narrow it.",
                "Older answers count less once newer ones tell about the same note; a task not trained for a month says when it last was.",
                "Mean difference: where the trials were placed — not a threshold. Answers: how many. Trend: ↘ improving, ↗ declining.", cent, "",
                "Across the keyboard: per note (neighbours count too) ● threshold, ┃ 95 % range, ◦ mean difference; grey: not trained for a month; · under the chart: no answers at that note.",
                "Progress: each training day, the threshold of the last 20 days (▁ small … █ large), then where it stands now.",
                "Tune & Match per task: matches, mean |error| and its standard deviation (SD), trend. All in cents, on a log scale.",
                "Rhythm per tempo band in ms (− early, + late), with 95 % intervals, ~ rough: Compare Timing's threshold (with its share of a sixteenth) and bias, the offset you hear as on time; Fill the Gap's mean at each gap (1 e & a) ± its interval, and the spread (SD) of your taps with its range.",
                "Esc goes back, any key closes this help. All of it as a page: peach report --html FILE",
            ]
        case .settings:
            return language == .german ? [
                "↑↓ wählt eine Einstellung, ←→ ändert sie, Shift+←→ oder Bild↑↓ in großen Schritten.",
                "Enter auf Intervalle öffnet die Liste (Leertaste schaltet um), p spielt A4 im gewählten Klang.",
                "Jede Änderung steht sofort in der Konfigurationsdatei (Kommentare bleiben) und gilt ab dem nächsten Durchgang.",
                "Die Zeile unter der Liste erklärt die gewählte Einstellung.",
                "Esc zurück, jede Taste schließt diese Hilfe.",
            ] : [
                "↑↓ selects a setting, ←→ changes it, Shift+←→ or PgUp/PgDn in big steps.",
                "Enter on Intervals opens the list (Space toggles), p plays A4 in the chosen sound.",
                "Every change is in the config file at once (comments kept) and applies from the next trial.",
                "The line under the list explains the selected setting.",
                "Esc goes back, any key closes this help.",
            ]
        case .timing, .fill:
            return rhythmHelp(topic)
        case .sing:
            return singingHelp(cent)
        case .info:
            return language == .german ? ["Wo Peach speichert und was es tut. Esc zurück, jede Taste schließt diese Hilfe."]
                : ["Where Peach keeps its files and what it does. Esc goes back, any key closes this help."]
        }
    }

    /// One line about the selected setting, under the settings list.
    public func settingExplanation(_ key: String) -> String {
        switch key {
        case "noteRangeMin", "noteRangeMax":
            t("The notes trials are drawn from (reference notes, and their intervals' targets).",
              "Die Töne, aus denen Durchgänge gezogen werden (Referenztöne und ihre Intervallziele).")
        case "noteDuration": t("How long each note sounds.", "Wie lange jeder Ton klingt.")
        case "noteGap": t("Silence between note 1 and note 2.", "Stille zwischen Ton 1 und Ton 2.")
        case "referencePitch": t("The frequency of A4; every note is tuned from it.", "Die Frequenz von A4; alle Töne werden davon aus gestimmt.")
        case "naturalVsMechanical":
            t("0: the next note is near the last one (natural); 1: always a weak spot of your profile (mechanical).",
              "0: der nächste Ton liegt nahe beim letzten (natürlich); 1: immer eine Schwachstelle deines Profils (mechanisch).")
        case "varyLoudness": t("Note 2 louder or softer by up to ±10 dB at 1, so loudness gives nothing away.",
                               "Ton 2 lauter oder leiser, bis ±10 dB bei 1, damit die Lautstärke nichts verrät.")
        case "soundSource": t("The instrument: the sine, or a SoundFont preset (p plays A4 in it).", "Das Instrument: Sinus oder ein SoundFont-Klang (p spielt A4).")
        case "intervals":
            t("For the intervals modes. 'Single notes' always trains unison; with only P1 chosen, intervals train a fifth up.",
              "Für die Intervall-Modi. „Einzeltöne“ trainiert immer die Prime; ist nur P1 gewählt, trainieren Intervalle eine Quinte aufwärts.")
        case "tuningSystem": t("How intervals are sized: equal temperament, or just intonation from note 1.", "Wie Intervalle bemessen sind: gleichstufig oder rein, von Ton 1 aus.")
        case "feedbackDuration": t("How long ✓/✗ and the matching result show before the next note 1.", "Wie lange ✓/✗ und das Ergebnis stehen bleiben, bevor der nächste Ton 1 kommt.")
        case "tempo": t("The rhythm disciplines' tempo: the clicks are its sixteenths.", "Das Tempo der Rhythmus-Übungen: die Klicks sind seine Sechzehntel.")
        case "gapPositions": t("Fill the Gap: the steps of the beat (1 e + a) that may fall silent.", "Lücke füllen: die Schritte des Schlags (1 e + a), die ausfallen dürfen.")
        case "extraLatencyMs":
            t("Taken off every pad tap, for what JACK cannot know (a controller's scan time). peach calibrate proposes it.",
              "Wird von jedem Pad-Anschlag abgezogen, für das, was JACK nicht weiß (die Abtastzeit eines Controllers). peach calibrate schlägt sie vor.")
        case "holdDuration":
            t("Sing & Match: how long the pitch must stay within ±50 cents of the target to be taken.",
              "Singen & Treffen: wie lange der Ton innerhalb ±50 Cent um das Ziel bleiben muss, um zu zählen.")
        case "octaveFree":
            t("Sing & Match: any octave of the target counts (a bass voice matching a treble note).",
              "Singen & Treffen: jede Oktave des Ziels zählt (eine Bassstimme trifft einen hohen Ton).")
        default: ""
        }
    }
}
