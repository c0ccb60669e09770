import Foundation

/// When to say that the input sends samples that are no sound: once a second of input at
/// most, since a broken source sends them all the time.
public struct UnusableInputNotice: Sendable {
    private var lastSaid: UInt64?

    public init() {}

    /// Whether unusable samples in the hop ending at `frame` are to be said now.
    public mutating func shouldSay(at frame: UInt64, sampleRate: Int) -> Bool {
        guard lastSaid.map({ frame &- $0 >= UInt64(sampleRate) }) ?? true else { return false }
        lastSaid = frame
        return true
    }
}
