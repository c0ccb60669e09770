import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Fill the Gap's help: the loop, what taps, how a tap is judged.
    public static let fill = Strings.HelpTopic("fill", title: { $0.t("Help — Fill the Gap", "Hilfe — Lücke füllen") }) { strings in
        let language = strings.language, sixteenth = strings.sixteenthsExplained
        return language == .german ? [
            "Eine endlose Schleife von Klicks; in jedem Schlag fällt einer aus, 16 Schläge lang derselbe. Schlag genau in die Lücke.", sixteenth, "",
            "Vor jeder neuen Lücke ein Ansage-Schlag: nur die 1 und der Klick, der danach ausfällt („1 . + .“ sagt: die Lücke ist auf dem +; die 1 allein: auf der 1). Der Bildschirm nennt sie auch.",
            "Jede Taste und jedes Pad am MIDI-Eingang zählt als Anschlag, auf jedem Kanal; gemessen wird auf den Frame genau, mit den Latenzen, die JACK meldet (Statuszeile). Die Leertaste auch, aber nur so genau, wie das Terminal die Taste liefert.",
            "Ein Anschlag gehört zum Schritt, dem er am nächsten ist. In der Lücke zählt er, einer je Schlag: wie weit daneben (← zu früh, → zu spät) und wie gut.",
            "Auf einem Klick, der erklingt (oder ein zweiter in dieselbe Lücke), ist er ein Extra-Anschlag: sofort gesagt und mitgezählt. Ein Durchgang mit mehr Extra-Anschlägen als Anschlägen in Lücken zählt nicht für Mittel und Streuung: wer jede Sechzehntel mitklopft, trifft jede Lücke, ohne eine zu hören.",
            "16 Schläge sind ein Durchgang; er wird gespeichert, die Schleife läuft weiter. s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "An endless loop of clicks; in each beat one falls silent, the same one for 16 beats. Tap right into the gap.", sixteenth, "",
            "Before each new gap a beat announces it: only the 1 and the click that will fall silent ('1 . + .' says the gap is on the +; the 1 alone: on the 1). The screen names it too.",
            "Every key and pad on the MIDI input taps, on any channel; taps are timed to the frame, with the latencies JACK reports (status line). Space taps too, but only as precisely as the terminal delivers the key.",
            "A tap belongs to the step it is nearest to. Into the gap it counts, one a beat: how far off (← early, → late) and how well.",
            "On a click that sounds (or a second one into the same gap) it is an extra tap: said at once and counted. A trial with more extra taps than taps into gaps stays out of the mean and the spread: tapping every sixteenth fills every gap without hearing one.",
            "16 beats make a trial; it is stored and the loop plays on. s stops or starts, Esc goes back, any key closes this help.",
        ]
    }
}
