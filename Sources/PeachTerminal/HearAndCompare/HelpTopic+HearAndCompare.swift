import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Hear & Compare's help: the task, the keys and pads, what the numbers mean.
    public static let compare = Strings.HelpTopic("compare", title: { $0.t("Help — Hear & Compare", "Hilfe — Hören & Vergleichen") }) { strings in
        let language = strings.language, cent = strings.centExplained
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
    }
}
