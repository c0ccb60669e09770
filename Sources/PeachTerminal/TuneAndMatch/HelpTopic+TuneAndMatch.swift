import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Tune & Match's help: the task, the keys and wheels, what the result means.
    public static let match = Strings.HelpTopic("match", title: { $0.t("Help — Tune & Match", "Hilfe — Stimmen & Angleichen") }) { strings in
        let language = strings.language, cent = strings.centExplained
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
    }
}
