import Foundation

/// The Kazez staircase: one chain of difficulties that narrows after a correct answer and
/// widens after a wrong one, in steps that shrink as the difference gets small (√P scaling).
public struct KazezChain: Hashable, Sendable {
    public static let easiest: Cents = 100
    public static let hardest: Cents = 0.1

    /// Peach's coefficients: the chain settles where the listener is right 75 % ± 3 % of the
    /// time (72.5–77.6 %) for thresholds from 2 to 50 cents, found with the simulator
    /// (`scripts/simulate`, BENCHMARKS.md). Smaller steps than the original's, so coming down
    /// from 100 cents to a 5-cent ear takes about 27 answers instead of 4; but a chain that
    /// settles at chance teaches nothing and measures little.
    public static let calibratedNarrowing = 0.016
    public static let calibratedWidening = 0.06
    /// The original app's coefficients (its architecture documents): settle at 50–53 % correct.
    public static let originalNarrowing = 0.08
    public static let originalWidening = 0.09
    /// The fast start: until it ends each right answer shrinks the difference to this share
    /// of it, so a good ear reaches its region within a dozen answers (the calibrated steps
    /// alone took about 50 from 100 cents to a 2-cent ear). The wrong answer that ends it
    /// (a miss confirmed: `fastStartTestsMisses`) steps back up two such steps: large steps overshoot below the threshold, where
    /// a listener still guesses right half the time, and the calibrated chain, whose steps
    /// shrink with √P, would take a hundred answers to climb back from there. From then on
    /// the calibrated chain goes on, settling where it always did (`scripts/simulate`).
    public static let fastStartFactor = 0.6
    /// The fast start puts a wrong answer to the test before it ends the descent
    /// (`ChainState`): a slip far above the threshold, or a blind first guess, says
    /// nothing of where it is (BENCHMARKS.md, "The fast start and a lapse").
    public static let fastStartTestsMisses = true

    public var narrowing: Double
    public var widening: Double

    public init(narrowing: Double = calibratedNarrowing, widening: Double = calibratedWidening) {
        self.narrowing = narrowing
        self.widening = widening
    }

    public init(settings: TrainingSettings) {
        self.init(narrowing: settings.kazezNarrowing, widening: settings.kazezWidening)
    }

    /// The next |difference| after answering a trial of |difference| `previous`:
    /// correct → P·(1 − a·√P), wrong → P·(1 + b·√P), clamped to 0.1…100 cents. While
    /// `descending` (the fast start placed P): correct → P·f, wrong → P ÷ f².
    public func next(after previous: Cents, wasCorrect: Bool, descending: Bool = false) -> Cents {
        Self.clamp(Cents(step(from: previous.magnitude.value, wasCorrect: wasCorrect, descending: descending)))
    }

    /// The step itself, on a difficulty of any unit and unclamped: Compare Timing moves its
    /// click in milliseconds by the same rule, between bounds of its own.
    public func step(from p: Double, wasCorrect: Bool, descending: Bool) -> Double {
        if descending {
            return wasCorrect ? p * Self.fastStartFactor : p / (Self.fastStartFactor * Self.fastStartFactor)
        }
        let next = wasCorrect ? p * (1 - narrowing * p.squareRoot()) : p * (1 + widening * p.squareRoot())
        // With a large narrowing coefficient the formula turns negative for large P
        // (a = 0.2 at P > 25); halving keeps such a step a narrowing, not a jump to the floor.
        return next <= 0 ? p / 2 : next
    }

    public static func clamp(_ cents: Cents) -> Cents {
        guard cents.value.isFinite else { return easiest }
        return Cents(min(max(cents.value, hardest.value), easiest.value))
    }
}
