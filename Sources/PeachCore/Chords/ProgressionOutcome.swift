import Foundation

/// A progression played back, as the span's fit sees it: each chord's quality, whether it
/// was inverted, and whether it was played right.
public struct ProgressionOutcome: Hashable, Sendable {
    public struct ChordOutcome: Hashable, Sendable {
        public var quality: ChordQuality
        public var inverted: Bool
        public var right: Bool

        public init(quality: ChordQuality, inverted: Bool, right: Bool) {
            self.quality = quality
            self.inverted = inverted
            self.right = right
        }
    }

    public var chords: [ChordOutcome]

    public init(chords: [ChordOutcome]) {
        precondition(!chords.isEmpty, "a progression has a chord")
        self.chords = chords
    }

    public var length: Int { chords.count }
    /// Right only when every chord is.
    public var right: Bool { chords.allSatisfy(\.right) }
}
