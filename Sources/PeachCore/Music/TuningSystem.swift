import Foundation

/// How an interval's size is measured.
public enum TuningSystem: String, CaseIterable, Hashable, Sendable, Codable {
    case equalTemperament
    case justIntonation

    /// 5-limit just intonation: the pure ratios the spec lists, in cents (tritone 45/32).
    private static let justCents: [Double] = [
        0, 111.731, 203.910, 315.641, 386.314, 498.045, 590.224,
        701.955, 813.686, 884.359, 1017.596, 1088.269, 1200,
    ]

    /// Size of an (undirected) interval in this system.
    public func size(of interval: Interval) -> Cents {
        switch self {
        case .equalTemperament: Cents(Double(interval.semitones * 100))
        case .justIntonation: Cents(Self.justCents[interval.rawValue])
        }
    }

    /// Signed distance from the reference note to the target note of a directed interval.
    public func offset(of interval: DirectedInterval) -> Cents {
        let size = size(of: interval.interval)
        return interval.direction == .up ? size : -size
    }
}
