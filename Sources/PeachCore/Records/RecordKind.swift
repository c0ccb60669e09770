/// The kinds of training record Peach keeps, one per discipline's answers: what the store
/// counts, deletes and exchanges, named once here for the commands' words.
public enum RecordKind: CaseIterable, Sendable, Hashable {
    case comparison, pitchMatching, timingComparison, gapFill

    /// "3 comparisons", "1 match", "2 Compare Timing answers", "5 Fill the Gap trials".
    public func counted(_ count: Int) -> String {
        let one = count == 1
        switch self {
        case .comparison: return "\(count) comparison\(one ? "" : "s")"
        case .pitchMatching: return "\(count) match\(one ? "" : "es")"
        case .timingComparison: return "\(count) Compare Timing answer\(one ? "" : "s")"
        case .gapFill: return "\(count) Fill the Gap trial\(one ? "" : "s")"
        }
    }

    public var isRhythm: Bool { self == .timingComparison || self == .gapFill }
}
