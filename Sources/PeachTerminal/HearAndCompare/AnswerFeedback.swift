import Foundation
import PeachCore

/// What the listener needs to learn from an answer: right or wrong, and which way it was.
public struct AnswerFeedback: Hashable, Sendable {
    public var correct: Bool
    /// The second note was higher (sharp of the true interval).
    public var targetHigher: Bool
    public var difference: Double
    /// What note 2 was measured against: unison for single notes, else the true interval.
    public var interval: DirectedInterval

    public init(correct: Bool, targetHigher: Bool, difference: Double, interval: DirectedInterval = .unison) {
        self.correct = correct
        self.targetHigher = targetHigher
        self.difference = difference
        self.interval = interval
    }
}
