import Foundation

/// Calls right and played, by length.
public struct LengthTally: Hashable, Sendable {
    public struct Count: Hashable, Sendable {
        public var right = 0
        public var played = 0
    }

    public private(set) var lengths: [Int: Count] = [:]
    public private(set) var calls = 0

    public init() {}

    public mutating func add(length: Int, right: Bool) {
        lengths[length, default: Count()].played += 1
        if right { lengths[length, default: Count()].right += 1 }
        calls += 1
    }
}
