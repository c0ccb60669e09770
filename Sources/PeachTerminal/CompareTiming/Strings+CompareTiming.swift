import PeachCore

extension Strings {
    /// "* - * *   the 2nd click (the +) moves": counted among the clicks, and where it falls in the beat.
    public func patternMoving(_ pattern: TimingPattern, position: Int) -> String {
        let step = StepPosition(rawValue: pattern.step(ofPosition: min(max(position, 2), pattern.noteCount))).map(stepSymbol) ?? ""
        return t("\(pattern.notation)   the \(click(position)) (the \(step)) moves", "\(pattern.notation)   der \(click(position)) (auf \(step)) ist verschoben")
    }

    /// A rough threshold in ms and its share of a sixteenth, no more precisely than the
    /// answers know it: "~below 33 (13 %)", "~above 94 (50 %)" (never more than the largest
    /// offset played), "~12 (5–40) 5 %", "~5–60 (2–24 %)".
    public func roughMs(_ summary: TimingBandSummary) -> String {
        guard let estimate = summary.estimate?.threshold, let share = summary.thresholdShare else { return "~?" }
        let low = roughNumber(estimate.low), high = roughNumber(estimate.high)
        let percent = { (value: Double) in self.roughNumber(100 * value) }
        switch summary.thresholdRoughness ?? .bounded {
        case .narrowing: return "~\(roughNumber(estimate.threshold)) (\(low)–\(high)) \(percent(share.value)) %"
        case .bounded: return "~\(low)–\(high) (\(percent(share.low))–\(percent(share.high)) %)"
        case .upperBoundOnly: return t("~below \(high) (\(percent(share.high)) %)", "~unter \(high) (\(percent(share.high)) %)")
        case .lowerBoundOnly:
            let above = summary.aboveMs ?? estimate.low
            let aboveShare = roughNumber(100 * summary.medianTempo.shareOfSixteenth(above), roundingDown: true)
            return t("~above \(roughNumber(above, roundingDown: true)) (\(aboveShare) %)", "~über \(roughNumber(above, roundingDown: true)) (\(aboveShare) %)")
        case .unknown: return "~?"
        }
    }

    /// A band where every answer was the same: "every answer Early: not measured".
    public func allAnswered(_ side: TimingEstimate.Side) -> String {
        side == .early
            ? t("every answer Early: nothing measured", "jede Antwort zu früh: nichts gemessen")
            : t("every answer Late: nothing measured", "jede Antwort zu spät: nichts gemessen")
    }

    /// A bias beyond what the answers bound: "~beyond +6".
    public func biasBeyond(_ signed: String) -> String { t("~beyond \(signed)", "~jenseits \(signed)") }

    /// The profile's help on Compare Timing's rows.
    public var compareTimingRowsHelp: String {
        t("Rhythm per tempo band in ms (− early, + late), with 95 % intervals, ~ rough: Compare Timing's threshold (with its share of a sixteenth) and bias, the offset you hear as on time, and a row below for each pattern trained (* - * * …).",
          "Rhythmus je Tempobereich in ms (− früh, + spät), mit 95-%-Intervall, ~ grob: bei Timing vergleichen die Schwelle (mit ihrem Anteil an einer 16tel) und „pünktlich bei“, der Versatz, den du als pünktlich hörst (+: ein Klick muss so spät kommen, um pünktlich zu klingen), und je geübtem Muster (* - * * …) eine Zeile darunter.")
    }
}
