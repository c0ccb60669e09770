import Foundation

/// One value that was out of range and what it became (nil: it was left unused).
public struct SettingsAdjustment: Hashable, Sendable, CustomStringConvertible {
    public let key: String
    public let requested: String
    public let applied: String?
    public let allowed: String
    /// What is wrong, in words, where "outside a range" would not say it (a range's end
    /// that depends on the other end).
    public let problem: String?

    public init(key: String, requested: String, applied: String?, allowed: String, problem: String? = nil) {
        self.key = key
        self.requested = requested
        self.applied = applied
        self.allowed = allowed
        self.problem = problem
    }

    public var description: String {
        "\(key) = \(requested) \(problem ?? "is outside \(allowed)"); " + (applied.map { "using \($0)" } ?? "ignored")
    }
}
