import Foundation

/// A response judged stroke by stroke against the call's strokes where they fall in the
/// response bar (the grid the pulse keeps): taps and strokes are paired one to one, in order,
/// each pair within `toleranceFrames`, so that the most strokes are paired and, of those
/// pairings, the one whose offsets are smallest. A stroke paired with no tap is missing; a
/// tap paired with no stroke is extra. Right only when every stroke is paired and no tap is
/// extra: tapping every sixteenth pairs every stroke on a sixteenth and leaves the rest
/// extra.
public struct StrokeJudgement: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        /// Paired with the tap `tap` (its index in the taps as given), `offsetFrames` from the stroke (− early, + late).
        case tapped(tap: Int, offsetFrames: Int)
        case missing

        public var offsetFrames: Int? { if case let .tapped(_, offset) = self { offset } else { nil } }
    }

    /// One for each stroke.
    public var outcomes: [Outcome]
    /// The taps (indices as given) paired with no stroke, earliest first.
    public var extras: [Int]

    public var isRight: Bool { extras.isEmpty && outcomes.allSatisfy { $0 != .missing } }

    /// `strokes` and `taps` in frames on one clock; `toleranceFrames`: how far a tap may lie from its stroke.
    public init(strokes: [Int], taps: [Int], toleranceFrames: Double) {
        precondition(strokes == strokes.sorted(), "the strokes in order")
        let order = taps.indices.sorted { (taps[$0], $0) < (taps[$1], $1) }
        let n = strokes.count, m = order.count
        // cost[i][j]: the first i strokes and j taps; a stroke or a tap left alone costs 1, a
        // pair by its offset, all pairs together less than one: one pair more always beats any
        // offsets of fewer pairs, and among as many pairs the smallest offsets win.
        let scale = 0.5 / Double(min(n, m) + 1)
        func pairCost(_ i: Int, _ j: Int) -> Double? {
            let offset = Double(abs(taps[order[j]] - strokes[i]))
            return offset <= toleranceFrames ? scale * offset / max(toleranceFrames, 1) : nil
        }
        var cost = Array(repeating: Array(repeating: 0.0, count: m + 1), count: n + 1)
        for i in 0...n { cost[i][0] = Double(i) }
        for j in 0...m { cost[0][j] = Double(j) }
        if n > 0 && m > 0 {
            for i in 1...n {
                for j in 1...m {
                    var best = min(cost[i - 1][j] + 1, cost[i][j - 1] + 1)
                    if let pair = pairCost(i - 1, j - 1) { best = min(best, cost[i - 1][j - 1] + pair) }
                    cost[i][j] = best
                }
            }
        }
        var outcomes = Array(repeating: Outcome.missing, count: n), extras: [Int] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            if i > 0, j > 0, let pair = pairCost(i - 1, j - 1), abs(cost[i][j] - (cost[i - 1][j - 1] + pair)) < 1e-9 {
                outcomes[i - 1] = .tapped(tap: order[j - 1], offsetFrames: taps[order[j - 1]] - strokes[i - 1])
                i -= 1
                j -= 1
            } else if i > 0, abs(cost[i][j] - (cost[i - 1][j] + 1)) < 1e-9 {
                i -= 1
            } else {
                extras.append(order[j - 1])
                j -= 1
            }
        }
        self.outcomes = outcomes
        self.extras = extras.reversed()
    }
}
