import PeachCore

/// How well Fill the Gap's means and spreads find a drummer's truth, over every gap
/// position of every run.
public struct GapAccuracy: Sendable {
    /// |mean − true mean| (ms) of every position with a mean, unsorted until read.
    public private(set) var meanErrors: [Double] = []
    public private(set) var meanCovered = 0
    public private(set) var meanMeasured = 0
    /// |SD ÷ true SD − 1| of every position with a spread.
    public private(set) var spreadErrors: [Double] = []
    public private(set) var spreadCovered = 0
    public private(set) var spreadMeasured = 0
    public private(set) var taps: [Double] = []

    public init() {}

    mutating func add(_ entry: GapPositionSummary, truthMean: Double, truthSpread: Double) {
        taps.append(Double(entry.taps))
        if let offset = entry.offset {
            meanErrors.append(abs(offset.meanMs - truthMean))
            if offset.contains(truthMean) { meanCovered += 1 }
            if offset.isMeasured { meanMeasured += 1 }
        }
        if let spread = entry.spread {
            spreadErrors.append(abs(spread.sdMs / truthSpread - 1))
            if spread.contains(truthSpread) { spreadCovered += 1 }
            if spread.isMeasured { spreadMeasured += 1 }
        }
    }

    public var meanCoverage: Double { Double(meanCovered) / Double(max(1, meanErrors.count)) }
    public var spreadCoverage: Double { Double(spreadCovered) / Double(max(1, spreadErrors.count)) }
    public var meanMeasuredShare: Double { Double(meanMeasured) / Double(max(1, meanErrors.count)) }
    public var spreadMeasuredShare: Double { Double(spreadMeasured) / Double(max(1, spreadErrors.count)) }
    public var medianMeanError: Double { Accuracy.percentile(meanErrors.sorted(), 0.5) }
    public var medianSpreadError: Double { Accuracy.percentile(spreadErrors.sorted(), 0.5) }
    public var medianTaps: Double { Accuracy.percentile(taps.sorted(), 0.5) }
}
