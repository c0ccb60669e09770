import Foundation

/// Where one task's Kazez chain stands: the last comparison it placed, how it was
/// answered, whether that comparison was placed by the fast start, and a wrong answer of
/// the fast start still to be confirmed. Each task (single notes, each directed interval)
/// has a chain of its own, since each has a threshold of its own: a fifth up and a major
/// third down are heard differently, and one shared difference would sit too high for one
/// and too low for the other.
///
/// The fast start survives a lapse: a wrong answer is put to the test before it ends the
/// descent. The chain steps back up one large step; answered right there, it asks the
/// difference that was missed again; answered right again, the miss was a slip (or a blind
/// first guess) and the descent goes on down, in half a large step (it may have been near).
/// A second wrong answer, at either, confirms it: the descent ends two large steps above the
/// higher of the two, and the calibrated chain takes over (`KazezChain`). Far above the
/// threshold a slip is seldom repeated; near it, misses are.
public struct ChainState: Hashable, Sendable {
    public var last: CompletedComparison
    /// `last` was placed by the fast start: its answer decides the next large step.
    public var isDescending: Bool
    /// The difference of a wrong fast-start answer not yet confirmed or put aside.
    public var unconfirmedMiss: Double?
    /// Whether the fast start puts a miss to the test (`KazezChain.fastStartTestsMisses`);
    /// false ends it at the first wrong answer, as it did before (the simulations compare).
    public var testsMisses: Bool

    public init(
        last: CompletedComparison, isDescending: Bool, unconfirmedMiss: Double? = nil, testsMisses: Bool = KazezChain.fastStartTestsMisses
    ) {
        self.last = last
        self.isDescending = isDescending
        self.unconfirmedMiss = unconfirmedMiss
        self.testsMisses = testsMisses
    }

    /// A chain that began with `first` (placed by the bootstrap, the start of the fast start).
    public init(first: CompletedComparison, testsMisses: Bool = KazezChain.fastStartTestsMisses) {
        self.init(last: first, isDescending: true, testsMisses: testsMisses)
    }

    private static let sameDifference = 1e-9

    /// What the descent does after `last`: goes on (with the miss under test, if any) or ends.
    private var descent: (goesOn: Bool, miss: Double?) {
        let p = last.comparison.centOffset.magnitude.value
        guard isDescending else { return (false, nil) }
        if last.isCorrect {
            // Right at the missed difference itself: the miss was a slip.
            if let miss = unconfirmedMiss, p <= miss * (1 + Self.sameDifference) { return (true, nil) }
            return (true, unconfirmedMiss)
        }
        // Wrong: a first miss is put to the test; a second one confirms it.
        guard testsMisses, unconfirmedMiss == nil else { return (false, nil) }
        return (true, p)
    }

    /// The chain after `completed`, which this state placed, was answered.
    public func advanced(by completed: CompletedComparison) -> ChainState {
        let (goesOn, miss) = descent
        return ChainState(last: completed, isDescending: goesOn, unconfirmedMiss: goesOn ? miss : nil, testsMisses: testsMisses)
    }

    /// The next |difference| of this chain.
    public func nextDifference(_ chain: KazezChain) -> Cents {
        let previous = last.comparison.centOffset
        guard isDescending else { return chain.next(after: previous, wasCorrect: last.isCorrect) }
        let p = previous.magnitude.value, f = KazezChain.fastStartFactor
        let (goesOn, miss) = descent
        let next: Double
        if !goesOn {
            // The descent ends: two large steps above the confirmed miss (the higher of the two).
            next = (last.isCorrect ? p : (unconfirmedMiss.map { max($0, p) } ?? p)) / (f * f)
        } else if let miss {
            // A miss under test: one step above it, then the missed difference again.
            next = last.isCorrect ? miss : p / f
        } else if unconfirmedMiss != nil {
            // The miss was a slip: on down, in half a large step (it may have been near).
            next = p * f.squareRoot()
        } else {
            next = p * f
        }
        return KazezChain.clamp(Cents(next))
    }
}
