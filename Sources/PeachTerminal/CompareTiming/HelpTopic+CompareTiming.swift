import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Compare Timing's help: the task, the keys and pads, what the offset means.
    public static let timing = Strings.HelpTopic("timing", title: { $0.t("Help — Compare Timing", "Hilfe — Timing vergleichen") }) { strings in
        let language = strings.language, sixteenth = strings.sixteenthsExplained
        return language == .german ? [
            "Vier Klicks; der dritte kommt zu früh oder zu spät. Welches?", sixteenth, "",
            "← oder e: zu früh; → oder l: zu spät (auch ↓/↑). MIDI: die Tiefer-Taste ist zu früh, die Höher-Taste zu spät.",
            "Richtig → der Versatz wird kleiner, falsch → größer; so findet Peach deine Schwelle (75 % richtig).",
            "Die Zahl ist der Versatz des dritten Klicks in Millisekunden und als Anteil einer Sechzehntel.",
            "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "Four clicks; the third comes early or late. Which?", sixteenth, "",
            "← or e: early; → or l: late (↓/↑ too). MIDI: the Lower pad is Early, the Higher pad Late.",
            "A right answer makes the offset smaller, a wrong one larger: Peach finds your threshold (75 % right).",
            "The number is the third click's offset in milliseconds and as a share of a sixteenth.",
            "s stops or starts, Esc goes back, any key closes this help.",
        ]
    }
}
