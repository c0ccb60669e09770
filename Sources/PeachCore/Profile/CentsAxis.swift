import Foundation

/// How a chart lays out cents: logarithmically, so that 100 cents at a beginner's start
/// does not flatten 5 cents to the floor (a halving is the same step anywhere on it).
public struct CentsAxis: Hashable, Sendable {
    public let lowest: Double
    public let highest: Double

    /// An axis from the 1-2-5 tick at or below the smallest value to the one at or above
    /// the largest, at least one such step wide.
    public init(covering values: [Double]) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        let low = positive.min() ?? 1, high = positive.max() ?? 100
        var lowest = Self.niceTicks.last { $0 <= low } ?? Self.niceTicks[0]
        var highest = Self.niceTicks.first { $0 >= high } ?? Self.niceTicks[Self.niceTicks.count - 1]
        if highest <= lowest {
            let index = Self.niceTicks.firstIndex(of: lowest) ?? 0
            if index + 1 < Self.niceTicks.count { highest = Self.niceTicks[index + 1] } else { lowest = Self.niceTicks[index - 1] }
        }
        self.lowest = lowest
        self.highest = highest
    }

    /// 0.1, 0.2, 0.5, 1, 2, 5 … 1000 cents.
    public static let niceTicks: [Double] = (-1...3).flatMap { power in [1.0, 2, 5].map { $0 * pow(10, Double(power)) } }

    /// 0 at `lowest`, 1 at `highest`; values outside are clamped.
    public func position(of cents: Double) -> Double {
        guard cents > 0 else { return 0 }
        return min(1, max(0, log(cents / lowest) / log(highest / lowest)))
    }

    /// The 1-2-5 ticks inside the axis.
    public var ticks: [Double] { Self.niceTicks.filter { $0 >= lowest * 0.999 && $0 <= highest * 1.001 } }
}
