import Foundation
import Testing
@testable import PeachCore

@Suite("The call span's curve: what a place holds, together")
struct CallSpanFitTests {
    @Test("places of one element or of four, half each, every element right 80 % of the time and no clustering: P(N) is the places' average chance of all right, to the power N, not the chance at the average count")
    func placesTogether() {
        let fit = CallSpanFit(kinds: 1, bounds: .rhythmCalls)
        let centres = CallSpanFit.Centres([CallOutcome(length: 1, elements: [.init(kind: 0, flag: false, place: 0, right: true)])])
        var weights = Array(repeating: 0.0, count: fit.featureCount)
        weights[0] = log(0.8 / 0.2)
        let one = [(kind: 0, flag: false)], four = Array(repeating: (kind: 0, flag: false), count: 4)
        let curve = fit.curve(weights: weights, clustering: 1, mix: [(one, 0.5), (four, 0.5)], centres: centres)
        let perPlace = (0.8 + pow(0.8, 4)) / 2
        for length in 1...6 { #expect(abs(curve[length] - pow(perPlace, Double(length))) < 1e-12, "\(length): \(curve[length])") }
        // Averaged as 2.5 elements a place the chance is lower: the span read short.
        #expect(pow(0.8, 2.5) < perPlace)
        // The clustering on every element but the call's first: θ = 0.5.
        let clustered = fit.curve(weights: weights, clustering: 0.5, mix: [(four, 1)], centres: centres)
        #expect(abs(clustered[2] - 0.8 * pow(0.8, 1.5) * pow(pow(0.8, 4), 0.5)) < 1e-12)
    }
}
