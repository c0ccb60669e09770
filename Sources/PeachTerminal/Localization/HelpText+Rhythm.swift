import Foundation

/// The rhythm screens' help, in English and German.
extension Strings {
    func rhythmHelp(_ topic: HelpTopic) -> [String] {
        let sixteenth = t("The clicks are sixteenths of the tempo; the first of each beat is accented.",
                          "Die Klicks sind Sechzehntel des Tempos; der erste jedes Schlags ist betont.")
        if topic == .timing {
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
        return language == .german ? [
            "Eine endlose Schleife von Klicks; in jedem Schlag fällt einer aus. Schlag genau in die Lücke.", sixteenth, "",
            "Jede Taste und jedes Pad am MIDI-Eingang zählt als Anschlag, auf jedem Kanal; gemessen wird auf den Frame genau, mit den Latenzen, die JACK meldet (Statuszeile).",
            "Die Leertaste auch, aber nur so genau, wie das Terminal die Taste liefert.",
            "Nach jedem Anschlag: wie weit daneben (← zu früh, → zu spät) und wie gut. 16 Schläge sind ein Durchgang; er wird gespeichert, die Schleife läuft weiter.",
            "Ein Anschlag zählt innerhalb einer halben Sechzehntel um die Lücke, einer je Schlag.",
            "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "An endless loop of clicks; in each beat one falls silent. Tap right into the gap.", sixteenth, "",
            "Every key and pad on the MIDI input taps, on any channel; taps are timed to the frame, with the latencies JACK reports (status line).",
            "Space taps too, but only as precisely as the terminal delivers the key.",
            "After each tap: how far off (← early, → late) and how well. 16 beats make a trial; it is stored and the loop plays on.",
            "A tap counts within half a sixteenth of the gap, one per beat.",
            "s stops or starts, Esc goes back, any key closes this help.",
        ]
    }
}
