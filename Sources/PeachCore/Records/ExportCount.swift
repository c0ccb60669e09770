/// What an export wrote: its rows, and the records the chosen format has no columns for.
public struct ExportCount: Sendable, Equatable {
    public var written: Int
    public var leftOut: Int

    public init(written: Int = 0, leftOut: Int = 0) {
        self.written = written
        self.leftOut = leftOut
    }
}
