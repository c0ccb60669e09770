import Foundation

/// Answers counted by |difference| on a logarithmic scale, 12 bins an octave from 0.1 cent:
/// the sufficient statistics of a psychometric fit. Adding an answer costs O(1), a fit
/// costs O(bins) whatever the number of answers, and histograms add up, so pooling
/// neighbouring notes or days is a weighted sum.
///
/// Weights let an answer count less than a whole one (an older answer, a neighbouring note).
public struct AnswerHistogram: Hashable, Sendable {
    public static let binsPerOctave = 12
    /// The lower edge of the first bin: the Kazez chain's smallest difference.
    public static let lowestDifference = 0.1
    /// 0.1 … 102.4 cents; larger differences (an imported 150 cents) fall into the last bin.
    public static let binCount = 120

    public private(set) var correct: [Double]
    public private(set) var total: [Double]

    public init() {
        correct = Array(repeating: 0, count: Self.binCount)
        total = Array(repeating: 0, count: Self.binCount)
    }

    /// The bin of a |difference| in cents.
    @inline(__always)
    public static func bin(of difference: Double) -> Int {
        let position = Double(binsPerOctave) * log2(abs(difference) / lowestDifference)
        guard position.isFinite else { return position > 0 ? binCount - 1 : 0 }
        return min(binCount - 1, max(0, Int(position.rounded(.down))))
    }

    /// The geometric centre of a bin, in cents: where its answers are taken to lie.
    public static func centre(ofBin bin: Int) -> Double {
        lowestDifference * exp2((Double(bin) + 0.5) / Double(binsPerOctave))
    }

    @inline(__always)
    public mutating func add(bin: Int, correct isCorrect: Bool, weight: Double = 1) {
        total[bin] += weight
        if isCorrect { correct[bin] += weight }
    }

    public mutating func add(difference: Double, correct isCorrect: Bool, weight: Double = 1) {
        add(bin: Self.bin(of: difference), correct: isCorrect, weight: weight)
    }

    /// Removes an answer added before with the same weight.
    public mutating func remove(bin: Int, correct isCorrect: Bool, weight: Double = 1) {
        total[bin] -= weight
        if isCorrect { correct[bin] -= weight }
    }

    /// Adds `other`, each of its answers counting `weight`.
    public mutating func add(_ other: AnswerHistogram, weight: Double = 1) {
        guard weight != 0 else { return }
        for bin in 0..<Self.binCount where other.total[bin] != 0 {
            total[bin] += weight * other.total[bin]
            correct[bin] += weight * other.correct[bin]
        }
    }

    public mutating func scale(by factor: Double) {
        for bin in 0..<Self.binCount {
            total[bin] *= factor
            correct[bin] *= factor
        }
    }

    /// The (weighted) number of answers.
    public var answers: Double { total.reduce(0, +) }
    public var correctAnswers: Double { correct.reduce(0, +) }
    public var isEmpty: Bool { !total.contains { $0 > 0 } }
}
