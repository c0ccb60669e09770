/// The tempo bands the profile measures apart: timing at 45 BPM and at 180 BPM are
/// different skills (the original app's bands, so profiles compare).
public enum TempoBand: Int, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    case verySlow, slow, moderate, brisk, fast, veryFast

    public var range: ClosedRange<Int> {
        switch self {
        case .verySlow: 40...59
        case .slow: 60...79
        case .moderate: 80...99
        case .brisk: 100...119
        case .fast: 120...159
        case .veryFast: 160...200
        }
    }

    /// The band a tempo falls in; none outside 40–200 BPM (an imported record can be).
    public init?(_ tempo: Tempo) {
        guard let band = Self.allCases.first(where: { $0.range.contains(tempo.bpm) }) else { return nil }
        self = band
    }

    /// "80–99 BPM", as the profile heads its rows.
    public var description: String { "\(range.lowerBound)–\(range.upperBound) BPM" }

    public static func < (lhs: TempoBand, rhs: TempoBand) -> Bool { lhs.rawValue < rhs.rawValue }
}
