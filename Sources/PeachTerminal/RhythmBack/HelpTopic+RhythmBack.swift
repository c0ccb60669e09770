import Foundation
import PeachCore

extension Strings.HelpTopic {
    /// Rhythm Back's help: what plays, how the taps are judged, how the length moves.
    public static let rhythmBack = Strings.HelpTopic("rhythm", title: { $0.t("Help — Rhythm Back", "Hilfe — Rhythmus nachklopfen") }) { strings in
        strings.language == .german ? [
            "Peach zählt einen Takt ein (der Puls, ein Klick auf jede Zählzeit), spielt eine Vorgabe auf einer Trommel (ein Takt, später bis zu vier) und lässt dir ebenso viele Takte: klopf sie dort nach, auf einem MIDI-Pad, mit der Leertaste oder – ist der Eingang verbunden – mit Klatschen, einem Stock oder einem „ta“ ins Mikrofon.",
            "Jeder deiner Anschläge wird genau einem Schlag der Vorgabe zugeordnet, eine Vorgabe später, wenn er innerhalb der Toleranz liegt (ein Drittel der kleinsten Lücke der Vorgabe, in den Einstellungen). Gemessen auf den Frame genau, mit den Latenzen, die JACK meldet. Richtig ist die Antwort, wenn jeder Schlag getroffen ist und keiner dazukommt; sonst nennt Peach, was fehlt und was zu viel war, wie ein Schlagzeuger zählt („das ‚und‘ nach 2 fehlt“, „Anschlag zu viel auf dem ‚e‘ nach 3“), und schreibt die Vorgabe gezählt hin (1 e und e; Triolen 1 trip let; · stumm).",
            "Die Level: 1 Viertel und Achtel, 2 dazu Sechzehntel, 3 dazu Pausen und Synkopen, 4 dazu Triolen und Punktierte, 5 alles gemischt. Keine Vorgabe ist ein starres Raster, keine zweimal hintereinander dieselbe: wer jedes Sechzehntel klopft, gewinnt nichts, und Peach sagt es.",
            "Der Puls klickt durch die Vorgabe und deine Antwort, oder (Einstellungen) nur beim Einzählen: dann hält deine Antwort ihr eigenes Tempo, wird an ihrem eigenen Raster gemessen, und Peach sagt dein Tempo. Antwortest du ins Mikrofon, bleiben deine Takte ohne Puls, außer du hast Kopfhörer angegeben.",
            "Nach einer richtigen Antwort ist die nächste Vorgabe eine Zählzeit länger, nach einer falschen drei kürzer (nie unter zwei): die Länge pendelt um deine rhythmische Spanne, die Länge, die du zu 75 % richtig nachklopfst (im Profil je Level und Tempo, mit dem Versatz deiner Anschläge an jeder Stelle der Zählzeit). Nichts angeschlagen: eine neue Vorgabe derselben Länge.",
            "s hält an oder startet, Esc zurück, jede Taste schließt diese Hilfe.",
        ] : [
            "Peach counts a bar in (the pulse, a click on each beat), plays a call on a drum (a bar, later up to four) and leaves you as many bars: tap it back there, on a MIDI pad, with the space bar or — the input connected — with a clap, a stick or a \"ta\" into the microphone.",
            "Each of your taps is paired with one stroke of the call, one call later, when it lies within the tolerance (a third of the call's smallest gap, a setting). Timed to the frame, with the latencies JACK reports. The answer is right when every stroke is tapped and nothing else; otherwise Peach says what was missing and what was extra as a drummer counts (\"the 'and' of 2 missing\", \"extra tap on the 'e' of 3\") and writes the call out as counted (1 e + a; triplets 1 trip let; · silent).",
            "The levels: 1 quarters and eighths, 2 with sixteenths, 3 with rests and syncopation, 4 with triplets and dotted notes, 5 all of them mixed. No call is a fixed grid, and none comes twice in a row: tapping every sixteenth wins nothing, and Peach says so.",
            "The pulse clicks through the call and your answer, or (a setting) only in the count-in: your answer then keeps its own time, is judged on its own grid, and Peach says your tempo. Answering into the microphone, your bars have no pulse unless you declared headphones.",
            "After a right answer the next call is a beat longer, after a wrong one three shorter (never below two): the length settles at your rhythmic span, the length you tap back right 75 % of the time (in the profile per level and tempo, with your taps' offset at each place in the beat). Nothing tapped: a new call of the same length.",
            "s stops or starts, Esc goes back, any key closes this help.",
        ]
    }
}
