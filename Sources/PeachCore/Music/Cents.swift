import Foundation

/// A pitch difference in cents (1/100 of an equal-tempered semitone). Signed: + is higher.
public struct Cents: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public var value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    public var magnitude: Cents { Cents(abs(value)) }

    /// The ratio of two frequencies expressed in cents: 1200·log2(upper/lower).
    public init(from lower: Frequency, to upper: Frequency) {
        self.value = 1200 * log2(upper.hertz / lower.hertz)
    }

    /// The frequency ratio this difference stands for: 2^(c/1200).
    public var ratio: Double { exp2(value / 1200) }

    public var description: String { String(format: "%+.1f ¢", value) }

    public static func < (lhs: Cents, rhs: Cents) -> Bool { lhs.value < rhs.value }
    public static func + (lhs: Cents, rhs: Cents) -> Cents { Cents(lhs.value + rhs.value) }
    public static func - (lhs: Cents, rhs: Cents) -> Cents { Cents(lhs.value - rhs.value) }
    public static prefix func - (cents: Cents) -> Cents { Cents(-cents.value) }
}

/// A frequency in hertz.
public struct Frequency: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var hertz: Double

    public init(hertz: Double) { self.hertz = hertz }

    public static let concertA = Frequency(hertz: 440)

    /// This frequency moved by `cents`.
    public func shifted(by cents: Cents) -> Frequency { Frequency(hertz: hertz * cents.ratio) }

    public var description: String { String(format: "%.4f Hz", hertz) }

    public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.hertz < rhs.hertz }
}
