import Foundation

/// The harmonic span: the progression length played back right 75 % of the time, derived
/// from a model of each chord's identification, its interval from whole progressions
/// resampled.
///
/// The chord model: logit P(chord right) = a + u(quality) + v·inverted + w·(N − 1) + z·place,
/// N the progression's length and place the chord's index in it (a longer progression is
/// harder to hold, and a later chord in it), fitted by maximum a posteriori (Gaussian priors:
/// each quality's term around 0 with SD 1.5, so that a quality seldom played says little; the
/// others wide). Each quality has a term of its own, shrunk towards the intercept, and the
/// inverted, length and place terms are centred on the answers' own mix (the inverted
/// share, the mean length and place), so that what the priors pull towards is the answers'
/// average, not the major triad's in root position: pulled towards the easiest
/// chord, the rare hard ones looked easy and the span too long (+20 % at level 4). Chords are not independent: a progression lost is lost
/// chord after chord. So a progression is right with P(first chord right) · (∏ P(each later chord
/// right))^θ (a single chord at its own chance), θ fitted to whether
/// whole progressions were right (θ < 1: errors cluster). The curve P(N) averages the chords'
/// model over the mix of chords played (its qualities and inversions), at each place of a
/// progression of N; the span is where it falls through 75 %, linear between lengths (from
/// P(0) = 1: a player below 75 % on single chords has a span below 1). Its 95 % interval: the
/// 2.5th and 97.5th percentiles of the span refitted to `resamples` samples of whole
/// progressions drawn with replacement, so that chords of one progression go together.
/// Checked on simulated players whose errors come from another model (`scripts/simulate
/// --chords`, BENCHMARKS.md "Chords: the harmonic span").
public enum HarmonicSpanFit {
    public static let target = 0.75
    /// The longest length the curve is followed to; beyond it the span is only "above".
    public static let longestModelled = 16
    public static let resamples = 200

    /// The features of one chord: intercept, one for each quality, inverted, length − 1,
    /// place, the last three less the answers' means.
    static let qualities = ChordQuality.allCases
    static let featureCount = 1 + qualities.count + 3
    /// 1/SD² of each weight's prior: the intercept and the slopes wide, the qualities' terms SD 1.5.
    static let precision: [Double] = [1.0 / 16] + Array(repeating: 1.0 / 2.25, count: qualities.count) + [1.0 / 4, 1.0 / 4, 1.0 / 4]
    static let clusterings = stride(from: 0.3, through: 1.5, by: 0.05).map { $0 }

    /// The answers' means the features are centred on.
    struct Centres {
        var inverted = 0.0, lengthLessOne = 0.0, place = 0.0

        init(_ progressions: [ProgressionOutcome]) {
            var chords = 0.0
            for progression in progressions {
                for (place, chord) in progression.chords.enumerated() {
                    inverted += chord.inverted ? 1 : 0
                    lengthLessOne += Double(progression.length - 1)
                    self.place += Double(place)
                    chords += 1
                }
            }
            if chords > 0 { (inverted, lengthLessOne, place) = (inverted / chords, lengthLessOne / chords, place / chords) }
        }
    }

    static func features(_ quality: ChordQuality, inverted: Bool, length: Int, place: Int, centres: Centres) -> [Double] {
        var x = Array(repeating: 0.0, count: featureCount)
        x[0] = 1
        x[1 + quality.rawValue] = 1
        x[featureCount - 3] = (inverted ? 1 : 0) - centres.inverted
        x[featureCount - 2] = Double(length - 1) - centres.lengthLessOne
        x[featureCount - 1] = Double(place) - centres.place
        return x
    }

    /// The chord model's log-odds, as `dot(features(…), weights)` without building the features.
    static func linear(_ quality: ChordQuality, inverted: Bool, length: Int, place: Int, centres: Centres, weights: [Double]) -> Double {
        weights[0] + weights[1 + quality.rawValue] + weights[featureCount - 3] * ((inverted ? 1 : 0) - centres.inverted)
            + weights[featureCount - 2] * (Double(length - 1) - centres.lengthLessOne) + weights[featureCount - 1] * (Double(place) - centres.place)
    }

    /// The span the answers give: the chord model, the clustering, the curve.
    static func span(_ progressions: [ProgressionOutcome], start: [Double]?) -> (span: Double, weights: [Double]) {
        let centres = Centres(progressions)
        let weights = fitChords(progressions, centres: centres, start: start)
        let clustering = fitClustering(progressions, weights: weights, centres: centres)
        return (span(curve(weights: weights, clustering: clustering, mix: mix(progressions), centres: centres)), weights)
    }

    /// The model fitted to `progressions`, and the span it gives; nil without progressions.
    public static func estimate(_ progressions: [ProgressionOutcome], resamples: Int = Self.resamples) -> SpanEstimate? {
        guard !progressions.isEmpty else { return nil }
        let (span, weights) = Self.span(progressions, start: nil)
        // The same resamples for the same answers: a profile read twice says the same.
        var random = SeededRandom(seed: UInt64(progressions.count) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(progressions.reduce(0) { $0 + $1.length }))
        var spans: [Double] = []
        for _ in 0..<resamples {
            let sample = (0..<progressions.count).map { _ in progressions[random.integer(in: 0...(progressions.count - 1))] }
            spans.append(Self.span(sample, start: weights).span)
        }
        spans.sort()
        // The k-th of B with k = ⌈p·B⌉: the 5th and 195th of 200 for 2.5 and 97.5 %.
        func percentile(_ p: Double) -> Double { spans.isEmpty ? span : spans[max(0, min(spans.count - 1, Int((p * Double(spans.count)).rounded(.up)) - 1))] }
        // Bias-corrected percentiles (Efron 1981): where the fit lies among its resamples
        // shifts both ends, for a fit that sits off the middle of its own resampling.
        let below = Double(spans.filter { $0 < span }.count) + 0.5 * Double(spans.filter { $0 == span }.count)
        let z0 = Self.normalQuantile(min(max(below / Double(max(spans.count, 1)), 0.01), 0.99))
        let lengths = progressions.map(\.length)
        return SpanEstimate(
            span: span, low: min(span, percentile(Self.normal(2 * z0 - 1.96))), high: max(span, percentile(Self.normal(2 * z0 + 1.96))),
            calls: progressions.count,
            shortestPlayed: lengths.min()!, longestPlayed: lengths.max()!, shortestPossible: LengthStaircase.Bounds.progressions.shortest)
    }

    /// The chords played, by quality and inversion, each with its share.
    static func mix(_ progressions: [ProgressionOutcome]) -> [(quality: ChordQuality, inverted: Bool, share: Double)] {
        var counts: [ChordQuality: [Bool: Int]] = [:]
        var total = 0
        for progression in progressions {
            for chord in progression.chords {
                counts[chord.quality, default: [:]][chord.inverted, default: 0] += 1
                total += 1
            }
        }
        return counts.keys.sorted { $0.rawValue < $1.rawValue }.flatMap { quality in
            counts[quality]!.keys.sorted { !$0 && $1 }.map { inverted in (quality, inverted, Double(counts[quality]![inverted]!) / Double(total)) }
        }
    }

    static func logistic(_ z: Double) -> Double { 1 / (1 + exp(-z)) }

    /// The standard normal distribution function, and its inverse.
    static func normal(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
    static func normalQuantile(_ p: Double) -> Double { Bisection.inverse(p, from: -10, guess: 10, normal) }

    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }

    /// The chord model's weights: Newton's method on the log posterior.
    static func fitChords(_ progressions: [ProgressionOutcome], centres: Centres, start: [Double]?) -> [Double] {
        let n = featureCount
        var rows: [([Double], Double)] = []
        for progression in progressions {
            for (place, chord) in progression.chords.enumerated() {
                rows.append((features(chord.quality, inverted: chord.inverted, length: progression.length, place: place, centres: centres), chord.right ? 1 : 0))
            }
        }
        var weights = start ?? Array(repeating: 0.0, count: n)
        for _ in 0..<30 {
            var gradient = (0..<n).map { -precision[$0] * weights[$0] }
            var information = Array(repeating: Array(repeating: 0.0, count: n), count: n)
            for index in 0..<n { information[index][index] = precision[index] }
            for (x, y) in rows {
                let p = logistic(dot(x, weights)), w = p * (1 - p)
                for i in 0..<n where x[i] != 0 {
                    gradient[i] += (y - p) * x[i]
                    for j in 0..<n where x[j] != 0 { information[i][j] += w * x[i] * x[j] }
                }
            }
            guard let step = solve(information, gradient) else { break }
            for index in 0..<n { weights[index] += step[index] }
            if step.map(abs).max()! < 1e-6 { break }
        }
        return weights
    }

    /// θ on its grid: the likelihood of whole progressions right or wrong.
    static func fitClustering(_ progressions: [ProgressionOutcome], weights: [Double], centres: Centres) -> Double {
        // Each progression's first chord's log chance, and the others' summed.
        let logChances = progressions.map { progression in
            let logs = progression.chords.enumerated().map { place, chord in
                log(max(logistic(linear(chord.quality, inverted: chord.inverted, length: progression.length, place: place, centres: centres, weights: weights)), 1e-12))
            }
            return (first: logs[0], rest: logs.dropFirst().reduce(0, +))
        }
        return clusterings.max { first, second in
            likelihood(first, logChances, progressions) < likelihood(second, logChances, progressions)
        }!
    }

    private static func likelihood(_ clustering: Double, _ logChances: [(first: Double, rest: Double)], _ progressions: [ProgressionOutcome]) -> Double {
        zip(logChances, progressions).reduce(0.0) { sum, pair in
            let p = min(max(exp(pair.0.first + clustering * pair.0.rest), 1e-12), 1 - 1e-12)
            return sum + (pair.1.right ? log(p) : log(1 - p))
        }
    }

    /// P(progression right) for N = 0 … `longestModelled`.
    static func curve(weights: [Double], clustering: Double, mix: [(quality: ChordQuality, inverted: Bool, share: Double)], centres: Centres) -> [Double] {
        [1.0] + (1...longestModelled).map { length in
            let logs = (0..<length).map { place in
                log(max(mix.reduce(0.0) { $0 + $1.share * logistic(linear($1.quality, inverted: $1.inverted, length: length, place: place, centres: centres, weights: weights)) }, 1e-12))
            }
            return exp(logs[0] + clustering * logs.dropFirst().reduce(0, +))
        }
    }

    /// Where the curve falls through the target, linear between lengths; `longestModelled`
    /// when it never does.
    static func span(_ curve: [Double]) -> Double {
        for length in 1..<curve.count where curve[length] < target {
            let above = curve[length - 1], below = curve[length]
            return Double(length - 1) + (above - target) / max(above - below, 1e-12)
        }
        return Double(longestModelled)
    }

    /// `matrix`·x = `vector` by Gaussian elimination with partial pivoting; nil when singular.
    static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
        var a = matrix, b = vector
        let n = b.count
        for column in 0..<n {
            let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) }!
            guard abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                if factor == 0 { continue }
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = Array(repeating: 0.0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            x[row] = (b[row] - ((row + 1)..<n).reduce(0.0) { $0 + a[row][$1] * x[$1] }) / a[row][row]
        }
        return x
    }
}
