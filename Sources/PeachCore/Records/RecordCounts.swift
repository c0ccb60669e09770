/// How many records of each kind are stored: every kind the store keeps, those without
/// records counted 0.
public struct RecordCounts: Sendable, Equatable {
    public private(set) var byKind: [RecordKind: Int]

    public init(_ byKind: [RecordKind: Int] = [:]) {
        self.byKind = byKind
    }

    public subscript(kind: RecordKind) -> Int {
        get { byKind[kind] ?? 0 }
        set { byKind[kind] = newValue }
    }

    /// Equal when every kind's count is: a kind counted 0 and one not counted are alike.
    public static func == (lhs: RecordCounts, rhs: RecordCounts) -> Bool {
        Set(lhs.byKind.keys).union(rhs.byKind.keys).allSatisfy { lhs[$0] == rhs[$0] }
    }

    public var total: Int { byKind.values.reduce(0, +) }

    /// "3 comparisons and 2 matches", in the kinds' order, naming the kinds everyone trains
    /// always (as Peach always said) and any other only when there is one.
    public var words: String {
        let named = byKind.keys.sorted().filter { $0.isCountedWhenNone || self[$0] > 0 }.map { $0.counted(self[$0]) }
        return named.spokenList
    }

    /// "2 Compare Timing answers and 3 count-ins": the kinds with any record, in their order.
    public var wordsOfAny: String {
        byKind.keys.sorted().filter { self[$0] > 0 }.map { $0.counted(self[$0]) }.spokenList
    }
}
