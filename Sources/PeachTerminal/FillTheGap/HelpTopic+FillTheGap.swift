import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Fill the Gap's help: the loop, what taps, how a tap is judged.
    public static let fill = Strings.HelpTopic("fill", title: { $0.t("Help — Fill the Gap", "Hilfe — Lücke füllen") }) { strings in
        let language = strings.language, sixteenth = strings.sixteenthsExplained
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
