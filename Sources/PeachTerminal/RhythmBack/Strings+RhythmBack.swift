import Foundation
import PeachCore

/// Rhythm Back's words, English and German: a place in the bar as a drummer counts it.
extension Strings {
    /// The place of `tick` (twelfths of a beat from the call's first beat) as counted: "the 1",
    /// "the 'e' of 2", "the 'and' of 2", "the 'a' of 3", in triplets "the 'trip' of 2" and
    /// "the 'let' of 2"; in German "die 1", "das „e“ nach 2", "das „und“ nach 2", "das zweite
    /// „e“ nach 3", "die zweite (dritte) Triole von 2". A place between them is said as the
    /// nearest of them.
    public func strokePlace(_ tick: Int) -> String {
        let named = [0, 3, 4, 6, 8, 9, 12]
        let inBeat = ((tick % BeatFigure.ticksPerBeat) + BeatFigure.ticksPerBeat) % BeatFigure.ticksPerBeat
        let nearest = named.min { abs($0 - inBeat) < abs($1 - inBeat) }!
        let beat = (tick - inBeat) / BeatFigure.ticksPerBeat + (nearest == 12 ? 1 : 0) + 1
        switch nearest {
        case 0, 12: return t("the \(beat)", "die \(beat)")
        case 3: return t("the 'e' of \(beat)", "das „e“ nach \(beat)")
        case 6: return t("the 'and' of \(beat)", "das „und“ nach \(beat)")
        case 9: return t("the 'a' of \(beat)", "das zweite „e“ nach \(beat)")
        case 4: return t("the 'trip' of \(beat)", "die zweite Triole von \(beat)")
        default: return t("the 'let' of \(beat)", "die dritte Triole von \(beat)")
        }
    }

    /// "the 'and' of 2 missing".
    public func strokeMissing(_ tick: Int) -> String { t("\(strokePlace(tick)) missing", "\(strokePlace(tick)) fehlt") }
    /// "extra tap on the 'e' of 3".
    public func extraTap(_ tick: Int) -> String { t("extra tap on \(strokePlace(tick))", "Schlag zu viel auf \(strokePlace(tick))") }
}

/// Rhythm Back's screen, settings and profile.
extension Strings {
    public var rhythmBackTitle: String { t("Rhythm Back", "Rhythmus zurück") }
    public var callLabel: String { t("Call", "Vorgabe") }
    public var yourTapsLabel: String { t("Your taps", "Deine Schläge") }
    public var lastCallLabel: String { t("Last one", "Letzte") }
    public var tapTimingLabel: String { t("Timing", "Timing") }
    public var callsLabel: String { t("Calls", "Vorgaben") }
    public var countIn: String { t("count-in", "einzählen") }
    public var listenToCall: String { t("listen", "zuhören") }
    public var tapItBack: String { t("tap it back", "klopf es nach") }
    public var rhythmRight: String { t("✓ right", "✓ richtig") }

    /// "6 beats (2 bars) · level 2": what plays, never its strokes.
    public func callOf(_ call: RhythmCall) -> String {
        let bars = (call.beats + CallTimeline.beatsPerBar - 1) / CallTimeline.beatsPerBar
        return t("\(call.beats) beats (\(bars) \(bars == 1 ? "bar" : "bars")) · level \(call.level.number)",
                 "\(call.beats) Schläge (\(bars) \(bars == 1 ? "Takt" : "Takte")) · Level \(call.level.number)")
    }

    public func callsCount(_ right: Int, of played: Int) -> String { t("\(right) of \(played) right", "\(right) von \(played) richtig") }

    /// The call as a drummer counts it, beat by beat: each place of a sixteenths' count ("1 e +
    /// a"), or of a triplets' ("1 trip let") where the beat holds a triplet, the places struck
    /// said and the silent ones a dot; bars apart by "|". Eighths, then sixteenths, a rest
    /// and the "and": "1 · + ·  2 e + a  · · · ·  · · + ·".
    public func counted(_ call: RhythmCall) -> String {
        var bars: [String] = []
        var beats: [String] = []
        for (index, figure) in call.figures.enumerated() {
            let number = index % CallTimeline.beatsPerBar + 1
            let triplet = figure.ticks.contains { $0 % 3 != 0 }
            let places = triplet ? [0, 4, 8] : [0, 3, 6, 9]
            let names = triplet ? ["\(number)", "trip", "let"] : ["\(number)", "e", t("+", "und"), t("a", "e")]
            beats.append(zip(places, names).map { figure.ticks.contains($0) ? $1 : "·" }.joined(separator: " "))
            if number == CallTimeline.beatsPerBar || index == call.figures.count - 1 {
                bars.append(beats.joined(separator: "  "))
                beats = []
            }
        }
        return bars.joined(separator: " | ")
    }

    /// "every sixteenth" …: the fixed grid a response was.
    public func fixedGridName(_ figure: BeatFigure) -> String {
        switch figure {
        case .sixteenths: t("every sixteenth", "jedes Sechzehntel")
        case .eighths: t("every eighth", "jedes Achtel")
        case .triplet: t("every triplet", "jede Triole")
        default: t("every beat", "jeden Schlag")
        }
    }

    public func tappedFixedGrid(_ figure: BeatFigure) -> String {
        t("you tapped \(fixedGridName(figure)): a fixed grid, not the rhythm played back",
          "du hast \(fixedGridName(figure)) geklopft: ein starres Raster, nicht der Rhythmus")
    }

    /// How the paired taps lay: on average early or late, how they scattered; with the pulse
    /// only in the count-in, the response's own tempo and where its first beat fell.
    public func tapTiming(_ judgement: RhythmJudgement, tempo: Tempo) -> String {
        let offsets = judgement.offsetsMs.compactMap { $0 }
        var parts: [String] = []
        if let own = judgement.ownGrid {
            let start = own.startOffsetMs
            parts.append(t("your tempo \(number(own.tempoBPM, decimals: 0)) BPM (the pulse's \(tempo.bpm)), your first beat \(number(abs(start), decimals: 0)) ms \(start < 0 ? "early" : "late")",
                           "dein Tempo \(number(own.tempoBPM, decimals: 0)) BPM (der Puls \(tempo.bpm)), dein erster Schlag \(number(abs(start), decimals: 0)) ms \(start < 0 ? "früh" : "spät")"))
        }
        guard !offsets.isEmpty else { return parts.isEmpty ? "–" : parts.joined(separator: "; ") }
        let mean = offsets.reduce(0, +) / Double(offsets.count)
        let side = mean < 0 ? t("early", "früh") : t("late", "spät")
        var text = t("on average \(number(abs(mean), decimals: 0)) ms \(side)", "im Mittel \(number(abs(mean), decimals: 0)) ms \(side)")
        if offsets.count >= 2 {
            let sd = (offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(offsets.count - 1)).squareRoot()
            text += t(", spread \(number(sd, decimals: 0)) ms", ", Streuung \(number(sd, decimals: 0)) ms")
        }
        text += t(" (\(offsets.count) taps, within \(number(judgement.toleranceMs, decimals: 0)) ms)", " (\(offsets.count) Schläge, innerhalb \(number(judgement.toleranceMs, decimals: 0)) ms)")
        parts.append(text)
        return parts.joined(separator: "; ")
    }

    public var rhythmPlayedAlong: String {
        t("Tapped while the call played: not counted. Listen to the call, then tap it back in the bars after it.",
          "Während der Vorgabe geklopft: zählt nicht. Hör zu und klopf sie in den Takten danach nach.")
    }
    public var rhythmUntapped: String {
        t("Nothing tapped: the same call again.", "Nichts geklopft: dieselbe Vorgabe nochmal.")
    }
    public var rhythmSilentResponse: String {
        t("No pulse while you answer: the input hears your taps, and would hear it too (headphones: settings).",
          "Kein Puls beim Antworten: der Eingang hört deine Schläge und würde ihn mithören (Kopfhörer: Einstellungen).")
    }

    public var rhythmLevelLabel: String { t("Rhythm level", "Rhythmus-Level") }
    public var rhythmPulseLabel: String { t("Pulse (Rhythm Back)", "Puls (Rhythmus zurück)") }
    public var rhythmToleranceLabel: String { t("Tap tolerance (%)", "Toleranz (%)") }
    public var rhythmHeadphonesLabel: String { t("Headphones (Rhythm Back)", "Kopfhörer (Rhythmus zurück)") }

    public func rhythmLevelName(_ level: Int) -> String {
        switch level {
        case 1: t("1 quarters, eighths", "1 Viertel, Achtel")
        case 2: t("2 + sixteenths", "2 + Sechzehntel")
        case 3: t("3 + rests, syncopation", "3 + Pausen, Synkopen")
        case 4: t("4 + triplets, dotted", "4 + Triolen, punktiert")
        default: t("5 mixed", "5 gemischt")
        }
    }

    public func pulseName(_ pulse: RhythmPulse) -> String {
        switch pulse {
        case .through: t("every beat", "jeder Schlag")
        case .countIn: t("count-in only", "nur einzählen")
        }
    }

    /// The profile's columns: the span in beats, the mean offset, the spread.
    public var rhythmSpanColumns: [String] { [t("span (beats)", "Spanne (Schläge)"), t("offset ms", "Versatz ms"), t("spread ms", "Streuung ms")] }

    /// "beat", "e", "+", "a", "trip", "let": a place in the beat, as counted.
    public func placeName(_ place: PlaceInBeat) -> String {
        switch place {
        case .beat: t("beat", "Schlag")
        case .e: "e"
        case .and: t("+", "und")
        case .a: t("a", "e")
        case .trip: "trip"
        case .let_: "let"
        }
    }

    public func fixedGridCalls(_ count: Int) -> String {
        t("\(count) \(count == 1 ? "response was" : "responses were") a fixed grid (every beat, eighth or sixteenth): wrong, their taps not timed",
          "\(count) \(count == 1 ? "Antwort war" : "Antworten waren") ein starres Raster (jeder Schlag, jedes Achtel oder Sechzehntel): falsch, ihre Schläge nicht gemessen")
    }

    public func beatsPlayed(_ shortest: Int, _ longest: Int) -> String {
        shortest == longest ? t("played \(shortest) beats", "gespielt \(shortest) Schläge") : t("played \(shortest)–\(longest) beats", "gespielt \(shortest)–\(longest) Schläge")
    }
}
