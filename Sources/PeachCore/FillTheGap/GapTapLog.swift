import Foundation

/// A tempo band's taps in the order they were played, for the trend of its spread: the
/// older half of the taps against the newer half, each half's spread pooled over the gap
/// positions. Five bytes a tap; a query walks the log once.
public struct GapTapLog: Hashable, Sendable {
    private var positions: [UInt8] = []
    /// Float keeps a tap's offset to well under a microsecond, far below what is measured.
    private var offsets: [Float] = []

    public init() {}

    public var count: Int { offsets.count }

    public mutating func add(_ tap: GapTap) {
        positions.append(UInt8(tap.position.rawValue))
        offsets.append(Float(tap.offsetMs))
    }

    /// The spread of the older half and of the newer half (with an odd count the middle tap
    /// is in the newer half).
    public func halves() -> (older: GapSpread, newer: GapSpread)? {
        guard count >= Trend.minimumAnswers, let older = spread(0..<count / 2), let newer = spread(count / 2..<count) else { return nil }
        return (older, newer)
    }

    /// Smaller is better: a shrinking spread improves. Nil until there are enough taps; a
    /// change within the halves' own noise is "stable".
    public func trend() -> Trend? {
        guard let (older, newer) = halves(), older.sdMs > 0, newer.sdMs > 0 else { return nil }
        // The standard error of log s from k degrees of freedom is about 1/√(2k).
        let uncertainty = (0.5 / Double(older.degreesOfFreedom) + 0.5 / Double(newer.degreesOfFreedom)).squareRoot()
        return Trend(older: older.sdMs, newer: newer.sdMs, uncertainty: uncertainty)
    }

    private func spread(_ range: Range<Int>) -> GapSpread? {
        var byPosition = [Welford](repeating: Welford(), count: StepPosition.allCases.count)
        for index in range { byPosition[Int(positions[index])].add(Double(offsets[index])) }
        return GapSpread(pooling: byPosition)
    }
}
