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
}
