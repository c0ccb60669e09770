/// What an import did: the records added, the ones already stored, the rows refused, and
/// the file's columns that are not the format's (left out, and said).
public struct ImportSummary: Sendable, Equatable {
    public var imported: Int
    public var duplicates: Int
    public var rejected: [RejectedRow]
    public var ignoredColumns: [String]

    public init(imported: Int = 0, duplicates: Int = 0, rejected: [RejectedRow] = [], ignoredColumns: [String] = []) {
        self.imported = imported
        self.duplicates = duplicates
        self.rejected = rejected
        self.ignoredColumns = ignoredColumns
    }

    public var description: String {
        let counts = "imported \(imported), skipped \(duplicates) duplicate\(duplicates == 1 ? "" : "s"), rejected \(rejected.count)"
        guard !ignoredColumns.isEmpty else { return counts }
        let named = ignoredColumns.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (ignoredColumns.count > 5 ? " and \(ignoredColumns.count - 5) more" : "")
        return counts + "; ignored the column\(ignoredColumns.count == 1 ? "" : "s") \(named), not the format's"
    }
}
