import Foundation
import PeachCore

/// Words the disciplines that judge an echo note by note or chord by chord share.
extension Strings {
    /// "1st", "2nd" … in English; "1.", "2." … in German.
    public func ordinal(_ number: Int) -> String {
        guard language == .english else { return "\(number)." }
        let suffix = (11...13).contains(number % 100) ? "th" : number % 10 == 1 ? "st" : number % 10 == 2 ? "nd" : number % 10 == 3 ? "rd" : "th"
        return "\(number)\(suffix)"
    }

    /// How the key is set before a call.
    public func keyCueName(_ cue: KeyCue) -> String {
        switch cue {
        case .chord: t("broken chord", "gebrochener Akkord")
        case .drone: t("drone", "Bordun")
        case .cadence: t("cadence", "Kadenz")
        }
    }

    public var settingKey: String { t("the key", "die Tonart") }
    /// After a verdict: the call was heard more than once, so it is not in the span.
    public func heardAgain(_ times: Int) -> String {
        t("(heard \(times) times: not in the span)", "(\(times)-mal gehört: zählt nicht für die Spanne)")
    }
    /// The call named after its verdict.
    public var itWasLabel: String { t("It was", "Es war") }
    /// A span's row in the profile: its level.
    public func levelRow(_ level: Int) -> String { t("level \(level)", "Level \(level)") }
    public var keyReplay: String { t("r again", "r nochmal") }
    /// A rough span said no more precisely than it is known.
    public func roughSpan(_ estimate: SpanEstimate) -> String {
        switch estimate.roughness {
        case nil: return "\(number(estimate.span)) (\(number(estimate.low))–\(number(estimate.high)))"
        case .narrowing?: return "~\(number(estimate.span, decimals: 0)) (\(number(estimate.low, decimals: 0))–\(number(estimate.high, decimals: 0)))"
        case .bounded?: return "~\(number(estimate.low, decimals: 0))–\(number(estimate.high, decimals: 0))"
        // Its bound rounded outwards, as the report says it: below 4.2 is "below 5".
        case .upperBoundOnly?: return t("~below \(Int(estimate.high.rounded(.up)))", "~unter \(Int(estimate.high.rounded(.up)))")
        case .lowerBoundOnly?: return t("~above \(number(min(estimate.low, Double(estimate.longestPlayed)), decimals: 0))", "~über \(number(min(estimate.low, Double(estimate.longestPlayed)), decimals: 0))")
        // Bounded by nothing yet but the fit's own reach: its interval all the same, never "~?".
        case .unknown?: return "~\(number(estimate.low, decimals: 0))–\(number(estimate.high, decimals: 0))"
        }
    }
}
