import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Sing & Match's help: the task, the needle, when a match is taken, the input.
    public static let sing = Strings.HelpTopic("sing", title: { $0.t("Help — Sing & Match", "Hilfe — Singen & Treffen") }) { strings in
        let language = strings.language, cent = strings.centExplained
        return language == .german ? [
            "Peach spielt den Referenzton; dann sing oder spiel den Zielton (bei einem Intervall steht er darunter) in Peachs Eingang „in“.", cent, "",
            "Die Nadel zeigt, wie weit dein Ton vom Ziel liegt: links zu tief (♭), rechts zu hoch (♯); der dicke Teil ist ±50 Cent.",
            "Bleibt der Ton so lange darin, wie die Einstellung „Halten“ sagt (0,7 s), und wandert dabei höchstens 30 Cent pro Sekunde, zählt er: gespeichert wird der Median des gehaltenen Tons, und wo der erste Ansatz lag. Ein Gleiten durch das Ziel zählt nicht.",
            "Enter, Leertaste oder jedes Pad wertet sofort. Den Eingang verbinden: peach --listen PORT (peach devices zeigt die Ports).",
            "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "Peach plays the reference; then sing or play the target (for an interval it is named below) into Peach's input `in`.", cent, "",
            "The needle shows how far your pitch is from the target: left flat (♭), right sharp (♯); the heavy part is ±50 cents.",
            "Once the pitch stays in it for the hold time (setting, 0.7 s), drifting no more than 30 cents a second, the match is taken: the median of the held note is stored, and where the first attempt landed. A glide through the target is no match.",
            "Enter, Space or any pad takes it at once. Connect the input: peach --listen PORT (peach devices lists the ports).",
            "s stops or starts, Esc goes back, any key closes this help.",
        ]
    }
}
