import Foundation

/// Improving, stable or declining: the newer half of the answers against the older half.
public enum Trend: String, Hashable, Sendable {
    case improving, stable, declining

    /// A change of more than 5 % counts.
    public static let significantChange = 0.05
    /// Fewer answers than this say nothing about a trend.
    public static let minimumAnswers = 20

    /// Smaller is better for every number Peach trends (thresholds, matching errors), and
    /// the arrow points the way the chart's line goes: down when improving.
    public var arrow: String {
        switch self {
        case .improving: "↘"
        case .stable: "→"
        case .declining: "↗"
        }
    }

    /// From the older half's value to the newer half's (both "smaller is better").
    /// `uncertainty` is the standard error of log(newer ÷ older): a change that the halves'
    /// own noise could explain (less than 1.96 of it) is no change, however large it looks.
    public init(older: Double, newer: Double, uncertainty: Double = 0) {
        let change = log(newer / older)
        if abs(change) <= 1.96 * uncertainty {
            self = .stable
        } else if newer < older * (1 - Self.significantChange) {
            self = .improving
        } else if newer > older * (1 + Self.significantChange) {
            self = .declining
        } else {
            self = .stable
        }
    }
}
