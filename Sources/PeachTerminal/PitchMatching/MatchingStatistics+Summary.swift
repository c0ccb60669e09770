import PeachCore

extension MatchingStatistics {
    /// One task's matches in one phrase, as both matching disciplines' profile rows say it:
    /// matches, mean |error| and its SD, trend.
    func summary(_ strings: Strings) -> String {
        guard let mean = meanAbsoluteError else { return strings.noMatches }
        return strings.matchingSummary(count: count, meanError: mean, deviation: standardDeviation) + " " + strings.trend(trend)
    }
}
