import PeachCore

extension Strings {
    /// Said at once: "on a click — the gap is on the and (+)".
    public func extraTapSaid(_ extra: GapExtraTap) -> String {
        extra.isSecondIntoGap
            ? t("a second tap into the gap: one counts", "ein zweiter Anschlag in die Lücke: einer zählt")
            : t("on a click — the gap is on \(gapStepName(extra.gap))", "auf einem Klick — die Lücke ist auf \(gapStepName(extra.gap))")
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

    /// The profile's help on Fill the Gap's rows.
    public var fillTheGapRowsHelp: String {
        t("Fill the Gap's mean at each gap (1 e + a) ± its interval, and the spread (SD) of your taps with its range.",
          "Bei Lücke füllen dein Mittel (Ø) je Lücke (1 e + a) ± Intervall und die Streuung (SA) deiner Anschläge mit ihrem Bereich.")
    }
}
