import Foundation

/// Where one task's Kazez chain stands: the last comparison it placed, how it was
/// answered, and whether that comparison was placed by the fast start (no wrong answer
/// before it since the chain began). Each task (single notes, each directed interval) has a
/// chain of its own, since each has a threshold of its own: a fifth up and a major third
/// down are heard differently, and one shared difference would sit too high for one and
/// too low for the other.
public struct ChainState: Hashable, Sendable {
    public var last: CompletedComparison
    /// `last` was placed by the fast start: its answer decides the next large step.
    public var isDescending: Bool

    public init(last: CompletedComparison, isDescending: Bool) {
        self.last = last
        self.isDescending = isDescending
    }

    /// A chain that began with `first` (placed by the bootstrap, the start of the fast start).
    public init(first: CompletedComparison) {
        self.init(last: first, isDescending: true)
    }

    /// The chain after `completed`, which this state placed, was answered.
    public func advanced(by completed: CompletedComparison) -> ChainState {
        ChainState(last: completed, isDescending: isDescending && last.isCorrect)
    }

    /// The next |difference| of this chain.
    public func nextDifference(_ chain: KazezChain) -> Cents {
        chain.next(after: last.comparison.centOffset, wasCorrect: last.isCorrect, descending: isDescending)
    }
}
