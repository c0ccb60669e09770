import Foundation
import PeachCore

/// A call-and-response discipline's span in the report's words: the span said no more
/// precisely than it is known, and its interval where both of its ends are the calls' (a
/// one-sided rough span has one bound the calls give; the other is the prior's).
enum SpanText {
    /// "4.2 notes", "about 3 chords, rough", "below 1 chord, rough"; `unit` a length's unit in
    /// the plural ("notes", "chords"), `one` in the singular.
    static func span(_ estimate: SpanEstimate, unit: String, one: String) -> String {
        func counted(_ count: Int) -> String { "\(count) \(count == 1 ? one : unit)" }
        switch estimate.roughness {
        case nil: return "\(ProfileReport.number(estimate.span)) \(unit)"
        case .narrowing?: return "about \(counted(Int(estimate.span.rounded()))), rough"
        case .bounded?: return "between \(Int(estimate.low.rounded())) and \(counted(Int(estimate.high.rounded()))), rough"
        case .upperBoundOnly?: return "below \(counted(Int(estimate.high.rounded(.up)))), rough"
        case .lowerBoundOnly?: return "above \(counted(Int(min(estimate.low, Double(estimate.longestPlayed)).rounded(.down)))), rough"
        case .unknown?:
            return "between \(Int(estimate.low.rounded())) and \(counted(Int(estimate.high.rounded()))), rough (played \(estimate.shortestPlayed)–\(estimate.longestPlayed))"
        }
    }

    /// "2.1–3.4", or "–" for a span bound on one side or none.
    static func interval(_ estimate: SpanEstimate?) -> String {
        guard let estimate else { return "–" }
        switch estimate.roughness {
        case nil, .narrowing?, .bounded?: return "\(ProfileReport.number(estimate.low))–\(ProfileReport.number(estimate.high))"
        case .upperBoundOnly?, .lowerBoundOnly?, .unknown?: return "–"
        }
    }
}
