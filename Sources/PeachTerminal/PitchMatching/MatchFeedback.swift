import PeachCore

/// A match's feedback line, as Tune & Match and Sing & Match show it.
public enum MatchFeedback {
    /// Arrow, signed whole cents, direction and band, in the band's colour.
    public static func line(_ error: Cents, _ strings: Strings) -> (text: String, style: TextStyle) {
        let rounded = Int(error.value.rounded())
        let (word, style): (String, TextStyle) = switch MatchingFeedbackBand(error: error) {
        case .deadCentre: (strings.deadCentre, .good)
        case .close: (strings.close, .close)
        case .moderate: (strings.moderate, .moderate)
        case .far: (strings.far, .bad)
        }
        let arrow = rounded > 0 ? "▲ " : rounded < 0 ? "▼ " : "● "
        return ("\(arrow)\(strings.matchResult(cents: rounded)) — \(word)", style)
    }
}
