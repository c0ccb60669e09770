import Foundation

/// The randomness of trial selection, injected so that runs are reproducible (`--seed`)
/// and tests can script every draw.
public protocol RandomSource {
    /// A draw from [0, 1).
    mutating func nextUnit() -> Double
}

extension RandomSource {
    /// Uniform in `range`.
    public mutating func uniform(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + nextUnit() * (range.upperBound - range.lowerBound)
    }

    /// Uniform integer in `range`.
    public mutating func integer(in range: ClosedRange<Int>) -> Int {
        let count = range.upperBound - range.lowerBound + 1
        return range.lowerBound + min(Int(nextUnit() * Double(count)), count - 1)
    }

    /// One element, uniformly; nil for an empty collection.
    public mutating func element<C: Collection>(of collection: C) -> C.Element? {
        guard !collection.isEmpty else { return nil }
        return collection[collection.index(collection.startIndex, offsetBy: integer(in: 0...(collection.count - 1)))]
    }

    /// True with probability ½.
    public mutating func coinFlip() -> Bool { nextUnit() < 0.5 }
}

/// SplitMix64: small, fast, and the same sequence for the same seed on every machine.
public struct SeededRandom: RandomSource, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func nextUInt64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func nextUnit() -> Double { Double(nextUInt64() >> 11) * 0x1p-53 }
}

/// The system's generator, for unseeded runs.
public struct SystemRandom: RandomSource, Sendable {
    public init() {}
    public mutating func nextUnit() -> Double { Double.random(in: 0..<1) }
}

/// Any random source behind one concrete type, so that a session can hold whichever it
/// was given and still pass it on as `inout some RandomSource`.
public struct AnyRandomSource: RandomSource {
    private var base: any RandomSource

    public init(_ base: any RandomSource) {
        self.base = base
    }

    public mutating func nextUnit() -> Double { base.nextUnit() }
}
