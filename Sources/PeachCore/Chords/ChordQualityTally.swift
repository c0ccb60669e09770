import Foundation

/// How often chords of one quality, in root position or inverted, were played right, and
/// what they were taken for: the quality the played notes made (nil: notes that make no
/// chord Peach knows), or left out.
public struct ChordQualityTally: Hashable, Sendable {
    public var quality: ChordQuality
    public var inverted: Bool
    public private(set) var played = 0
    public private(set) var right = 0
    /// Wrong ones by what was heard: another quality (or the same quality on another root
    /// or bass), notes that make none (nil), and chords left out.
    public private(set) var takenFor: [ChordQuality?: Int] = [:]
    public private(set) var missing = 0

    public init(quality: ChordQuality, inverted: Bool) {
        self.quality = quality
        self.inverted = inverted
    }

    public mutating func add(_ verdict: ChordJudgement.Verdict) {
        played += 1
        switch verdict {
        case .right: right += 1
        case .wrong(_, let difference): takenFor[difference.heard?.quality, default: 0] += 1
        case .missing: missing += 1
        }
    }

    /// The share right with its 95 % interval (Wilson's score interval); nil before any.
    public var shareRight: (share: Double, low: Double, high: Double)? {
        guard played > 0 else { return nil }
        let n = Double(played), p = Double(right) / n, z = 1.96
        let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / (1 + z * z / n)
        return (p, max(0, centre - half), min(1, centre + half))
    }
}
