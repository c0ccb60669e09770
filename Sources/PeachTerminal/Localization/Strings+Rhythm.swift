import Foundation
import PeachCore

/// The rhythm disciplines' words, in English and German.
extension Strings {
    public var compareTiming: String { t("Compare Timing", "Timing vergleichen") }
    public var fillTheGap: String { t("Fill the Gap", "Lücke füllen") }
    public var rhythm: String { t("rhythm", "Rhythmus") }

    // Compare Timing
    public var early: String { t("Early", "Zu früh") }
    public var late: String { t("Late", "Zu spät") }
    /// "3rd click", "3. Klick": the moved click, counted among the pattern's clicks.
    public func click(_ number: Int) -> String {
        let suffix = number == 1 ? "st" : number == 2 ? "nd" : number == 3 ? "rd" : "th"
        return t("\(number)\(suffix) click", "\(number). Klick")
    }
    public func earlyOrLate(_ position: Int) -> String {
        t("\(click(position)) early or late?", "\(click(position)) zu früh oder zu spät?")
    }
    public var listen: String { t("listen", "zuhören") }
    public func waitForClick(_ position: Int) -> String { t("Wait for the \(click(position)).", "Warte auf den \(click(position)).") }
    public var tempo: String { t("Tempo", "Tempo") }
    public var pattern: String { t("Pattern", "Muster") }
    public func loopEnded(_ repetitions: Int) -> String {
        repetitions == 1
            ? t("Played once: answer when you are ready.", "Einmal gespielt: antworte, wenn du so weit bist.")
            : t("Played \(repetitions) times: answer when you are ready.", "\(repetitions)-mal gespielt: antworte, wenn du so weit bist.")
    }
    public func clickWas(_ position: Int, _ size: String, late: Bool, share: String) -> String {
        late
            ? t("the \(click(position)) was \(size) late (\(share) % of a sixteenth)", "der \(click(position)) kam \(size) zu spät (\(share) % einer Sechzehntel)")
            : t("the \(click(position)) was \(size) early (\(share) % of a sixteenth)", "der \(click(position)) kam \(size) zu früh (\(share) % einer Sechzehntel)")
    }
    public var timingPatternLabel: String { t("Pattern (timing)", "Muster (Timing)") }
    public var timingPositionLabel: String { t("Moved click (timing)", "Klick verschoben (Timing)") }
    public var timingRepetitionsLabel: String { t("Plays at most (timing)", "Durchläufe max. (Timing)") }
    /// How many times the pattern plays at most: "once", "20 times".
    public func repetitions(_ count: Int) -> String {
        count == 1 ? t("once", "einmal") : t("\(count) times", "\(count)-mal")
    }
    public var keyEarlyLate: String { t("←/e Early  →/l Late", "←/e zu früh  →/l zu spät") }

    // Fill the Gap
    public var tapTheGap: String { t("tap into the gap", "in die Lücke schlagen") }
    public var lastTap: String { t("Last tap", "Letzter Anschlag") }
    public var gapPosition: String { t("Gap on", "Lücke auf") }
    public var thisTrial: String { t("This trial", "Dieser Durchgang") }
    public var lastTrial: String { t("Last trial", "Letzter Durchgang") }
    public var trials: String { t("Trials", "Durchgänge") }
    public var earlyWord: String { t("early", "zu früh") }
    public var lateWord: String { t("late", "zu spät") }
    public var rushing: String { t("rushing", "eilend") }
    public var dragging: String { t("dragging", "schleppend") }
    public func gapsFilled(_ count: Int, of cycles: Int) -> String {
        t("\(count) of \(cycles) gaps filled", "\(count) von \(cycles) Lücken gefüllt")
    }
    public func meanOfTaps(_ mean: String, _ direction: String, taps: Int) -> String {
        taps == 1
            ? t("mean \(mean) \(direction), 1 tap (stored)", "Mittel \(mean) \(direction), 1 Anschlag (gespeichert)")
            : t("mean \(mean) \(direction), \(taps) taps (stored)", "Mittel \(mean) \(direction), \(taps) Anschläge (gespeichert)")
    }
    public var noTapsNothingStored: String { t("no tap in any gap: nothing stored", "kein Anschlag in einer Lücke: nichts gespeichert") }
    public var keyboardTapNotice: String {
        t("Keyboard taps are timed only as well as the terminal delivers them (often 10–30 ms late, unevenly): pads are timed to the frame.",
          "Anschläge auf der Tastatur sind nur so genau, wie das Terminal sie liefert (oft 10–30 ms spät, ungleichmäßig): Pads werden auf den Frame genau gemessen.")
    }
    public var keyTap: String { t("Space tap", "Leertaste: Anschlag") }
    public func gapStepName(_ position: StepPosition) -> String {
        switch position {
        case .beat: t("the beat (1)", "dem Schlag (1)")
        case .e: t("the e", "dem e")
        case .and: t("the and (+)", "dem und (+)")
        case .a: t("the a", "dem a")
        }
    }
    /// "the and (+) · next: the e": the gap now, and the next trial's once announced.
    public func gapThenNext(_ gap: StepPosition, _ next: StepPosition) -> String {
        gap == next ? gapStepName(gap) : t("\(gapStepName(gap)) · next: \(gapStepName(next))", "\(gapStepName(gap)) · danach: \(gapStepName(next))")
    }
    public var extraTapsLabel: String { t("Extra taps", "Extra-Anschläge") }
    public func extraTapsCount(_ count: Int) -> String {
        count == 0 ? t("none this trial", "keine in diesem Durchgang")
            : count == 1 ? t("1 on a click this trial", "1 auf einem Klick in diesem Durchgang")
            : t("\(count) on clicks this trial", "\(count) auf Klicks in diesem Durchgang")
    }
    /// Under a Fill the Gap band's row: "40 extra taps on clicks; 2 trials mostly extra, left out".
    public func extraTapsInBand(_ extra: Int, mostlyExtra trials: Int) -> String {
        let taps = extra == 1 ? t("1 extra tap on a click", "1 Extra-Anschlag auf einem Klick") : t("\(extra) extra taps on clicks", "\(extra) Extra-Anschläge auf Klicks")
        guard trials > 0 else { return taps }
        return taps + (trials == 1 ? t("; 1 trial mostly extra, left out", "; 1 Durchgang meist Extra, nicht gezählt")
            : t("; \(trials) trials mostly extra, left out", "; \(trials) Durchgänge meist Extra, nicht gezählt"))
    }
    public func mostlyExtra(_ extra: Int, gapTaps: Int) -> String {
        t("\(extra) taps on clicks, \(gapTaps) in gaps: mostly extra, left out of your timing",
          "\(extra) Anschläge auf Klicks, \(gapTaps) in Lücken: meist Extra, zählt nicht für dein Timing")
    }

    // Settings
    /// The gap positions' range: any of the beat's four steps.
    public var anyOfTheBeat: String { t("any of 1 e + a", "beliebige von 1 e + a") }
    public var gapPositionsLabel: String { t("Gaps on (fill)", "Lücken auf (Lücke füllen)") }
    public var extraLatencyLabel: String { t("Extra tap latency", "Extra-Latenz der Pads") }
    /// How drummers count the steps of a beat: 1 e + a.
    public func stepSymbol(_ position: StepPosition) -> String {
        switch position {
        case .beat: "1"
        case .e: "e"
        case .and: "+"
        case .a: "a"
        }
    }

    // Status line
    /// "latency out 5.3 ms · in 2.7 ms · extra 0 ms": what a tap is corrected by; with
    /// "· audio in 1.3 ms" when taps are heard through the audio input too (its capture
    /// latency, the only correction an onset gets).
    public func latencyInUse(_ latency: StudioLatency, extraMs: Double, audioInMs: Double? = nil) -> String {
        let out = number(latency.playbackMs), input = number(latency.captureMs), extra = number(extraMs)
        let midi = t("latency out \(out) ms · in \(input) ms · extra \(extra) ms", "Latenz Ausgang \(out) ms · Eingang \(input) ms · extra \(extra) ms")
        guard let audioInMs else { return midi }
        return midi + t(" · audio in \(number(audioInMs)) ms", " · Audioeingang \(number(audioInMs)) ms")
    }

}
