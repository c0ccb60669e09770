import Foundation

/// How close a match was, on the rounded |error|: the original app's bands.
public enum MatchingFeedbackBand: String, Hashable, Sendable {
    case deadCentre, close, moderate, far

    public init(error: Cents) {
        switch abs(error.value).rounded() {
        case 0: self = .deadCentre
        case ..<10: self = .close
        case ...30: self = .moderate
        default: self = .far
        }
    }
}
