/// What an import did: the records added, the ones already stored, the rows refused.
public struct ImportSummary: Sendable, Equatable {
    public var imported: Int
    public var duplicates: Int
    public var rejected: [RejectedRow]

    public init(imported: Int = 0, duplicates: Int = 0, rejected: [RejectedRow] = []) {
        self.imported = imported
        self.duplicates = duplicates
        self.rejected = rejected
    }

    public var description: String {
        "imported \(imported), skipped \(duplicates) duplicate\(duplicates == 1 ? "" : "s"), rejected \(rejected.count)"
    }
}
