import Foundation
import Testing
@testable import PeachCore

@Suite("The harmonic span: from a model of each chord, its interval from whole progressions")
struct HarmonicSpanFitTests {
    typealias Chord = ProgressionOutcome.ChordOutcome

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
        let centres = HarmonicSpanFit.Centres(answers)
        let weights = HarmonicSpanFit.fitChords(answers, centres: centres, start: nil)
        let clustering = HarmonicSpanFit.fitClustering(answers, weights: weights, centres: centres)
        #expect(abs(clustering - 0.5) <= 0.1, "θ = \(clustering)")
        let independent = Self.progressions(80, length: 3) { index, place in place == 0 || (index / (place == 1 ? 1 : 2)) % 2 == 0 }
        let alone = HarmonicSpanFit.Centres(independent)
        let θ = HarmonicSpanFit.fitClustering(independent, weights: HarmonicSpanFit.fitChords(independent, centres: alone, start: nil), centres: alone)
        #expect(θ > 0.8, "θ = \(θ)")
    }

    @Test("a harder quality played seldom is taken at its own rate, not the easy triads': the model's chance of each")
    func qualities() {
        let easy = Self.progressions(60, length: 1) { _, _ in true }.dropLast(3) + Self.progressions(3, length: 1) { _, _ in false }
        let hard = (0..<20).map { index in ProgressionOutcome(chords: [Chord(quality: .diminishedSeventh, inverted: false, right: index % 2 == 0)]) }
        let answers = Array(easy) + hard
        let centres = HarmonicSpanFit.Centres(answers)
        let weights = HarmonicSpanFit.fitChords(answers, centres: centres, start: nil)
        func chance(_ quality: ChordQuality) -> Double {
            HarmonicSpanFit.logistic(HarmonicSpanFit.dot(HarmonicSpanFit.features(quality, inverted: false, length: 1, place: 0, centres: centres), weights))
        }
        #expect(chance(.major) > 0.9 && chance(.diminishedSeventh) < 0.65 && chance(.diminishedSeventh) > 0.35, "\(chance(.major)) \(chance(.diminishedSeventh))")
    }
}
