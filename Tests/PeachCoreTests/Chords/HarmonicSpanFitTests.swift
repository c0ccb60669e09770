import Foundation
import Testing
@testable import PeachCore

@Suite("The harmonic span: from a model of each chord, its interval from whole progressions")
struct HarmonicSpanFitTests {
    typealias Chord = ProgressionOutcome.ChordOutcome
    static let fit = HarmonicSpanFit.fit
    typealias Fit = CallSpanFit

    /// `count` progressions of `length` major triads, chord `place` right as `right` says.
    static func progressions(_ count: Int, length: Int, right: (Int, Int) -> Bool) -> [ProgressionOutcome] {
        (0..<count).map { index in ProgressionOutcome(chords: (0..<length).map { Chord(quality: .major, inverted: false, right: right(index, $0)) }) }
    }

    @Test("every chord right up to three, the fourth of four mostly lost: a span between 3 and 4, its interval about it, the same every time it is read")
    func spanBetweenLengths() throws {
        let answers = Self.progressions(40, length: 2) { _, _ in true } + Self.progressions(40, length: 3) { index, _ in index % 10 != 0 }
            + Self.progressions(40, length: 4) { index, place in place < 3 || index % 4 == 0 }
        // Fewer resamples than the profile's 200: the interval's ends move a little, not its sense.
        let estimate = try #require(HarmonicSpanFit.estimate(answers, resamples: 60))
        #expect(estimate.span > 2.8 && estimate.span < 4, "\(estimate)")
        #expect(estimate.low <= estimate.span && estimate.span <= estimate.high && estimate.high < 5, "\(estimate)")
        #expect(estimate.calls == 120 && estimate.shortestPlayed == 2 && estimate.longestPlayed == 4)
        #expect(HarmonicSpanFit.estimate(answers, resamples: 60) == estimate)
    }

    @Test("right on fewer than three single chords in four: a span below 1, said only as a bound")
    func belowOne() throws {
        let answers = Self.progressions(60, length: 1) { index, _ in index % 5 < 3 }
        let estimate = try #require(HarmonicSpanFit.estimate(answers, resamples: 60))
        #expect(estimate.span < 1 && estimate.roughness == .upperBoundOnly, "\(estimate)")
        #expect(HarmonicSpanFit.estimate([]) == nil)
    }

    @Test("every progression right up to the longest played: only 'above'")
    func above() throws {
        let answers = Self.progressions(20, length: 2) { _, _ in true } + Self.progressions(20, length: 3) { _, _ in true }
        let estimate = try #require(HarmonicSpanFit.estimate(answers, resamples: 60))
        #expect(estimate.roughness == .lowerBoundOnly, "\(estimate)")
    }

    @Test("errors that come together: half the progressions lost after their first chord, the rest right; the chords' chances alone would say a quarter right, the clustering finds a half")
    func clustering() {
        let answers = Self.progressions(80, length: 3) { index, place in place == 0 || index % 2 == 0 }
        let centres = Fit.Centres(answers.map(\.callOutcome))
        let weights = Self.fit.fitElements(answers.map(\.callOutcome), centres: centres, start: nil)
        let clustering = Self.fit.fitClustering(answers.map(\.callOutcome), weights: weights, centres: centres)
        #expect(abs(clustering - 0.5) <= 0.1, "θ = \(clustering)")
        let independent = Self.progressions(80, length: 3) { index, place in place == 0 || (index / (place == 1 ? 1 : 2)) % 2 == 0 }
        let alone = Fit.Centres(independent.map(\.callOutcome))
        let θ = Self.fit.fitClustering(independent.map(\.callOutcome), weights: Self.fit.fitElements(independent.map(\.callOutcome), centres: alone, start: nil), centres: alone)
        #expect(θ > 0.8, "θ = \(θ)")
    }

    @Test("a harder quality played seldom is taken at its own rate, not the easy triads': the model's chance of each")
    func qualities() {
        let easy = Self.progressions(60, length: 1) { _, _ in true }.dropLast(3) + Self.progressions(3, length: 1) { _, _ in false }
        let hard = (0..<20).map { index in ProgressionOutcome(chords: [Chord(quality: .diminishedSeventh, inverted: false, right: index % 2 == 0)]) }
        let answers = Array(easy) + hard
        let centres = Fit.Centres(answers.map(\.callOutcome))
        let weights = Self.fit.fitElements(answers.map(\.callOutcome), centres: centres, start: nil)
        func chance(_ quality: ChordQuality) -> Double {
            Fit.logistic(Fit.dot(Self.fit.features(kind: quality.rawValue, flag: false, length: 1, place: 0, centres: centres), weights))
        }
        #expect(chance(.major) > 0.9 && chance(.diminishedSeventh) < 0.65 && chance(.diminishedSeventh) > 0.35, "\(chance(.major)) \(chance(.diminishedSeventh))")
    }

    /// Mixed answers: every kind of chord, inverted or not, lengths 1 … 6, right by chance.
    static func mixed(_ count: Int, seed: UInt64) -> [ProgressionOutcome] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let length = random.integer(in: 1...6)
            return ProgressionOutcome(chords: (0..<length).map { _ in
                Chord(quality: ChordQuality.allCases[random.integer(in: 0...(ChordQuality.allCases.count - 1))], inverted: random.coinFlip(),
                      right: random.nextUnit() < 0.8)
            })
        }
    }

    /// The fit chord by chord, as it was written before it summed cells: the reference.
    static func naiveFit(_ progressions: [ProgressionOutcome]) -> (weights: [Double], clustering: Double) {
        let centres = Fit.Centres(progressions.map(\.callOutcome)), n = Self.fit.featureCount
        var rows: [([Double], Double)] = []
        for progression in progressions {
            for (place, chord) in progression.chords.enumerated() {
                rows.append((Self.fit.features(kind: chord.quality.rawValue, flag: chord.inverted, length: progression.length, place: place, centres: centres), chord.right ? 1 : 0))
            }
        }
        var weights = Array(repeating: 0.0, count: n)
        for _ in 0..<30 {
            var gradient = (0..<n).map { -Self.fit.precision[$0] * weights[$0] }
            var information = Array(repeating: Array(repeating: 0.0, count: n), count: n)
            for index in 0..<n { information[index][index] = Self.fit.precision[index] }
            for (x, y) in rows {
                let p = Fit.logistic(Fit.dot(x, weights)), w = p * (1 - p)
                for i in 0..<n { gradient[i] += (y - p) * x[i]; for j in 0..<n { information[i][j] += w * x[i] * x[j] } }
            }
            guard let step = Fit.solve(information, gradient) else { break }
            for index in 0..<n { weights[index] += step[index] }
            if step.map(abs).max()! < 1e-6 { break }
        }
        let logChances = progressions.map { progression in
            let logs = progression.chords.enumerated().map { place, chord in
                log(max(Fit.logistic(Fit.dot(Self.fit.features(kind: chord.quality.rawValue, flag: chord.inverted, length: progression.length, place: place, centres: centres), weights)), 1e-12))
            }
            return (first: logs[0], rest: logs.dropFirst().reduce(0, +))
        }
        func likelihood(_ clustering: Double) -> Double {
            zip(logChances, progressions).reduce(0.0) { sum, pair in
                let p = min(max(exp(pair.0.first + clustering * pair.0.rest), 1e-12), 1 - 1e-12)
                return sum + (pair.1.right ? log(p) : log(1 - p))
            }
        }
        return (weights, Fit.clusterings.max { likelihood($0) < likelihood($1) }!)
    }

    @Test("the fit on cells and patterns is the fit chord by chord: the same weights and clustering on mixed answers; a resample's counts fit as the copied sample does")
    func cellsAreChords() {
        for seed in [1, 2, 3] as [UInt64] {
            let answers = Self.mixed(150, seed: seed)
            let reference = Self.naiveFit(answers)
            let centres = Fit.Centres(answers.map(\.callOutcome))
            let weights = Self.fit.fitElements(answers.map(\.callOutcome), centres: centres, start: nil)
            #expect(zip(weights, reference.weights).allSatisfy { abs($0 - $1) < 1e-9 }, "\(weights) \(reference.weights)")
            #expect(Self.fit.fitClustering(answers.map(\.callOutcome), weights: weights, centres: centres) == reference.clustering)
            // A resample: some progressions twice or more, some not at all.
            var random = SeededRandom(seed: seed + 10)
            var times = Array(repeating: 0, count: answers.count)
            for _ in answers.indices { times[random.integer(in: 0...(answers.count - 1))] += 1 }
            let copied = answers.indices.flatMap { Array(repeating: answers[$0], count: times[$0]) }
            let counted = Self.fit.span(Fit.Answers(answers.map(\.callOutcome)), times: times, start: nil)
            let fitted = Self.fit.span(Fit.Answers(copied.map(\.callOutcome)), times: nil, start: nil)
            #expect(abs(counted.span - fitted.span) < 1e-9 && zip(counted.weights, fitted.weights).allSatisfy { abs($0 - $1) < 1e-9 }, "\(counted.span) \(fitted.span)")
        }
    }
}
