import Foundation
import PeachCore

/// Rhythm Back's words, English and German: a place in the bar as a drummer counts it.
extension Strings {
    /// The place of `tick` (twelfths of a beat from the call's first beat) as counted, its beat
    /// within its bar and the bar after the first: "the 1", "the 'e' of 2", "the 'and' of 2",
    /// "the 'a' of 3 in bar 2", with triplets "the 'trip' of 2" and "the 'let' of 2"; in German
    /// "die 1", "das „e“ nach 2", "das „und“ nach 2", "das zweite „e“ nach 3 in Takt 2", "das
    /// zweite (dritte) Triolenachtel von 2" (`dative`: "der 1", "dem „e“ nach 2" …). A place
    /// between them is said as the nearest of them; without `triplets` (the levels that have
    /// none) only the sixteenths' places are named.
    public func strokePlace(_ tick: Int, triplets: Bool = true, dative: Bool = false) -> String {
        let named = triplets ? [0, 3, 4, 6, 8, 9, 12] : [0, 3, 6, 9, 12]
        let inBeat = ((tick % BeatFigure.ticksPerBeat) + BeatFigure.ticksPerBeat) % BeatFigure.ticksPerBeat
        let nearest = named.min { abs($0 - inBeat) < abs($1 - inBeat) }!
        let beats = (tick - inBeat) / BeatFigure.ticksPerBeat + (nearest == 12 ? 1 : 0)
        let beat = beats % CallTimeline.beatsPerBar + 1, bar = beats / CallTimeline.beatsPerBar + 1
        let inBar = bar > 1 ? t(" in bar \(bar)", " in Takt \(bar)") : ""
        let (der, das, dieZweite, dieDritte) = dative ? ("der", "dem", "dem zweiten", "dem dritten") : ("die", "das", "das zweite", "das dritte")
        switch nearest {
        case 0, 12: return t("the \(beat)", "\(der) \(beat)") + inBar
        case 3: return t("the 'e' of \(beat)", "\(das) „e“ nach \(beat)") + inBar
        case 6: return t("the 'and' of \(beat)", "\(das) „und“ nach \(beat)") + inBar
        case 9: return t("the 'a' of \(beat)", "\(dieZweite) „e“ nach \(beat)") + inBar
        case 4: return t("the 'trip' of \(beat)", "\(dieZweite) Triolenachtel von \(beat)") + inBar
        default: return t("the 'let' of \(beat)", "\(dieDritte) Triolenachtel von \(beat)") + inBar
        }
    }

    /// "the 'and' of 2 missing".
    public func strokeMissing(_ tick: Int) -> String { t("\(strokePlace(tick)) missing", "\(strokePlace(tick)) fehlt") }
    /// "extra tap on the 'e' of 3"; before the response's first beat "extra tap before the 1",
    /// after its last bar "extra tap after the last bar".
    public func extraTap(_ tick: Int, bars: Int = 4, triplets: Bool = true) -> String {
        if tick < -1 { return t("extra tap before the 1", "Anschlag zu viel vor der 1") }
        if tick > bars * CallTimeline.beatsPerBar * BeatFigure.ticksPerBeat {
            return t("extra tap after the last bar", "Anschlag zu viel nach dem letzten Takt")
        }
        let place = max(0, tick)
        return t("extra tap on \(strokePlace(place, triplets: triplets))", "Anschlag zu viel auf \(strokePlace(place, triplets: triplets, dative: true))")
    }

    /// A stroke tapped, but beyond the tolerance: "the 2 115 ms late".
    public func strokeOff(_ tick: Int, ms: Double) -> String {
        let side = ms < 0 ? t("early", "zu früh") : t("late", "zu spät")
        return "\(strokePlace(tick)) \(number(abs(ms), decimals: 0))\u{00A0}ms \(side)"
    }

    /// Many extra taps, counted: "17 extra taps".
    public func extraTaps(_ count: Int) -> String { t("\(count) extra taps", "\(count) Anschläge zu viel") }
    /// "… and 5 more".
    public func andMore(_ count: Int) -> String { t("… and \(count) more", "… und \(count) weitere") }
}

/// Rhythm Back's screen, settings and profile.
extension Strings {
    public var rhythmBackTitle: String { t("Rhythm Back", "Rhythmus nachklopfen") }
    public var callLabel: String { t("Call", "Vorgabe") }
    public var yourTapsLabel: String { t("Your taps", "Deine Anschläge") }
    public var lastCallLabel: String { t("Last one", "Letzte") }
    public var tapTimingLabel: String { t("Timing", "Timing") }
    public var callsLabel: String { t("Calls", "Vorgaben") }
    public var countIn: String { t("count-in", "einzählen") }
    public var listenToCall: String { t("listen", "zuhören") }
    public var tapItBack: String { t("tap it back", "klopf ihn nach") }
    public var rhythmRight: String { t("✓ right", "✓ richtig") }

    /// "6 beats (2 bars) · level 2": what plays, never its strokes.
    public func callOf(_ call: RhythmCall) -> String {
        let bars = (call.beats + CallTimeline.beatsPerBar - 1) / CallTimeline.beatsPerBar
        return t("\(call.beats) beats (\(bars) \(bars == 1 ? "bar" : "bars")) · level \(call.level.number)",
                 "\(call.beats) Zählzeiten (\(bars) \(bars == 1 ? "Takt" : "Takte")) · Level \(call.level.number)")
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
            // No-break spaces within a beat: a wrapped line breaks between beats, never inside one.
            beats.append(zip(places, names).map { figure.ticks.contains($0) ? $1 : "·" }.joined(separator: "\u{00A0}"))
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
        default: t("every beat", "jede Zählzeit")
        }
    }

    public func tappedFixedGrid(_ figure: BeatFigure) -> String {
        t("you tapped \(fixedGridName(figure)): a fixed grid, not the rhythm played back",
          "du hast \(fixedGridName(figure)) angeschlagen: ein starres Raster, nicht der Rhythmus")
    }

    /// How the paired taps lay: on average early or late, how they scattered; with the pulse
    /// only in the count-in, the response's own tempo and where its first beat fell.
    public func tapTiming(_ judgement: RhythmJudgement, tempo: Tempo) -> String {
        let offsets = judgement.offsetsMs.compactMap { $0 }
        var parts: [String] = []
        if let own = judgement.ownGrid {
            let start = own.startOffsetMs
            parts.append(t("your tempo \(number(own.tempoBPM, decimals: 0)) BPM (the pulse's \(tempo.bpm)), your first beat \(number(abs(start), decimals: 0)) ms \(start < 0 ? "early" : "late")",
                           "dein Tempo \(number(own.tempoBPM, decimals: 0)) BPM (der Puls \(tempo.bpm)), deine erste Zählzeit \(number(abs(start), decimals: 0)) ms \(start < 0 ? "früh" : "spät")"))
        }
        guard !offsets.isEmpty else { return parts.isEmpty ? "–" : parts.joined(separator: "; ") }
        let mean = offsets.reduce(0, +) / Double(offsets.count)
        let side = mean < 0 ? t("early", "früh") : t("late", "spät")
        var text = t("on average \(number(abs(mean), decimals: 0)) ms \(side)", "im Mittel \(number(abs(mean), decimals: 0)) ms \(side)")
        if offsets.count >= 2 {
            let sd = (offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(offsets.count - 1)).squareRoot()
            text += t(", spread \(number(sd, decimals: 0)) ms", ", Streuung \(number(sd, decimals: 0)) ms")
        }
        let taps = offsets.count == 1 ? t("1 tap", "1 Anschlag") : t("\(offsets.count) taps", "\(offsets.count) Anschläge")
        text += t(" (\(taps), within \(number(judgement.toleranceMs, decimals: 0))\u{00A0}ms)", " (\(taps), innerhalb \(number(judgement.toleranceMs, decimals: 0))\u{00A0}ms)")
        parts.append(text)
        return parts.joined(separator: "; ")
    }

    public var rhythmPlayedAlong: String {
        t("Tapped while the call played: not counted. Listen to the call, then tap it back in the bars after it.",
          "Während der Vorgabe angeschlagen: zählt nicht. Hör zu und klopf sie in den Takten danach nach.")
    }
    public var rhythmUntapped: String {
        t("Nothing tapped: a new call of the same length.", "Nichts angeschlagen: eine neue Vorgabe derselben Länge.")
    }
    public var rhythmSilentResponse: String {
        t("No pulse while you answer: the input hears your taps, and would hear it too (headphones: settings).",
          "Kein Puls beim Antworten: der Eingang hört deine Anschläge und würde ihn mithören (Kopfhörer: Einstellungen).")
    }

    public var rhythmLevelLabel: String { t("Level (Rhythm Back)", "Level (nachklopfen)") }
    public var rhythmPulseLabel: String { t("Pulse (Rhythm Back)", "Puls (nachklopfen)") }
    public var rhythmToleranceLabel: String { t("Tolerance % (Rhythm Back)", "Toleranz % (nachklopfen)") }
    public var rhythmHeadphonesLabel: String { t("Headphones (Rhythm Back)", "Kopfhörer (nachklopfen)") }

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
        case .through: t("every beat", "jede Zählzeit")
        case .countIn: t("count-in only", "nur einzählen")
        }
    }

    /// The profile's columns: the span in beats, the mean offset, the spread.
    public var rhythmSpanColumns: [String] { [t("span (beats)", "Spanne (Zz.)"), t("offset ms", "Versatz ms"), t("spread ms", "Streuung")] }

    /// "beat", "e", "+", "a", "trip", "let": a place in the beat, as counted.
    public func placeName(_ place: PlaceInBeat) -> String {
        switch place {
        case .beat: t("beat", "Zählzeit")
        case .e: "e"
        case .and: t("+", "und")
        case .a: t("a", "e (2.)")
        case .trip: "trip"
        case .let_: "let"
        }
    }

    public func fixedGridCalls(_ count: Int) -> String {
        t("\(count) \(count == 1 ? "response was" : "responses were") a fixed grid (every beat, eighth, sixteenth or triplet): wrong, their taps not timed",
          "\(count) \(count == 1 ? "Antwort war" : "Antworten waren") ein starres Raster (jede Zählzeit, jedes Achtel, Sechzehntel oder jede Triole): falsch, ihre Schläge nicht gemessen")
    }

    public func beatsPlayed(_ shortest: Int, _ longest: Int) -> String {
        shortest == longest ? t("played \(shortest) beats", "gespielt \(shortest) Zählzeiten") : t("played \(shortest)–\(longest) beats", "gespielt \(shortest)–\(longest) Zählzeiten")
    }

    /// The timing line of a response that says nothing of timing: a fixed grid, or more extra taps than strokes tapped.
    public var rhythmNotTimed: String { t("not timed: more taps than the call", "nicht gemessen: mehr Anschläge als die Vorgabe") }
}
