import Foundation
import PeachCore

/// A drummer whose timing is known exactly, for Fill the Gap: at each gap position (beat,
/// e, and, a) their taps land `meanMs` from the silent click's place (− rushing, + dragging)
/// and scatter around it by `sdMs`, each tap on its own. What a real player adds can be
/// switched on: `wanderMs` moves the whole trial's timing by a normal amount with that SD
/// (a drummer is not the same from one minute to the next), `heavyTails` draws the scatter
/// from a Laplace distribution of the same SD (now and then a tap far off), and `missRate`
/// leaves a cycle without a tap.
public struct SimulatedDrummer: Sendable {
    public var meanMs: [Double]
    public var sdMs: [Double]
    public var wanderMs: Double
    public var heavyTails: Bool
    public var missRate: Double

    public init(meanMs: [Double], sdMs: [Double], wanderMs: Double = 0, heavyTails: Bool = false, missRate: Double = 0) {
        precondition(meanMs.count == StepPosition.allCases.count && sdMs.count == StepPosition.allCases.count, "one value per gap position")
        self.meanMs = meanMs
        self.sdMs = sdMs
        self.wanderMs = wanderMs
        self.heavyTails = heavyTails
        self.missRate = missRate
    }

    /// The spread of the taps at `position` around its long-run mean: the trial's wander adds to it.
    public func trueSpread(at position: StepPosition) -> Double {
        (sdMs[position.rawValue] * sdMs[position.rawValue] + wanderMs * wanderMs).squareRoot()
    }

    /// Where one tap at `position` lands, ms, in a trial whose timing has moved by `wander`.
    public func tapMs(at position: StepPosition, wander: Double, random: inout some RandomSource) -> Double {
        let scatter = heavyTails ? Self.laplace(random: &random) : Self.normal(random: &random)
        return meanMs[position.rawValue] + wander + sdMs[position.rawValue] * scatter
    }

    /// A standard normal value (Box–Muller).
    public static func normal(random: inout some RandomSource) -> Double {
        (-2 * log(1 - random.nextUnit())).squareRoot() * cos(2 * .pi * random.nextUnit())
    }

    /// A Laplace value of SD 1: most taps closer than a normal's, a few much farther.
    static func laplace(random: inout some RandomSource) -> Double {
        let u = random.nextUnit() - 0.5
        let magnitude = -log(1 - 2 * abs(u)) / 2.0.squareRoot()
        return u < 0 ? -magnitude : magnitude
    }
}
