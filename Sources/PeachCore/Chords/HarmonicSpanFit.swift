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

    /// The answers as the fit reads them: each kind of chord at each place of each length
    /// (a cell) once, and each progression as its chords' cells. A resample is a count of
    /// each progression (drawn with replacement), so the fit sums cells, never copies answers:
    /// 200 resamples of 2000 progressions take a fraction of a second, not seconds.
    struct Answers {
        struct Cell: Hashable {
            var quality: ChordQuality
            var inverted: Bool
            var length: Int
            var place: Int
        }

        var cells: [Cell] = []
        /// Each progression's chords: its cells in order and whether each was right.
        var chords: [[(cell: Int, right: Bool)]] = []
        /// The progressions alike (the same cells, the progression right or wrong alike) as one
        /// pattern: the clustering's likelihood is a sum over patterns, each counted.
        var patterns: [(first: Int, rest: [Int], right: Bool)] = []
        var patternOf: [Int] = []

        init(_ progressions: [ProgressionOutcome]) {
            var index: [Cell: Int] = [:]
            struct Pattern: Hashable {
                var cells: [Int]
                var right: Bool
            }
            var patternIndex: [Pattern: Int] = [:]
            for progression in progressions {
                let played = progression.chords.enumerated().map { place, chord in
                    let cell = Cell(quality: chord.quality, inverted: chord.inverted, length: progression.length, place: place)
                    if index[cell] == nil {
                        index[cell] = cells.count
                        cells.append(cell)
                    }
                    return (cell: index[cell]!, right: chord.right)
                }
                chords.append(played)
                let pattern = Pattern(cells: played.map(\.cell), right: progression.right)
                if patternIndex[pattern] == nil {
                    patternIndex[pattern] = patterns.count
                    patterns.append((pattern.cells[0], Array(pattern.cells.dropFirst()), progression.right))
                }
                patternOf.append(patternIndex[pattern]!)
            }
        }

        /// Each cell's chords and right ones, and each pattern's progressions, each progression
        /// counted `times` (nil: once).
        func tally(_ times: [Int]?) -> (cellChords: [Double], cellRights: [Double], patternCounts: [Double]) {
            var total = Array(repeating: 0.0, count: cells.count), rights = total
            var perPattern = Array(repeating: 0.0, count: patterns.count)
            for (progression, played) in chords.enumerated() {
                let weight = Double(times?[progression] ?? 1)
                guard weight > 0 else { continue }
                perPattern[patternOf[progression]] += weight
                for chord in played {
                    total[chord.cell] += weight
                    if chord.right { rights[chord.cell] += weight }
                }
            }
            return (total, rights, perPattern)
        }
    }

    /// The answers' means the features are centred on.
    struct Centres {
        var inverted = 0.0, lengthLessOne = 0.0, place = 0.0

        init(_ progressions: [ProgressionOutcome]) {
            let answers = Answers(progressions)
            self.init(answers, cellChords: answers.tally(nil).cellChords)
        }

        init(_ answers: Answers, cellChords: [Double]) {
            var chords = 0.0
            for (cell, count) in zip(answers.cells, cellChords) where count > 0 {
                inverted += count * (cell.inverted ? 1 : 0)
                lengthLessOne += count * Double(cell.length - 1)
                place += count * Double(cell.place)
                chords += count
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

    /// The span the answers give, each progression counted `times` (nil: once): the chord
    /// model, the clustering, the curve.
    static func span(_ answers: Answers, times: [Int]?, start: [Double]?) -> (span: Double, weights: [Double]) {
        let (cellChords, cellRights, patternCounts) = answers.tally(times)
        let centres = Centres(answers, cellChords: cellChords)
        let weights = fitChords(answers, cellChords: cellChords, cellRights: cellRights, centres: centres, start: start)
        let clustering = fitClustering(answers, patternCounts: patternCounts, weights: weights, centres: centres)
        return (span(curve(weights: weights, clustering: clustering, mix: mix(answers, cellChords: cellChords), centres: centres)), weights)
    }

    /// The model fitted to `progressions`, and the span it gives; nil without progressions.
    public static func estimate(_ progressions: [ProgressionOutcome], resamples: Int = Self.resamples) -> SpanEstimate? {
        guard !progressions.isEmpty else { return nil }
        let answers = Answers(progressions)
        let (span, weights) = Self.span(answers, times: nil, start: nil)
        // The same resamples for the same answers: a profile read twice says the same.
        var random = SeededRandom(seed: UInt64(progressions.count) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(progressions.reduce(0) { $0 + $1.length }))
        var spans: [Double] = []
        var times = Array(repeating: 0, count: progressions.count)
        for _ in 0..<resamples {
            for index in times.indices { times[index] = 0 }
            for _ in 0..<progressions.count { times[random.integer(in: 0...(progressions.count - 1))] += 1 }
            spans.append(Self.span(answers, times: times, start: weights).span)
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
        let answers = Answers(progressions)
        return mix(answers, cellChords: answers.tally(nil).cellChords)
    }

    static func mix(_ answers: Answers, cellChords: [Double]) -> [(quality: ChordQuality, inverted: Bool, share: Double)] {
        var counts: [ChordQuality: [Bool: Double]] = [:]
        var total = 0.0
        for (cell, count) in zip(answers.cells, cellChords) where count > 0 {
            counts[cell.quality, default: [:]][cell.inverted, default: 0] += count
            total += count
        }
        return counts.keys.sorted { $0.rawValue < $1.rawValue }.flatMap { quality in
            counts[quality]!.keys.sorted { !$0 && $1 }.map { inverted in (quality, inverted, counts[quality]![inverted]! / total) }
        }
    }

    static func logistic(_ z: Double) -> Double { 1 / (1 + exp(-z)) }

    /// The standard normal distribution function, and its inverse.
    static func normal(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
    static func normalQuantile(_ p: Double) -> Double { Bisection.inverse(p, from: -10, guess: 10, normal) }

    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }

    /// The chord model's weights: Newton's method on the log posterior.
    static func fitChords(_ progressions: [ProgressionOutcome], centres: Centres, start: [Double]?) -> [Double] {
        let answers = Answers(progressions), tally = answers.tally(nil)
        return fitChords(answers, cellChords: tally.cellChords, cellRights: tally.cellRights, centres: centres, start: start)
    }

    /// On the cells: each cell's chords and right ones are a binomial count, the same
    /// likelihood as its chords one by one.
    static func fitChords(_ answers: Answers, cellChords: [Double], cellRights: [Double], centres: Centres, start: [Double]?) -> [Double] {
        let n = featureCount
        // Each cell's features, sparse: the intercept (1), its quality's (1), and the three
        // centred terms; no array a cell (the fit runs for every resample of every day).
        struct Row {
            var quality: Int
            var inverted, length, place: Double
            /// The cell's chords and how many of them were right.
            var count, rightCount: Double
        }
        var rows: [Row] = []
        rows.reserveCapacity(answers.cells.count)
        for (index, cell) in answers.cells.enumerated() where cellChords[index] > 0 {
            rows.append(Row(
                quality: 1 + cell.quality.rawValue, inverted: (cell.inverted ? 1 : 0) - centres.inverted,
                length: Double(cell.length - 1) - centres.lengthLessOne, place: Double(cell.place) - centres.place,
                count: cellChords[index], rightCount: cellRights[index]))
        }
        var weights = start ?? Array(repeating: 0.0, count: n)
        var gradient = Array(repeating: 0.0, count: n), information = Array(repeating: 0.0, count: n * n)
        for _ in 0..<30 {
            for i in 0..<n { gradient[i] = -precision[i] * weights[i] }
            for i in 0..<(n * n) { information[i] = 0 }
            for i in 0..<n { information[i * n + i] = precision[i] }
            for row in rows {
                // The row's five features: the intercept, its quality, inverted, length, place.
                func index(_ a: Int) -> Int { a == 0 ? 0 : a == 1 ? row.quality : n - 5 + a }
                func value(_ a: Int) -> Double { a < 2 ? 1 : a == 2 ? row.inverted : a == 3 ? row.length : row.place }
                let z = weights[0] + weights[row.quality] + weights[n - 3] * row.inverted + weights[n - 2] * row.length + weights[n - 1] * row.place
                let p = logistic(z), w = row.count * p * (1 - p), residual = row.rightCount - row.count * p
                for a in 0..<5 {
                    gradient[index(a)] += residual * value(a)
                    for b in 0..<5 { information[index(a) * n + index(b)] += w * value(a) * value(b) }
                }
            }
            guard let step = solve((0..<n).map { Array(information[($0 * n)..<($0 * n + n)]) }, gradient) else { break }
            for index in 0..<n { weights[index] += step[index] }
            if step.map(abs).max()! < 1e-6 { break }
        }
        return weights
    }

    /// θ on its grid: the likelihood of whole progressions right or wrong.
    static func fitClustering(_ progressions: [ProgressionOutcome], weights: [Double], centres: Centres) -> Double {
        let answers = Answers(progressions)
        return fitClustering(answers, patternCounts: answers.tally(nil).patternCounts, weights: weights, centres: centres)
    }

    /// `patternCounts`: how many progressions of each pattern the answers hold.
    static func fitClustering(_ answers: Answers, patternCounts: [Double], weights: [Double], centres: Centres) -> Double {
        // Each cell's log chance; each pattern's first chord's, and the others' summed.
        let logs = answers.cells.map { cell in
            log(max(logistic(linear(cell.quality, inverted: cell.inverted, length: cell.length, place: cell.place, centres: centres, weights: weights)), 1e-12))
        }
        var logChances: [(first: Double, rest: Double, right: Bool, times: Double)] = []
        for (index, pattern) in answers.patterns.enumerated() where patternCounts[index] > 0 {
            logChances.append((logs[pattern.first], pattern.rest.reduce(0.0) { $0 + logs[$1] }, pattern.right, patternCounts[index]))
        }
        return clusterings.max { first, second in likelihood(first, logChances) < likelihood(second, logChances) }!
    }

    private static func likelihood(_ clustering: Double, _ logChances: [(first: Double, rest: Double, right: Bool, times: Double)]) -> Double {
        logChances.reduce(0.0) { sum, progression in
            let p = min(max(exp(progression.first + clustering * progression.rest), 1e-12), 1 - 1e-12)
            return sum + progression.times * (progression.right ? log(p) : log(1 - p))
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
