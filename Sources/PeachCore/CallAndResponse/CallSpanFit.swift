import Foundation

/// The span of a call-and-response discipline whose calls are made of elements (chords of a
/// progression, strokes of a rhythm): the call length played back right 75 % of the time,
/// derived from a model of each element, its interval from whole calls resampled.
///
/// The element model: logit P(element right) = a + u(kind) + v·flag + w·(N − 1) + z·place,
/// N the call's length and place the element's place in it (a longer call is harder to hold,
/// and a later element in it), fitted by maximum a posteriori (Gaussian priors: each kind's
/// term around 0 with SD 1.5, so that a kind seldom played says little; the others wide).
/// Each kind has a term of its own, shrunk towards the intercept, and the flag, length and
/// place terms are centred on the answers' own mix (the flagged share, the mean length and
/// place), so that what the priors pull towards is the answers' average, not the easiest
/// element's: pulled towards the easiest, the rare hard ones looked easy and the span too
/// long (+20 % at Chords' level 4). Elements are not independent: a call lost is lost element
/// after element. So a call is right with P(first element right) · (∏ P(each later element
/// right))^θ (a single element at its own chance), θ fitted to whether whole calls were right
/// (θ < 1: errors cluster). The curve P(N) averages the elements' model over the mix of
/// contents played (a chord; a beat's strokes, together) at each place of a call of N; the span is where it falls
/// through 75 %, linear between lengths (from P(0) = 1: a player below 75 % on the shortest
/// calls has a span below 1). Its 95 % interval: the 2.5th and 97.5th percentiles of the span
/// refitted to `resamples` samples of whole calls drawn with replacement, so that the
/// elements of one call go together. Checked on simulated players whose errors come from
/// another model (`scripts/simulate --chords`, `--rhythm`; BENCHMARKS.md).
public struct CallSpanFit: Sendable {
    public static let target = 0.75
    /// The longest length the curve is followed to; beyond it the span is only "above".
    public static let longestModelled = 16
    public static let resamples = 200

    /// How many kinds of element there are.
    public var kinds: Int
    /// The lengths the discipline plays: a span below the shortest is only "below".
    public var bounds: LengthStaircase.Bounds
    /// How much wider than the resampling says the interval is drawn, each way on a log scale
    /// (1: as resampled): the model's own error, which resampling the answers cannot see,
    /// where simulated players show it (BENCHMARKS.md says by how much, and why).
    public var widening: Double

    public init(kinds: Int, bounds: LengthStaircase.Bounds, widening: Double = 1) {
        precondition(kinds >= 1, "a kind of element at least")
        precondition(widening >= 1, "an interval widened, never narrowed")
        self.kinds = kinds
        self.bounds = bounds
        self.widening = widening
    }

    /// The features of one element: intercept, one for each kind, flag, length − 1, place,
    /// the last three less the answers' means.
    var featureCount: Int { 1 + kinds + 3 }
    /// 1/SD² of each weight's prior: the intercept and the slopes wide, the kinds' terms SD 1.5.
    var precision: [Double] { [1.0 / 16] + Array(repeating: 1.0 / 2.25, count: kinds) + [1.0 / 4, 1.0 / 4, 1.0 / 4] }
    static let clusterings = stride(from: 0.3, through: 1.5, by: 0.05).map { $0 }

    /// The answers as the fit reads them: each kind of element at each place of each length
    /// (a cell) once, and each call as its elements' cells. A resample is a count of each
    /// call (drawn with replacement), so the fit sums cells, never copies answers: 200
    /// resamples of 2000 calls take a fraction of a second, not seconds.
    struct Answers {
        struct Cell: Hashable {
            var kind: Int
            var flag: Bool
            var length: Int
            var place: Int
        }

        var cells: [Cell] = []
        /// Each call's elements: their cells in order and whether each was right.
        var calls: [[(cell: Int, right: Bool)]] = []
        var lengths: [Int] = []
        /// The calls alike (the same cells, the call right or wrong alike) as one pattern: the
        /// clustering's likelihood is a sum over patterns, each counted.
        var patterns: [(first: Int, rest: [Int], right: Bool)] = []
        var patternOf: [Int] = []
        /// What a place of a call holds (a chord; a beat's strokes, none for a rest): its
        /// elements' kinds and flags in order, each such content once; and each call's places'.
        var contents: [[Content]] = []
        var contentsOf: [[Int]] = []

        struct Content: Hashable, Comparable {
            var kind: Int
            var flag: Bool

            static func < (lhs: Content, rhs: Content) -> Bool { (lhs.kind, lhs.flag ? 1 : 0) < (rhs.kind, rhs.flag ? 1 : 0) }
        }

        init(_ outcomes: [CallOutcome]) {
            var index: [Cell: Int] = [:]
            struct Pattern: Hashable {
                var cells: [Int]
                var right: Bool
            }
            var patternIndex: [Pattern: Int] = [:]
            var contentIndex: [[Content]: Int] = [:]
            for call in outcomes {
                var places = Array(repeating: [Content](), count: call.length)
                for element in call.elements { places[element.place].append(Content(kind: element.kind, flag: element.flag)) }
                contentsOf.append(places.map { content in
                    if contentIndex[content] == nil {
                        contentIndex[content] = contents.count
                        contents.append(content)
                    }
                    return contentIndex[content]!
                })
                let played = call.elements.map { element in
                    let cell = Cell(kind: element.kind, flag: element.flag, length: call.length, place: element.place)
                    if index[cell] == nil {
                        index[cell] = cells.count
                        cells.append(cell)
                    }
                    return (cell: index[cell]!, right: element.right)
                }
                calls.append(played)
                lengths.append(call.length)
                let pattern = Pattern(cells: played.map(\.cell), right: call.right)
                if patternIndex[pattern] == nil {
                    patternIndex[pattern] = patterns.count
                    patterns.append((pattern.cells[0], Array(pattern.cells.dropFirst()), call.right))
                }
                patternOf.append(patternIndex[pattern]!)
            }
        }

        /// Each cell's elements and right ones, each pattern's calls, and each content's places,
        /// each call counted `times` (nil: once).
        func tally(_ times: [Int]?) -> Tally {
            var tally = Tally(
                cellElements: Array(repeating: 0.0, count: cells.count), cellRights: Array(repeating: 0.0, count: cells.count),
                patternCounts: Array(repeating: 0.0, count: patterns.count), contentPlaces: Array(repeating: 0.0, count: contents.count))
            for (call, played) in calls.enumerated() {
                let weight = Double(times?[call] ?? 1)
                guard weight > 0 else { continue }
                tally.patternCounts[patternOf[call]] += weight
                for content in contentsOf[call] { tally.contentPlaces[content] += weight }
                for element in played {
                    tally.cellElements[element.cell] += weight
                    if element.right { tally.cellRights[element.cell] += weight }
                }
            }
            return tally
        }
    }

    struct Tally {
        var cellElements: [Double]
        var cellRights: [Double]
        var patternCounts: [Double]
        /// How many places held each content.
        var contentPlaces: [Double]
    }

    /// The answers' means the features are centred on.
    struct Centres {
        var flag = 0.0, lengthLessOne = 0.0, place = 0.0

        init(_ outcomes: [CallOutcome]) {
            let answers = Answers(outcomes)
            self.init(answers, cellElements: answers.tally(nil).cellElements)
        }

        init(_ answers: Answers, cellElements: [Double]) {
            var elements = 0.0
            for (cell, count) in zip(answers.cells, cellElements) where count > 0 {
                flag += count * (cell.flag ? 1 : 0)
                lengthLessOne += count * Double(cell.length - 1)
                place += count * Double(cell.place)
                elements += count
            }
            if elements > 0 { (flag, lengthLessOne, place) = (flag / elements, lengthLessOne / elements, place / elements) }
        }
    }

    func features(kind: Int, flag: Bool, length: Int, place: Int, centres: Centres) -> [Double] {
        var x = Array(repeating: 0.0, count: featureCount)
        x[0] = 1
        x[1 + kind] = 1
        x[featureCount - 3] = (flag ? 1 : 0) - centres.flag
        x[featureCount - 2] = Double(length - 1) - centres.lengthLessOne
        x[featureCount - 1] = Double(place) - centres.place
        return x
    }

    /// The element model's log-odds, as `dot(features(…), weights)` without building the features.
    func linear(kind: Int, flag: Bool, length: Int, place: Int, centres: Centres, weights: [Double]) -> Double {
        weights[0] + weights[1 + kind] + weights[featureCount - 3] * ((flag ? 1 : 0) - centres.flag)
            + weights[featureCount - 2] * (Double(length - 1) - centres.lengthLessOne) + weights[featureCount - 1] * (Double(place) - centres.place)
    }

    /// The span the answers give, each call counted `times` (nil: once): the element model,
    /// the clustering, the curve.
    func span(_ answers: Answers, times: [Int]?, start: [Double]?) -> (span: Double, weights: [Double]) {
        let tally = answers.tally(times)
        let centres = Centres(answers, cellElements: tally.cellElements)
        let weights = fitElements(answers, cellElements: tally.cellElements, cellRights: tally.cellRights, centres: centres, start: start)
        let clustering = fitClustering(answers, patternCounts: tally.patternCounts, weights: weights, centres: centres)
        let curve = curve(weights: weights, clustering: clustering, mix: mix(answers, contentPlaces: tally.contentPlaces), centres: centres)
        return (Self.span(curve), weights)
    }

    /// The model fitted to `calls`, and the span it gives; nil without calls.
    public func estimate(_ calls: [CallOutcome], resamples: Int = Self.resamples) -> SpanEstimate? {
        guard !calls.isEmpty else { return nil }
        let answers = Answers(calls)
        let (span, weights) = self.span(answers, times: nil, start: nil)
        // The same resamples for the same answers: a profile read twice says the same.
        var random = SeededRandom(seed: UInt64(calls.count) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(calls.reduce(0) { $0 + $1.length }))
        var spans: [Double] = []
        var times = Array(repeating: 0, count: calls.count)
        for _ in 0..<resamples {
            for index in times.indices { times[index] = 0 }
            for _ in 0..<calls.count { times[random.integer(in: 0...(calls.count - 1))] += 1 }
            spans.append(self.span(answers, times: times, start: weights).span)
        }
        spans.sort()
        // The k-th of B with k = ⌈p·B⌉: the 5th and 195th of 200 for 2.5 and 97.5 %.
        func percentile(_ p: Double) -> Double { spans.isEmpty ? span : spans[max(0, min(spans.count - 1, Int((p * Double(spans.count)).rounded(.up)) - 1))] }
        // Bias-corrected percentiles (Efron 1981): where the fit lies among its resamples
        // shifts both ends, for a fit that sits off the middle of its own resampling.
        let below = Double(spans.filter { $0 < span }.count) + 0.5 * Double(spans.filter { $0 == span }.count)
        let z0 = Self.normalQuantile(min(max(below / Double(max(spans.count, 1)), 0.01), 0.99))
        let lengths = calls.map(\.length)
        var low = min(span, percentile(Self.normal(2 * z0 - 1.96))), high = max(span, percentile(Self.normal(2 * z0 + 1.96)))
        if widening != 1, span > 0, low > 0 {
            low = span * pow(low / span, widening)
            high = span * pow(high / span, widening)
        }
        return SpanEstimate(
            span: span, low: low, high: high,
            calls: calls.count, shortestPlayed: lengths.min()!, longestPlayed: lengths.max()!, shortestPossible: bounds.shortest)
    }

    /// What the places played held, each content (its elements' kinds and flags) with its
    /// share of the places: for chords a chord's quality and inversion, for rhythms a beat's figure.
    func mix(_ calls: [CallOutcome]) -> [(content: [(kind: Int, flag: Bool)], share: Double)] {
        let answers = Answers(calls)
        return mix(answers, contentPlaces: answers.tally(nil).contentPlaces)
    }

    func mix(_ answers: Answers, contentPlaces: [Double]) -> [(content: [(kind: Int, flag: Bool)], share: Double)] {
        let total = contentPlaces.reduce(0, +)
        guard total > 0 else { return [] }
        let order = answers.contents.indices.filter { contentPlaces[$0] > 0 }.sorted { answers.contents[$0].lexicographicallyPrecedes(answers.contents[$1]) }
        return order.map { index in (answers.contents[index].map { ($0.kind, $0.flag) }, contentPlaces[index] / total) }
    }

    static func logistic(_ z: Double) -> Double { 1 / (1 + exp(-z)) }

    /// The standard normal distribution function, and its inverse.
    static func normal(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
    static func normalQuantile(_ p: Double) -> Double { Bisection.inverse(p, from: -10, guess: 10, normal) }

    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }

    /// The element model's weights: Newton's method on the log posterior.
    func fitElements(_ calls: [CallOutcome], centres: Centres, start: [Double]?) -> [Double] {
        let answers = Answers(calls), tally = answers.tally(nil)
        return fitElements(answers, cellElements: tally.cellElements, cellRights: tally.cellRights, centres: centres, start: start)
    }

    /// On the cells: each cell's elements and right ones are a binomial count, the same
    /// likelihood as its elements one by one.
    func fitElements(_ answers: Answers, cellElements: [Double], cellRights: [Double], centres: Centres, start: [Double]?) -> [Double] {
        let n = featureCount, precision = self.precision
        // Each cell's features, sparse: the intercept (1), its kind's (1), and the three
        // centred terms; no array a cell (the fit runs for every resample of every day).
        struct Row {
            var kind: Int
            var flag, length, place: Double
            /// The cell's elements and how many of them were right.
            var count, rightCount: Double
        }
        var rows: [Row] = []
        rows.reserveCapacity(answers.cells.count)
        for (index, cell) in answers.cells.enumerated() where cellElements[index] > 0 {
            rows.append(Row(
                kind: 1 + cell.kind, flag: (cell.flag ? 1 : 0) - centres.flag,
                length: Double(cell.length - 1) - centres.lengthLessOne, place: Double(cell.place) - centres.place,
                count: cellElements[index], rightCount: cellRights[index]))
        }
        var weights = start ?? Array(repeating: 0.0, count: n)
        var gradient = Array(repeating: 0.0, count: n), information = Array(repeating: 0.0, count: n * n)
        for _ in 0..<30 {
            for i in 0..<n { gradient[i] = -precision[i] * weights[i] }
            for i in 0..<(n * n) { information[i] = 0 }
            for i in 0..<n { information[i * n + i] = precision[i] }
            for row in rows {
                // The row's five features: the intercept, its kind, flag, length, place.
                func index(_ a: Int) -> Int { a == 0 ? 0 : a == 1 ? row.kind : n - 5 + a }
                func value(_ a: Int) -> Double { a < 2 ? 1 : a == 2 ? row.flag : a == 3 ? row.length : row.place }
                let z = weights[0] + weights[row.kind] + weights[n - 3] * row.flag + weights[n - 2] * row.length + weights[n - 1] * row.place
                let p = Self.logistic(z), w = row.count * p * (1 - p), residual = row.rightCount - row.count * p
                for a in 0..<5 {
                    gradient[index(a)] += residual * value(a)
                    for b in 0..<5 { information[index(a) * n + index(b)] += w * value(a) * value(b) }
                }
            }
            guard let step = Self.solve((0..<n).map { Array(information[($0 * n)..<($0 * n + n)]) }, gradient) else { break }
            for index in 0..<n { weights[index] += step[index] }
            if step.map(abs).max()! < 1e-6 { break }
        }
        return weights
    }

    /// θ on its grid: the likelihood of whole calls right or wrong.
    func fitClustering(_ calls: [CallOutcome], weights: [Double], centres: Centres) -> Double {
        let answers = Answers(calls)
        return fitClustering(answers, patternCounts: answers.tally(nil).patternCounts, weights: weights, centres: centres)
    }

    /// `patternCounts`: how many calls of each pattern the answers hold.
    func fitClustering(_ answers: Answers, patternCounts: [Double], weights: [Double], centres: Centres) -> Double {
        // Each cell's log chance; each pattern's first element's, and the others' summed.
        let logs = answers.cells.map { cell in
            log(max(Self.logistic(linear(kind: cell.kind, flag: cell.flag, length: cell.length, place: cell.place, centres: centres, weights: weights)), 1e-12))
        }
        var logChances: [(first: Double, rest: Double, right: Bool, times: Double)] = []
        for (index, pattern) in answers.patterns.enumerated() where patternCounts[index] > 0 {
            logChances.append((logs[pattern.first], pattern.rest.reduce(0.0) { $0 + logs[$1] }, pattern.right, patternCounts[index]))
        }
        return Self.clusterings.max { first, second in Self.likelihood(first, logChances) < Self.likelihood(second, logChances) }!
    }

    private static func likelihood(_ clustering: Double, _ logChances: [(first: Double, rest: Double, right: Bool, times: Double)]) -> Double {
        logChances.reduce(0.0) { sum, call in
            let p = min(max(exp(call.first + clustering * call.rest), 1e-12), 1 - 1e-12)
            return sum + call.times * (call.right ? log(p) : log(1 - p))
        }
    }

    /// P(call right) for N = 0 … `longestModelled`: at each place the chance that all it holds
    /// is right, averaged over the contents played (a place's elements together: a beat of
    /// sixteenths is four strokes, each at its own chance), the clustering on every element
    /// but the call's first. With one element a place (a chord) that is the elements' mix
    /// averaged at each place.
    func curve(weights: [Double], clustering: Double, mix: [(content: [(kind: Int, flag: Bool)], share: Double)], centres: Centres) -> [Double] {
        [1.0] + (1...Self.longestModelled).map { length in
            let logs = (0..<length).map { place in
                log(max(mix.reduce(0.0) { sum, entry in
                    var chance = 1.0
                    for (index, element) in entry.content.enumerated() {
                        let p = Self.logistic(linear(kind: element.kind, flag: element.flag, length: length, place: place, centres: centres, weights: weights))
                        // The call's first element at its own chance; the others clustered.
                        chance *= place == 0 && index > 0 ? pow(p, clustering) : p
                    }
                    return sum + entry.share * chance
                }, 1e-12))
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
