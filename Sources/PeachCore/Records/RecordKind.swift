/// A kind of training record: one discipline's answers or trials. Each discipline declares
/// its kind beside its record (`RecordKind.comparison` in Hear & Compare's folder); the
/// store, the counts, the exchange formats and the profile's rebuild know a kind by its
/// `id` and order kinds by their `rank`, and never list them.
public struct RecordKind: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Its stable name: where a kind is a key (the counts, a duplicate's key). Unique.
    public let id: String
    /// Its place among the kinds: records stored at the same instant are read back in this
    /// order, and counts are said in it. Unique.
    public let rank: Int
    /// What one record is called when it is one thing in a sentence ("the answer could not
    /// be saved").
    public let unit: String
    private let one: String
    private let many: String
    /// Named in a count even when there is none ("0 comparisons"): the kinds everyone
    /// trains, as Peach has always said them.
    public let isCountedWhenNone: Bool

    /// `one`, `many`: "comparison", "comparisons"; "Fill the Gap trial", "Fill the Gap trials".
    public init(id: String, rank: Int, one: String, many: String, unit: String, isCountedWhenNone: Bool = false) {
        self.id = id
        self.rank = rank
        self.one = one
        self.many = many
        self.unit = unit
        self.isCountedWhenNone = isCountedWhenNone
    }

    /// "3 comparisons", "1 match", "2 Compare Timing answers", "5 Fill the Gap trials".
    public func counted(_ count: Int) -> String {
        "\(count) \(count == 1 ? one : many)"
    }

    public var description: String { id }

    public static func == (lhs: RecordKind, rhs: RecordKind) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (lhs: RecordKind, rhs: RecordKind) -> Bool { (lhs.rank, lhs.id) < (rhs.rank, rhs.id) }
}
