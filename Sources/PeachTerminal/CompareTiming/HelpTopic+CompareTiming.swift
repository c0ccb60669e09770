import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Compare Timing's help: the task, the keys and pads, what the offset means.
    public static let timing = Strings.HelpTopic("timing", title: { $0.t("Help — Compare Timing", "Hilfe — Timing vergleichen") }) { strings in
        let language = strings.language, sixteenth = strings.sixteenthsExplained
        return language == .german ? [
            "Eine Figur von Sechzehnteln auf einem Schlag, immer wieder; ein Klick (nie der erste, betonte) kommt zu früh oder zu spät. Welches?",
            sixteenth, "",
            "Die Figur (Einstellung ›Figur‹: * * * *, * - * *, * * - *, * - * -, * - - *) und welcher Klick sich bewegt (›Bewegter Klick‹) stehen in den Einstellungen; die Figur wiederholt sich bis zu deiner Antwort, höchstens so oft wie ›Wiederholungen‹ sagt, dann wartet sie still.",
            "← oder e: zu früh; → oder l: zu spät (auch ↓/↑). MIDI: die Tiefer-Taste ist zu früh, die Höher-Taste zu spät.",
            "Richtig → der Versatz wird kleiner, falsch → größer; so findet Peach deine Schwelle (75 % richtig), je Tempobereich und je Figur.",
            "Die Zahl ist der Versatz des bewegten Klicks in Millisekunden und als Anteil einer Sechzehntel.",
            "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "A one-beat pattern of sixteenth clicks, over and over; one click (never the first, accented one) comes early or late. Which?",
            sixteenth, "",
            "The pattern (setting 'Pattern': * * * *, * - * *, * * - *, * - * -, * - - *) and which click moves ('Moved click') are in Settings; the pattern repeats until you answer, at most 'Repetitions' times, then waits, silent.",
            "← or e: early; → or l: late (↓/↑ too). MIDI: the Lower pad is Early, the Higher pad Late.",
            "A right answer makes the offset smaller, a wrong one larger: Peach finds your threshold (75 % right), per tempo band and per pattern.",
            "The number is the moved click's offset in milliseconds and as a share of a sixteenth.",
            "s stops or starts, Esc goes back, any key closes this help.",
        ]
    }
}
