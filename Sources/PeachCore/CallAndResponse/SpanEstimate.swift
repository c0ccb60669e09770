import Foundation

/// The span: the length of call played back right 75 % of the time (notes of a phrase, chords
/// of a progression), with its 95 % interval, fitted to every call of one kind (and tempo band).
///
/// The model: P(right | N) = (1 − λ) / (1 + q·e^(k(N − S))), falling with the length
/// N, q chosen so that P(S) = 75 %; λ, the calls lost to a slip whatever their length (a
/// stray key, a bounce), is not known: 0, 2, 5 or 10 %, each as likely. A grid posterior over
/// S (1 … 25 notes, flat), the steepness k (0.25 … 8 per note, flat in log k) and λ; S is
/// the posterior median, its interval the 2.5th and 97.5th percentiles of its marginal. Checked on simulated players of known span
/// (`scripts/simulate --echo`, BENCHMARKS.md "Play It Back: the span").
public struct SpanEstimate: Hashable, Sendable {
    /// The lapse rates the fit weighs; a simulated player's own is one of them or between.
    public static let lapses = [0.0, 0.02, 0.05, 0.1]
    public static let target = 0.75
    /// A span known to within this factor (high ÷ low) is a measurement; wider, it is rough.
    public static let widestMeaningfulSpread = 1.5

    public var span: Double
    public var low: Double
    public var high: Double
    /// The calls it was fitted to.
    public var calls: Int
    /// The shortest and longest calls played: the answers bound the span only between them.
    public var shortestPlayed: Int
    public var longestPlayed: Int
    /// The shortest call the discipline plays: a span below it is only "below".
    public var shortestPossible: Int

    public init(span: Double, low: Double, high: Double, calls: Int, shortestPlayed: Int, longestPlayed: Int, shortestPossible: Int) {
        self.span = span
        self.low = low
        self.high = high
        self.calls = calls
        self.shortestPlayed = shortestPlayed
        self.longestPlayed = longestPlayed
        self.shortestPossible = shortestPossible
    }

    public var isMeasured: Bool { roughness == nil }

    /// How much a rough span says, by pitch's rules: "below" while even the shortest calls
    /// played fail too often (nothing bounds it from below), "above" while the longest ones
    /// played are still right (nothing bounds it from above), "about" or "between" when
    /// wide; nil once measured.
    public var roughness: ThresholdEstimate.Roughness? {
        let unboundedBelow = low < Double(shortestPossible), unboundedAbove = high > Double(longestPlayed) + 1
        switch (unboundedBelow, unboundedAbove) {
        case (true, true): return .unknown
        case (true, false): return .upperBoundOnly
        case (false, true): return .lowerBoundOnly
        case (false, false):
            if high <= Self.widestMeaningfulSpread * low { return nil }
            return high / low <= 3 ? .narrowing : .bounded
        }
    }

    public func contains(_ value: Double) -> Bool { low <= value && value <= high }

    static let spans = stride(from: 1.0, through: 25.0, by: 0.05).map { $0 }
    static let steepnesses = (0..<15).map { 0.25 * pow(32, Double($0) / 14) }

    /// The fit to `tally` (right and played, by length) of calls no shorter than
    /// `shortestPossible`; nil without calls.
    public init?(_ tally: LengthTally, shortestPossible: Int) {
        let lengths = tally.lengths
        guard !lengths.isEmpty else { return nil }
        let cells = Self.steepnesses.count * Self.lapses.count
        var logPosterior = Array(repeating: 0.0, count: Self.spans.count * cells)
        var largest = -Double.infinity
        for (s, span) in Self.spans.enumerated() {
            for (k, steepness) in Self.steepnesses.enumerated() {
                for (l, lapse) in Self.lapses.enumerated() {
                    let q = (1 - lapse) / Self.target - 1
                    var sum = 0.0
                    for (length, count) in lengths {
                        let p = (1 - lapse) / (1 + q * exp(steepness * (Double(length) - span)))
                        sum += Double(count.right) * log(max(p, 1e-12)) + Double(count.played - count.right) * log(max(1 - p, 1e-12))
                    }
                    logPosterior[s * cells + k * Self.lapses.count + l] = sum
                    largest = max(largest, sum)
                }
            }
        }
        var marginal = Array(repeating: 0.0, count: Self.spans.count)
        for s in Self.spans.indices {
            for cell in 0..<cells { marginal[s] += exp(logPosterior[s * cells + cell] - largest) }
        }
        let total = marginal.reduce(0, +)
        func quantile(_ p: Double) -> Double {
            var running = 0.0
            for (index, weight) in marginal.enumerated() {
                let next = running + weight / total
                if next >= p {
                    // Within the grid's cell, in proportion.
                    let share = weight > 0 ? (p - running) / (weight / total) : 0
                    return Self.spans[index] - 0.025 + 0.05 * share
                }
                running = next
            }
            return Self.spans.last!
        }
        self.init(
            span: quantile(0.5), low: max(1, quantile(0.025)), high: quantile(0.975), calls: tally.calls,
            shortestPlayed: lengths.map(\.key).min()!, longestPlayed: lengths.map(\.key).max()!, shortestPossible: shortestPossible)
    }
}
