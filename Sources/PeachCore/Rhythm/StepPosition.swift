/// Where a sixteenth step falls in its beat, as drummers count it: "1 e and a".
public enum StepPosition: Int, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    case beat, e, and, a

    public var description: String {
        switch self {
        case .beat: "beat"
        case .e: "e"
        case .and: "and"
        case .a: "a"
        }
    }

    public static func < (lhs: StepPosition, rhs: StepPosition) -> Bool { lhs.rawValue < rhs.rawValue }
}
