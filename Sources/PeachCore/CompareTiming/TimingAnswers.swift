import Foundation

/// Compare Timing's answers counted by signed offset: Late answers and all answers in bins
/// of |offset| on a logarithmic scale (8 an octave from 0.25 ms), one row of bins for early
/// clicks and one for late ones. The sufficient statistics of the fit, as `AnswerHistogram`
/// is for pitch: adding an answer is O(1) and a fit costs O(occupied bins).
public struct TimingAnswers: Hashable, Sendable {
    public static let binsPerOctave = 8
    public static let lowestMs = 0.25
    /// 0.25 … 256 ms each way; larger offsets fall into the last bin.
    public static let binsPerSide = 80

    /// Indexed by `index(of:)`: early bins first (nearest zero first), then late.
    public private(set) var late: [Double]
    public private(set) var total: [Double]

    public init() {
        late = Array(repeating: 0, count: 2 * Self.binsPerSide)
        total = late
    }

    public var answers: Double { total.reduce(0, +) }

    public static func index(of offsetMs: Double) -> Int {
        let position = Double(binsPerOctave) * log2(abs(offsetMs) / lowestMs)
        let bin = position.isFinite ? min(binsPerSide - 1, max(0, Int(position.rounded(.down)))) : 0
        return offsetMs > 0 ? binsPerSide + bin : bin
    }

    /// The signed offset a bin stands for: its geometric centre.
    public static func centre(ofIndex index: Int) -> Double {
        let bin = index % binsPerSide
        let magnitude = lowestMs * exp2((Double(bin) + 0.5) / Double(binsPerOctave))
        return index >= binsPerSide ? magnitude : -magnitude
    }

    public mutating func add(offsetMs: Double, answeredLate: Bool, weight: Double = 1) {
        add(bin: Self.index(of: offsetMs), answeredLate: answeredLate, weight: weight)
    }

    /// An answer counted into bin `index` (as `index(of:)` gives it); a weight of −1 takes
    /// one out again, as the trend's halves do when their boundary moves.
    public mutating func add(bin index: Int, answeredLate: Bool, weight: Double = 1) {
        total[index] += weight
        if answeredLate { late[index] += weight }
    }

    public mutating func add(_ record: TimingComparisonRecord, weight: Double = 1) {
        add(offsetMs: record.offsetMs, answeredLate: record.answeredLate, weight: weight)
    }
}
