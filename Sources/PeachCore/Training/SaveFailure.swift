import Foundation

/// A trial could not be stored: training stops with this as its reason's detail.
public struct SaveFailure: Error, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
