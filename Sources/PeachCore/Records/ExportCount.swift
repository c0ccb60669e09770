/// What an export wrote: its rows, the records the chosen format has no columns for, and
/// what it has no place for in the records it wrote (412 Fill the Gap taps), counted.
public struct ExportCount: Sendable, Equatable {
    public var written: Int
    /// The records of each kind the format has no columns for.
    public var leftOut: RecordCounts
    public var detailsLeftOut: [LeftOutDetail: Int]

    public init(written: Int = 0, leftOut: RecordCounts = RecordCounts(), detailsLeftOut: [LeftOutDetail: Int] = [:]) {
        self.written = written
        self.leftOut = leftOut
        self.detailsLeftOut = detailsLeftOut
    }

    /// "412 Fill the Gap taps and how 40 matches were made", in a stable order; nil when
    /// nothing was left out of the records written.
    public var detailsLeftOutWords: String? {
        let named = detailsLeftOut.filter { $0.value > 0 }.sorted { $0.key.plural < $1.key.plural }.map { $0.key.counted($0.value) }
        return named.isEmpty ? nil : named.spokenList
    }
}

/// Something a format has no place for, in words for one and for many, `%d` the count:
/// "how %d match was made", "how %d matches were made".
public struct LeftOutDetail: Hashable, Sendable {
    public var singular: String
    public var plural: String

    public init(singular: String, plural: String) {
        self.singular = singular
        self.plural = plural
    }

    public func counted(_ count: Int) -> String {
        (count == 1 ? singular : plural).replacingOccurrences(of: "%d", with: "\(count)")
    }
}
