import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Compare Timing's help: the task, the keys and pads, what the offset means.
    public static let timing = Strings.HelpTopic("timing", title: { $0.t("Help — Compare Timing", "Hilfe — Timing vergleichen") }) { strings in
        let language = strings.language, sixteenth = strings.sixteenthsExplained
        return language == .german ? [
            "Ein Schlag aus Sechzehnteln, immer wieder; ein Klick (nie der erste, betonte) ist verschoben. Kommt er zu früh oder zu spät?",
            sixteenth, "",
            "Das Muster (Einstellung ›Muster‹: * * * *, * - * *, * * - *, * - * -, * - - *) und welcher Klick verschoben ist (›Klick verschoben‹) stehen in den Einstellungen; das Muster wiederholt sich bis zu deiner Antwort, höchstens so oft wie ›Durchläufe max.‹ sagt, dann wartet es still.",
            "← oder e: zu früh; → oder l: zu spät (auch ↓/↑). MIDI: die Tiefer-Taste ist zu früh, die Höher-Taste zu spät.",
            "Richtig → der Versatz wird kleiner, falsch → größer; so findet Peach deine Schwelle (75 % richtig), je Tempobereich und je Muster.",
            "Nach jeder Antwort steht der Versatz des verschobenen Klicks da, in Millisekunden und als Anteil einer Sechzehntel.",
            "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "A beat of sixteenth clicks, over and over; one click (never the first, accented one) is moved. Did it come early or late?",
            sixteenth, "",
            "The pattern (setting 'Pattern': * * * *, * - * *, * * - *, * - * -, * - - *) and which click moves ('Moved click') are in Settings; the pattern repeats until you answer, at most 'Plays at most' times, then waits, silent.",
            "← or e: early; → or l: late (↓/↑ too). MIDI: the Lower pad is Early, the Higher pad Late.",
            "A right answer makes the offset smaller, a wrong one larger: Peach finds your threshold (75 % right), per tempo band and per pattern.",
            "After each answer the moved click's offset is shown, in milliseconds and as a share of a sixteenth.",
            "s stops or starts, Esc goes back, any key closes this help.",
        ]
    }
}
