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
    public var earlyOrLate: String { t("Third click early or late?", "Dritter Klick zu früh oder zu spät?") }
    public var listen: String { t("listen", "zuhören") }
    public var waitForThirdClick: String { t("Wait for the third click.", "Warte auf den dritten Klick.") }
    public var tempo: String { t("Tempo", "Tempo") }
    public func thirdClickWas(_ size: String, late: Bool, share: String) -> String {
        late
            ? t("the third click was \(size) late (\(share) % of a sixteenth)", "der dritte Klick kam \(size) zu spät (\(share) % einer Sechzehntel)")
            : t("the third click was \(size) early (\(share) % of a sixteenth)", "der dritte Klick kam \(size) zu früh (\(share) % einer Sechzehntel)")
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
    public func rating(_ rating: TapRating) -> String {
        switch rating {
        case .excellent: t("excellent", "hervorragend")
        case .precise: t("precise", "präzise")
        case .moderate: t("moderate", "mäßig")
        case .loose: t("loose", "ungenau")
        case .erratic: t("erratic", "verfehlt")
        }
    }

    // Settings
    public var gapPositionsLabel: String { t("Gaps on", "Lücken auf") }
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

    /// A rough Compare Timing threshold in its column, no more precise than it is known and
    /// by pitch's rules: "~5.4 (2.1–16)", "~2.1–33", "below 33", "above 2.1".
    public func roughMs(_ estimate: ThresholdEstimate, _ roughness: ThresholdEstimate.Roughness) -> String {
        let low = roughNumber(estimate.low), high = roughNumber(estimate.high)
        return switch roughness {
        case .narrowing: "~\(roughNumber(estimate.threshold)) (\(low)–\(high))"
        case .bounded: "~\(low)–\(high)"
        case .upperBoundOnly: t("~below \(high)", "~unter \(high)")
        case .lowerBoundOnly: t("~above \(low)", "~über \(low)")
        case .unknown: "~?"
        }
    }
}
