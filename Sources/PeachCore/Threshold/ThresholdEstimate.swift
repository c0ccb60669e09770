import Foundation

/// A listener's threshold as measured from their answers: the difference they answer
/// correctly 75 % of the time, lapses aside, with the 95 % interval it lies in.
public struct ThresholdEstimate: Hashable, Sendable {
    /// An interval wider than this factor (high ÷ low) is not yet a measurement: it is shown
    /// as a rough value ("about 12 ¢ (5–40), still rough") with how many more answers will
    /// narrow it.
    public static let widestMeaningfulSpread = 3.0

    /// Cents: the posterior median.
    public var threshold: Double
    /// Cents: the 95 % interval (2.5 % and 97.5 % of the posterior).
    public var low: Double
    public var high: Double
    /// How many answers it rests on; weighted, so older answers and neighbouring notes
    /// count less than one each.
    public var answers: Double
    /// The interval reaches above every difference a trial plays (`highestBound`): its top
    /// is the prior's end, not the answers', and no width makes it a measurement. Set by the
    /// pitch estimator; Compare Timing's asks its own bound (`TimingBandSummary`).
    public var reachesBeyondAnswers: Bool

    public init(threshold: Double, low: Double, high: Double, answers: Double, reachesBeyondAnswers: Bool = false) {
        self.threshold = threshold
        self.low = low
        self.high = high
        self.answers = answers
        self.reachesBeyondAnswers = reachesBeyondAnswers
    }

    /// Narrow enough to be worth a number, and bounded by answers.
    public var isMeasured: Bool { !reachesBeyondAnswers && high / low <= Self.widestMeaningfulSpread }

    public func contains(_ cents: Double) -> Bool { low <= cents && cents <= high }

    /// How much a rough estimate says.
    public enum Roughness: String, Sendable {
        /// The interval spans at most ten times: a centre worth naming ("about").
        case narrowing = "about"
        /// Wider: only the bounds mean something.
        case bounded = "between"
        /// Nothing bounds it from below yet (the interval reaches the lowest threshold
        /// there is to measure): only "below".
        case upperBoundOnly = "below"
        /// It reaches above the largest difference ever played (100 cents), where no answer
        /// was given: only "above".
        case lowerBoundOnly = "above"
        /// Unbounded both ways: nothing to say but how many answers it takes.
        case unknown
    }

    public static let widestNamedCentre = 10.0
    /// A lower bound under this is where the answers stop bounding the threshold from below.
    public static let lowestBound = 0.2
    /// An upper bound over this lies beyond every difference a trial plays.
    public static let highestBound = KazezChain.easiest.value

    /// What an "above" says: the interval's low end, but never more than the largest
    /// difference a trial plays (`highestBound`), since no answer was given beyond it: the
    /// answers show only that the threshold lies above that much.
    public func aboveBound(highestBound: Double = Self.highestBound) -> Double { min(low, highestBound) }

    /// How much a rough pitch threshold says, in cents.
    public var roughness: Roughness { roughness(lowestBound: Self.lowestBound, highestBound: Self.highestBound) }

    /// How much a rough threshold says, on a scale whose answers bound it from below only
    /// above `lowestBound` and from above only below `highestBound` (Compare Timing's, in ms).
    public func roughness(lowestBound: Double, highestBound: Double) -> Roughness {
        switch (low < lowestBound, high > highestBound) {
        case (true, true): .unknown
        case (true, false): .upperBoundOnly
        case (false, true): .lowerBoundOnly
        case (false, false): high / low <= Self.widestNamedCentre ? .narrowing : .bounded
        }
    }

    /// Roughly how many more answers will narrow the interval enough to call it measured; 0
    /// once it is. What the interval holds now is information on log T, 1/SE² with SE its
    /// log-width ÷ 3.92; a measurement needs 1/SE₃², SE₃ that of the widest meaningful
    /// interval; each answer the chain places near the threshold adds about
    /// `informationPerAnswer` (found on simulated listeners: BENCHMARKS.md, "More answers to
    /// measure"). Answers placed far from the threshold, as a new chain's first ones are,
    /// add little, so the answers so far are no guide to the ones to come.
    ///
    /// `chainAt`: the difference the chain goes on from (where the next session starts). A
    /// chain below the threshold (less than twice below it: further, the session starts it
    /// again at the estimate, `ChainRestart`) first climbs, and its answers there, nearer
    /// chance, tell little: with `chain`'s steps,
    /// P·(1 + b√P) after a wrong answer and P·(1 − a√P) after a right one, half of each, log P
    /// rises (b − a)/2·√P an answer, so the climb from P to the threshold T takes
    /// 2/(b − a)·(1/√P − 1/√T) answers, added. Said as one of `predictionSteps`.
    public func moreAnswersToMeasure(chainAt difference: Double?, chain: KazezChain = KazezChain()) -> Int {
        guard !isMeasured, answers > 0 else { return 0 }
        // A threshold at or above the largest difference a trial plays: no number of answers
        // will measure it (an ear this task cannot measure).
        if reachesBeyondAnswers, threshold >= Self.highestBound { return Self.mostAnswersPredicted }
        let now = log(high / low) / 3.92
        var needed = log(Self.widestMeaningfulSpread) / 3.92
        // Below it, an interval whose top still reaches above is measured only once the top
        // comes down, 1.96 SE above the estimate: for a threshold near the top, a narrower
        // interval than the spread alone asks (on simulated listeners, with the chain started
        // again at the estimate, 80 → 89 % within ×2.5 at 100 answers: BENCHMARKS.md).
        if reachesBeyondAnswers { needed = min(needed, log(Self.highestBound / threshold) / 1.96) }
        var more = (1 / (needed * needed) - 1 / (now * now)) / Self.informationPerAnswer
        if let difference, difference > 0, difference < threshold, chain.widening > chain.narrowing {
            more += 2 / (chain.widening - chain.narrowing) * (1 / difference.squareRoot() - 1 / threshold.squareRoot())
        }
        guard more.isFinite else { return 0 }
        return Self.said(more)
    }

    /// A number of answers as a prediction says it: rounded up to five, then the nearest of
    /// `predictionSteps` on a log scale.
    static func said(_ more: Double) -> Int {
        // Clamped first: a threshold a hair below the top asks more than an Int holds.
        let roughly = Double(min(Self.mostAnswersPredicted, max(5, Int((min(more, Double(Self.mostAnswersPredicted)) / 5).rounded(.up)) * 5)))
        return Self.predictionSteps.min { abs(log(Double($0) / roughly)) < abs(log(Double($1) / roughly)) } ?? Self.mostAnswersPredicted
    }

    /// What a prediction says, the nearest of these (on a log scale) to the number: when a task
    /// is measured is noisy (its interval narrows with noise and crosses the goal's width
    /// early or late) by about the factor between neighbours, so finer numbers say nothing
    /// more, and these held more predictions within ×2.5 of the answers needed, on the
    /// listeners it was fitted on and on others, at every count of answers (89 → 91–93 % at 50,
    /// 85–89 → 90–92 % at 100: BENCHMARKS.md, "More answers to measure"). Never fewer than
    /// ten: a task measured within five answers of a reading needs at most five, and
    /// "10" holds 4–25.
    public static let predictionSteps = [10, 25, 50, 100, 250, 500, mostAnswersPredicted]

    /// The most a prediction says: beyond it, "a thousand more" is all anyone can tell.
    public static let mostAnswersPredicted = 1000

    /// The same for a chain that starts where this estimate puts nothing below it.
    public var moreAnswersToMeasure: Int { moreAnswersToMeasure(chainAt: nil) }

    /// Information on log T an answer near the threshold adds, as the chain places them
    /// (slope and lapses unknown): fitted on simulated listeners, each reading of the profile
    /// followed by a new session (0.25 before a chain far below the estimate started again
    /// there, `ChainRestart`).
    public static let informationPerAnswer = 0.3

    /// The prediction as it was: the interval's width shrinking with the square root of
    /// the answers, as if every answer to come were like those so far (BENCHMARKS.md
    /// compares the two).
    public var moreAnswersToMeasureBySquareRoot: Int {
        guard !isMeasured, answers > 0 else { return 0 }
        let ratio = log(high / low) / log(Self.widestMeaningfulSpread)
        let more = answers * (ratio * ratio - 1)
        guard more.isFinite else { return 0 }
        return max(5, Int((more / 5).rounded(.up)) * 5)
    }
}
