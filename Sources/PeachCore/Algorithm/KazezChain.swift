import Foundation

/// The Kazez staircase: one chain of difficulties that narrows after a correct answer and
/// widens after a wrong one, in steps that shrink as the difference gets small (√P scaling).
public struct KazezChain: Hashable, Sendable {
    public static let easiest: Cents = 100
    public static let hardest: Cents = 0.1

    public var narrowing: Double
    public var widening: Double

    public init(narrowing: Double = 0.08, widening: Double = 0.09) {
        self.narrowing = narrowing
        self.widening = widening
    }

    public init(settings: TrainingSettings) {
        self.init(narrowing: settings.kazezNarrowing, widening: settings.kazezWidening)
    }

    /// The next |difference| after answering a trial of |difference| `previous`:
    /// correct → P·(1 − a·√P), wrong → P·(1 + b·√P), clamped to 0.1…100 cents.
    public func next(after previous: Cents, wasCorrect: Bool) -> Cents {
        let p = previous.magnitude.value
        var next = wasCorrect ? p * (1 - narrowing * p.squareRoot()) : p * (1 + widening * p.squareRoot())
        // With a large narrowing coefficient the formula turns negative for large P
        // (a = 0.2 at P > 25); halving keeps such a step a narrowing, not a jump to the floor.
        if next <= 0 { next = p / 2 }
        return Self.clamp(Cents(next))
    }

    public static func clamp(_ cents: Cents) -> Cents {
        guard cents.value.isFinite else { return easiest }
        return Cents(min(max(cents.value, hardest.value), easiest.value))
    }
}
