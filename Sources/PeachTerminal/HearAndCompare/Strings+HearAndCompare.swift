import PeachCore

extension Strings {
    /// The verdict in the task's own words: for an interval, "✗ Wrong — it was sharp of the
    /// fifth up", as the task line says Higher = sharp of it.
    public func verdict(_ feedback: AnswerFeedback) -> String {
        guard feedback.interval.interval != .unison else { return verdict(correct: feedback.correct, targetHigher: feedback.targetHigher) }
        let name = intervalName(feedback.interval)
        // German after über/unter: dative, "der kleinen Terz", "dem Tritonus".
        let dative = name.replacingOccurrences(of: "kleine ", with: "kleinen ").replacingOccurrences(of: "große ", with: "großen ")
        let which = language == .german
            ? "er lag \(feedback.targetHigher ? "über" : "unter") \(feedback.interval.interval == .tritone ? "dem" : "der") \(dative)"
            : "it was \(feedback.targetHigher ? "sharp" : "flat") of the \(name)"
        return (feedback.correct ? "✓ " + correct : "✗ " + wrong) + " — " + which
    }

    /// Its own settings' labels, which stand among the other disciplines' rows.
    public var noteGapLabel: String { t("Note gap (compare)", "Pause (Vergleich)") }
    public var varyLoudnessLabel: String { t("Vary loudness (compare)", "Lautstärke (Vergleich)") }
}
